import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkLlm, formatCheck } from '../../core/llm/check.js';
import { createOpenAiProvider } from '../../core/llm/openai.js';
import { startFakeOpenAi, type FakeOpenAi } from '../helpers/fake-openai.js';

// `npm run llm:check` against a fake OpenAI-compatible server playing each failure a real one shows,
// through the product's own provider and the official SDK.
let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.capabilities = { streaming: true, jsonSchema: true, models: ['gpt-test'], apiKey: 'sk-good' };
  fake.respond = (body) => (body.response_format ? { kind: 'answer', text: '{"ready":true}' } : { kind: 'answer', text: 'ready' });
});

const check = (opts: { baseURL?: string; model?: string; apiKey?: string; sendSeed?: boolean } = {}) => {
  const target = { baseURL: opts.baseURL ?? fake.url, model: opts.model ?? 'gpt-test', timeoutMs: 5000, sendSeed: opts.sendSeed ?? true };
  const llm = createOpenAiProvider({ apiKey: opts.apiKey ?? 'sk-good', baseURL: target.baseURL, model: target.model, timeoutMs: 5000, sendSeed: target.sendSeed, maxRetries: 0 });
  return checkLlm(llm, target);
};

async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  await new Promise<void>((r) => server.close(() => r()));
  return `http://127.0.0.1:${port}/v1`;
}

function runScript(env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/llm-check.ts'], { env: { PATH: process.env.PATH!, ...env }, cwd: process.cwd() });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => resolve({ code, out }));
  });
}

describe('npm run llm:check', () => {
  it('passes every check against a server that streams and follows a JSON schema, and says what the model does', async () => {
    const r = await check();
    expect(r.ok).toBe(true);
    expect(r.steps.map((s) => [s.name, s.ok])).toEqual([
      ['call', true],
      ['seed', true],
      ['streaming', true],
      ['json_schema', true],
    ]);
    expect(fake.requests.find((b) => b.seed !== undefined)?.seed).toBe(42);
    expect(r.features.join('\n')).toContain('Live chat: replies stream from the model.');
    expect(r.features.join('\n')).toContain('the LLM coder codes answers');
  });

  it('says the server is unreachable and names OPENAI_BASE_URL, and that nothing using the model works', async () => {
    const url = await closedPortUrl();
    const r = await check({ baseURL: url });
    expect(r.ok).toBe(false);
    expect(r.steps).toHaveLength(1);
    expect(r.steps[0]!.problem).toBe('unreachable');
    expect(r.steps[0]!.message).toContain(`unreachable: nothing answered at ${url}`);
    expect(r.steps[0]!.message).toContain('OPENAI_BASE_URL');
    expect(r.features[1]).toContain('LLM_PROVIDER=offline');
  });

  it('says the key was refused (401) and names OPENAI_API_KEY', async () => {
    const r = await check({ apiKey: 'sk-wrong' });
    expect(r.steps[0]).toMatchObject({ ok: false, problem: 'unauthorized' });
    expect(r.steps[0]!.message).toBe(`the server refused the key (401): set OPENAI_API_KEY to a valid key for ${fake.url}.`);
  });

  it('says the model is unknown and where the server lists its models', async () => {
    const r = await check({ model: 'gpt-nope' });
    expect(r.steps[0]).toMatchObject({ ok: false, problem: 'unknown_model' });
    expect(r.steps[0]!.message).toBe(
      `unknown model "gpt-nope" (404): ${fake.url} does not serve it. Set OPENAI_MODEL to one of the models the server lists at ${fake.url}/models.`,
    );
  });

  it('finds a server that ignores streaming, and says live replies would be skipped', async () => {
    fake.capabilities = { ...fake.capabilities, streaming: false };
    const r = await check();
    expect(r.ok).toBe(false);
    expect(r.steps.find((s) => s.name === 'streaming')).toMatchObject({ ok: false, problem: 'no_streaming' });
    expect(r.steps.find((s) => s.name === 'streaming')!.message).toContain('ignores stream: true');
    expect(r.features[0]).toContain('every reply is skipped');
  });

  it('finds a server without JSON schema support, and says coding falls back to the rules coder', async () => {
    fake.capabilities = { ...fake.capabilities, jsonSchema: false };
    const r = await check();
    const step = r.steps.find((s) => s.name === 'json_schema')!;
    expect(step).toMatchObject({ ok: false, problem: 'no_json_schema' });
    expect(step.message).toContain('no JSON schema support: a call with response_format json_schema failed');
    expect(r.features[1]).toBe('Report coding: the LLM coder cannot run here; every answer falls back to the rules coder (set INSIGHT_CODER=rules to skip the attempts).');
  });

  it('finds a server that refuses a seed, says to set LLM_SEND_SEED=false, and passes once it is', async () => {
    fake.capabilities = { ...fake.capabilities, seed: false };
    const r = await check();
    const step = r.steps.find((s) => s.name === 'seed')!;
    expect(step).toMatchObject({ ok: false, problem: 'seed_refused' });
    expect(step.message).toContain('the server refuses a request with a seed');
    expect(step.message).toContain('Set LLM_SEND_SEED=false');
    expect(r.features[0]).toContain('every reply is skipped until LLM_SEND_SEED=false');
    const off = await check({ sendSeed: false });
    expect(off.ok).toBe(true);
    expect(off.steps.find((s) => s.name === 'seed')!.message).toMatch(/^not sent \(LLM_SEND_SEED=false\)/);
  });

  it('finds a server that accepts a schema but answers free text', async () => {
    fake.respond = () => ({ kind: 'answer', text: 'ready' });
    const r = await check();
    expect(r.steps.find((s) => s.name === 'json_schema')!.message).toBe('no JSON schema support: the answer does not follow the schema (got "ready").');
  });

  it('as a command: prints the checks and exits 0 when all pass, 1 on a failure, 2 without a model', async () => {
    const env = { LLM_PROVIDER: 'openai', OPENAI_BASE_URL: fake.url, OPENAI_MODEL: 'gpt-test', OPENAI_API_KEY: 'sk-good' };
    const good = await runScript(env);
    expect(good.code).toBe(0);
    expect(good.out).toContain(`Checking model "gpt-test" at ${fake.url}`);
    expect(good.out).toContain('ok   streaming: streaming works');
    const bad = await runScript({ ...env, OPENAI_API_KEY: 'sk-wrong' });
    expect(bad.code).toBe(1);
    expect(bad.out).toContain('FAIL call: the server refused the key (401)');
    const offline = await runScript({ LLM_PROVIDER: 'offline' });
    expect(offline.code).toBe(2);
    expect(offline.out).toContain('No model configured');
  });

  it('formats one line per check, then the features', async () => {
    const text = formatCheck(await check({ model: 'gpt-nope' }));
    expect(text.split('\n')[0]).toMatch(/^FAIL call: unknown model "gpt-nope"/);
    expect(text).toContain('\n\n- Nothing that uses the model works');
  });
});
