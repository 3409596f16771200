import { spawn } from 'node:child_process';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RULES_CODER_ID } from '../../core/insight/coders.js';
import type { ReportDto } from '../../core/reports/contract.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { signedInUser } from '../helpers/factories.js';
import { fakeCodes, startFakeOpenAi, type FakeBehaviour, type FakeOpenAi } from '../helpers/fake-openai.js';
import { buildTranscript, grantCredits } from '../helpers/transcript-factory.js';
import { waitFor } from '../helpers/wait.js';

// The LLM coder against an OpenAI-compatible server: one structured-output call per question, in
// parallel; its codes are validated (schema, verbatim evidence) and any it gets wrong, or every one
// when its calls fail, is coded by the rules coder. The report completes either way.

let fake: FakeOpenAi;
let app: TestApp;
let coding: (body: any) => FakeBehaviour;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  fake.respond = (body) => (body.response_format ? coding(body) : undefined);
  app = await startTestApp({
    workers: ['report'],
    env: { LLM_PROVIDER: 'openai', OPENAI_BASE_URL: fake.url, OPENAI_API_KEY: 'sk-test', OPENAI_MODEL: 'gpt-test', INSIGHT_CODER: 'llm' },
  });
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

async function reportFor(): Promise<{ report: ReportDto; sessionId: string }> {
  const { user, client } = await signedInUser(app, { plan: 'pro' });
  await grantCredits(app.rt.db, user.id, 10);
  const t = await buildTranscript(app.rt.db, user);
  const res = await client.post(`/api/sessions/${t.session.id}/reports`, {});
  expect(res.status).toBe(202);
  await waitFor(async () => (await app.rt.db.selectFrom('reports').select('status').where('id', '=', res.body.reportId).executeTakeFirstOrThrow()).status === 'ready', {
    timeout: 30_000,
  });
  return { report: (await client.get(`/api/reports/${res.body.reportId}`)).body as ReportDto, sessionId: t.session.id };
}

const codersOf = async (sessionId: string) =>
  (await app.rt.db.selectFrom('answer_codes').select(['coder', 'coder_version']).where('session_id', '=', sessionId).execute()).map((c) => `${c.coder}@${c.coder_version}`);

describe('the LLM coder', () => {
  it('codes each question in one structured-output call, and the rules coder takes any code that fails validation', async () => {
    // The first answer of every question gets evidence that is not in it: that code must be refused.
    coding = (body) => fakeCodes(body, (text, index) => ({ evidence: index === 0 ? 'words nobody said' : text.split(/[.!?]/)[0]! }));
    const { report, sessionId } = await reportFor();
    const calls = fake.requests.filter((b) => b.response_format);
    expect(calls).toHaveLength(3);
    expect(calls[0].response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'answer_codes', strict: true } });
    const coders = await codersOf(sessionId);
    expect(coders.filter((c) => c === 'llm:gpt-test@1')).toHaveLength(9);
    expect(coders.filter((c) => c === RULES_CODER_ID)).toHaveLength(3);
    expect(report.analysis!.figures.coding.coders).toEqual([
      { coder: 'llm:gpt-test@1', answers: 9 },
      { coder: RULES_CODER_ID, answers: 3 },
    ]);
    expect(report.sections.find((s) => s.key === 'MethodAppendix')!.markdown).toContain('llm:gpt-test@1: 9 answers');
  });

  it('codes JSON lines from npm run code-answers with --coder=llm, one call per question, in input order', async () => {
    coding = (body) => fakeCodes(body, () => ({ stance: 'negative', purchase: 'no', price: 'too_high', concerns: ['price'] }));
    const line = (question: string, answer: string) => JSON.stringify({ brief: 'A $400 rice cooker', question, answer });
    const input = [line('Would you buy it?', 'Not at that price.'), line('Your view of the price?', 'Way too much.'), line('Would you buy it?', 'No thanks.')].join('\n');
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/code-answers.ts', '--coder=llm'], {
      env: { PATH: process.env.PATH, LLM_PROVIDER: 'openai', OPENAI_BASE_URL: fake.url, OPENAI_API_KEY: 'sk-test', OPENAI_MODEL: 'gpt-test' },
    });
    child.stdin.end(input);
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    const code = await new Promise((r) => child.on('close', r));
    expect(code).toBe(0);
    expect(
      out
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l).evidence),
    ).toEqual(['Not at that price.', 'Way too much.', 'No thanks.']);
    expect(fake.requests.filter((b) => b.response_format)).toHaveLength(2);
  });

  it('falls back to the rules coder for every answer when its calls fail, and the report still completes', async () => {
    coding = () => ({ kind: 'status', status: 500 });
    const { report, sessionId } = await reportFor();
    expect(report.status).toBe('ready');
    expect(new Set(await codersOf(sessionId))).toEqual(new Set([RULES_CODER_ID]));
    expect(report.analysis!.figures.coding.coders).toEqual([{ coder: RULES_CODER_ID, answers: 12 }]);
  });
});
