import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const run = (stdin: string, args: string[] = []) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/code-answers.ts', ...args], { input: stdin, encoding: 'utf8', cwd: process.cwd() });

const line = (answer: string, question = 'Would you buy it?') => JSON.stringify({ brief: 'A $400 rice cooker', question, answer });

describe('npm run code-answers', () => {
  it('prints one code per input line, in order, skipping empty lines and flagging invalid ones', () => {
    const r = run([line('No, not for me.'), '', '{"brief":"x"}', line("Yes, I'd order one.")].join('\n'));
    const out = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(out).toHaveLength(3);
    expect(Object.keys(out[0])).toEqual(['onTopic', 'stance', 'purchase', 'price', 'rating', 'concerns', 'evidence']);
    expect(out[0].purchase).toBe('no');
    expect(out[1].error).toMatch(/^line 3: /);
    expect(out[2].purchase).toBe('yes');
    expect(r.status).toBe(1);
  });
  it('exits 0 when every line is valid', () => {
    expect(run(line('Maybe.')).status).toBe(0);
  });
  it('refuses the llm coder without a model, saying what to set', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/code-answers.ts', '--coder=llm'], {
      input: line('No.'),
      encoding: 'utf8',
      env: { PATH: process.env.PATH, LLM_PROVIDER: 'offline' },
    });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('the llm coder needs a model');
  });
}, 30_000);
