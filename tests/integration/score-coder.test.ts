import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeCodes, startFakeOpenAi, type FakeOpenAi } from '../helpers/fake-openai.js';

// `npm run score-coder`: a labelled set coded by either coder and scored per field, the LLM coder through
// the official SDK against a fake OpenAI-compatible server that codes every answer "too expensive".

const BRIEF = 'RiceMate is a smart rice cooker, $400.';
const item = (id: string, answer: string, price: string, purchase: string, stance: string) =>
  JSON.stringify({
    id,
    product: 'rice cooker',
    brief: BRIEF,
    question: 'Would you buy it?',
    answer,
    expected: { onTopic: true, stance, purchase, price, rating: null, concerns: price === 'too_high' ? ['price'] : [] },
  });

let fake: FakeOpenAi;
let file: string;
beforeAll(async () => {
  fake = await startFakeOpenAi();
  fake.respond = (body) => (body.response_format ? fakeCodes(body, () => ({ stance: 'negative', purchase: 'no', price: 'too_high', concerns: ['price'] })) : undefined);
  file = join(mkdtempSync(join(tmpdir(), 'score-coder-')), 'coder-dev-test.jsonl');
  writeFileSync(
    file,
    [
      item('a1', 'No, $400 is far too much for a rice cooker.', 'too_high', 'no', 'negative'),
      item('a2', "Yes, I'd order one today.", 'unstated', 'yes', 'positive'),
      item('a3', "Nope. I'd never pay that.", 'too_high', 'no', 'negative'),
    ].join('\n'),
  );
});
afterAll(() => fake.close());

function run(args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/score-coder.ts', ...args], {
      env: { PATH: process.env.PATH!, LLM_PROVIDER: 'offline', ...env },
      cwd: process.cwd(),
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => resolve({ code, out }));
  });
}

const rowOf = (out: string, set: string) =>
  out
    .split('\n')
    .find((l) => l.startsWith(set))!
    .trim()
    .split(/\s{2,}/);

describe('npm run score-coder', () => {
  it('scores the rules coder per field on a labelled set', async () => {
    const r = await run([file]);
    expect(r.code).toBe(0);
    expect(r.out.split('\n')[0]).toMatch(/^set\s+answers\s+onTopic\s+stance\s+purchase\s+price\s+rating\s+too_high recall\s+too_high precision$/);
    expect(rowOf(r.out, 'coder-dev-test')).toEqual(['coder-dev-test', '3', '100.0%', '100.0%', '100.0%', '100.0%', '100.0%', '100.0% (2/2)', '100.0%']);
  });

  it('scores the LLM coder through a model server, one structured call per question of each set, pooling without coding again', async () => {
    fake.requests.length = 0;
    const r = await run(['--coder=llm', file, file], { LLM_PROVIDER: 'openai', OPENAI_BASE_URL: fake.url, OPENAI_API_KEY: 'sk-test', OPENAI_MODEL: 'gpt-test' });
    expect(r.code).toBe(0);
    // The fake codes the willing buyer too_high as well: recall 2/2, precision 2/3, price right on 2 of 3.
    expect(rowOf(r.out, 'coder-dev-test')).toEqual(['coder-dev-test', '3', '100.0%', '66.7%', '66.7%', '66.7%', '100.0%', '100.0% (2/2)', '66.7%']);
    expect(rowOf(r.out, 'pooled')).toEqual(['pooled', '6', '100.0%', '66.7%', '66.7%', '66.7%', '100.0%', '100.0% (4/4)', '66.7%']);
    expect(fake.requests.filter((b) => b.response_format)).toHaveLength(2);
  });

  it('refuses the held-out set and a run without sets', async () => {
    for (const args of [[], ['bench/data/coder-eval.jsonl']]) {
      const r = await run(args);
      expect(r.code).toBe(2);
      expect(r.out).toContain("the held-out coder-eval.jsonl is the bench's alone");
    }
  });
}, 30_000);
