import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCALE_PRESETS, settingsOf, type QuestionSpec } from '../../core/chat/question-kinds.js';
import { ledgerViolations } from '../../core/credits/index.js';
import { HEADLINES, RERUN_TEXT, type RerunStateDto } from '../../core/stability/contract.js';
import { runSeed } from '../../core/stability/run.js';
import { sweepReruns } from '../../core/stability/sweep.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { signedInUser } from '../helpers/factories.js';
import { startFakeOpenAi, type FakeOpenAi } from '../helpers/fake-openai.js';
import { balanceOf, buildTranscript, grantCredits } from '../helpers/transcript-factory.js';
import { waitFor } from '../helpers/wait.js';

// "Re-run panel": paid (3 credits a run), charged once, run through the real report queue; the
// summary says how often the verdict held and the range of each headline figure.
let app: TestApp;
let fake: FakeOpenAi;
let refusing: TestApp;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  fake.fallback = { kind: 'status', status: 401 };
  app = await startTestApp({ workers: ['report'], env: { OFFLINE_LLM_DELAY_MS: '0' } });
  refusing = await startTestApp({ workers: ['report'], env: { LLM_PROVIDER: 'openai', OPENAI_BASE_URL: fake.url, OPENAI_API_KEY: 'sk-bad', OPENAI_MODEL: 'gpt-test' } });
});
afterAll(async () => {
  await app?.close();
  await refusing?.close();
  await fake?.close();
});

async function paidUserWithSession(on: TestApp, credits: number) {
  const { user, client } = await signedInUser(on, { plan: 'pro' });
  if (credits) await grantCredits(on.rt.db, user.id, credits);
  const t = await buildTranscript(on.rt.db, user, { avatars: 3 });
  return { user, client, t };
}

/** Turns the transcript's questions 2 and 3 into a 1-10 scale and a choice, as the live session would ask them. */
async function withStructuredQuestions(on: TestApp, t: Awaited<ReturnType<typeof buildTranscript>>) {
  const scale: QuestionSpec = { kind: 'scale', scale: SCALE_PRESETS.buy.scale };
  const choice: QuestionSpec = { kind: 'choice', options: ['Monthly plan', 'Yearly plan', 'None'] };
  for (const [n, spec] of [
    [2, scale],
    [3, choice],
  ] as const)
    await on.rt.db
      .updateTable('questions')
      .set({ kind: spec.kind, spec: JSON.stringify(settingsOf(spec)) })
      .where('session_id', '=', t.session.id)
      .where('question_number', '=', n)
      .execute();
  const questions = await on.rt.db.selectFrom('questions').select(['id', 'question_number']).where('session_id', '=', t.session.id).orderBy('question_number').execute();
  return { open: questions[0]!.id, scale: questions[1]!.id, choice: questions[2]!.id, options: (choice as { options: string[] }).options };
}

const settled = (client: Awaited<ReturnType<typeof signedInUser>>['client'], sessionId: string) =>
  waitFor(
    async () => {
      const state = (await client.get(`/api/sessions/${sessionId}/reruns`)).body as RerunStateDto;
      return state.rerun && state.rerun.status !== 'running' ? state : null;
    },
    { timeout: 40_000 },
  );

describe('re-run panel', () => {
  it('names the field when the number of runs is not 2 or 3', async () => {
    const { client, t } = await paidUserWithSession(app, 20);
    for (const body of [{ runs: 4 }, { runs: 1 }, { runs: '2' }, {}]) {
      const res = await client.post(`/api/sessions/${t.session.id}/reruns`, body);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body.error)).toContain('runs');
    }
  });

  it('charges 3 credits a run once for two clicks, asks every question again per run, and reports the verdict held and the ranges', async () => {
    const { user, client, t } = await paidUserWithSession(app, 20);
    const before = (await client.get(`/api/sessions/${t.session.id}/reruns`)).body as RerunStateDto;
    expect(before).toEqual({ creditsPerRun: 3, rerun: null });
    const [a, b] = await Promise.all([client.post(`/api/sessions/${t.session.id}/reruns`, { runs: 3 }), client.post(`/api/sessions/${t.session.id}/reruns`, { runs: 3 })]);
    expect([a.status, b.status]).toEqual([202, 202]);
    expect(a.body.rerunId).toBe(b.body.rerunId);
    expect(await balanceOf(app.rt.db, user.id)).toBe(11);

    const state = await settled(client, t.session.id);
    const rerun = state.rerun!;
    expect(rerun).toMatchObject({ status: 'done', runs: 3, cost: 9, progress: { done: 27, total: 27 } });
    const summary = rerun.summary!;
    expect(summary.reruns.map((r) => r.run)).toEqual([1, 2, 3]);
    expect(summary.reruns.map((r) => r.seed)).toEqual([1, 2, 3].map((n) => runSeed(rerun.id, n)));
    expect(summary.original).toMatchObject({ run: 0, seed: t.session.seed });
    expect(summary.held).toBe(summary.reruns.filter((r) => r.verdict === summary.original.verdict).length);
    expect(summary.ranges.map((r) => r.label)).toEqual(HEADLINES.map((h) => h.label));
    for (const range of summary.ranges) {
      const values = [summary.original, ...summary.reruns].map((r) => r.values[range.key]);
      expect(range).toMatchObject({ min: Math.min(...values), max: Math.max(...values) });
    }
    const rows = await app.rt.db.selectFrom('rerun_answers').selectAll().where('rerun_id', '=', rerun.id).execute();
    expect(new Set(rows.map((r) => r.seed))).toEqual(new Set([1, 2, 3].map((n) => runSeed(rerun.id, n))));
    expect(rows.every((r) => r.provider === 'offline' && r.prompt_version === 'persona-v3')).toBe(true);
    expect(await ledgerViolations(app.rt.db, user.id)).toEqual([]);
  });

  it('asks a scale or choice question with its kind and keeps the values, and spans the mean rating over all runs', async () => {
    const { client, t } = await paidUserWithSession(app, 20);
    const q = await withStructuredQuestions(app, t);
    expect((await client.post(`/api/sessions/${t.session.id}/reruns`, { runs: 2 })).status).toBe(202);
    const rerun = (await settled(client, t.session.id)).rerun!;
    expect(rerun.status).toBe('done');
    const rows = await app.rt.db.selectFrom('rerun_answers').selectAll().where('rerun_id', '=', rerun.id).execute();
    const of = (id: string) => rows.filter((r) => r.question_id === id);
    expect(of(q.open).every((r) => r.value === null)).toBe(true);
    expect(of(q.scale)).toHaveLength(6);
    for (const r of of(q.scale)) {
      expect(Number.isInteger(r.value) && (r.value as number) >= 1 && (r.value as number) <= 10).toBe(true);
      // The spoken reason is stored, not the JSON, and it says the value out loud.
      expect(r.response_text).toContain(`${r.value} out of 10`);
    }
    for (const r of of(q.choice)) expect(q.options).toContain(r.value);
    const ranges = rerun.summary!.scaleRanges!;
    expect(ranges.map((r) => r.label)).toEqual(['Mean rating, question 2 (1 to 10)']);
    const means = [1, 2].map((run) => {
      const values = of(q.scale)
        .filter((r) => r.run === run)
        .map((r) => r.value as number);
      return Math.round((10 * values.reduce((a, b) => a + b, 0)) / values.length) / 10;
    });
    expect(ranges[0]!.min).toBeLessThanOrEqual(Math.min(...means));
    expect(ranges[0]!.max).toBeGreaterThanOrEqual(Math.max(...means));
  });

  it('sends a model the scale question with its JSON schema and stores the value it returns', async () => {
    fake.respond = (body) =>
      body.response_format
        ? {
            kind: 'answer',
            text: JSON.stringify(
              body.response_format.json_schema.name === 'scale_answer' ? { value: 7, reason: 'Seven: handy, but pricey.' } : { value: 'Yearly plan', reason: 'The yearly one.' },
            ),
          }
        : { kind: 'answer', text: 'It sounds handy for weeknights.' };
    try {
      const { client, t } = await paidUserWithSession(refusing, 10);
      const q = await withStructuredQuestions(refusing, t);
      expect((await client.post(`/api/sessions/${t.session.id}/reruns`, { runs: 2 })).status).toBe(202);
      const rerun = (await settled(client, t.session.id)).rerun!;
      expect(rerun.status).toBe('done');
      const schemas = fake.requests.map((b) => b.response_format?.json_schema?.name).filter(Boolean);
      expect(new Set(schemas)).toEqual(new Set(['scale_answer', 'choice_answer']));
      const rows = await refusing.rt.db.selectFrom('rerun_answers').selectAll().where('rerun_id', '=', rerun.id).execute();
      expect(rows.filter((r) => r.question_id === q.scale).map((r) => [r.value, r.response_text])).toEqual(Array(6).fill([7, 'Seven: handy, but pricey.']));
      expect(rows.filter((r) => r.question_id === q.choice).every((r) => r.value === 'Yearly plan')).toBe(true);
      expect(rerun.summary!.scaleRanges).toEqual([{ questionId: q.scale, label: 'Mean rating, question 2 (1 to 10)', original: null, min: 7, max: 7 }]);
    } finally {
      fake.respond = undefined;
    }
  });

  it('refuses with the price in words and charges nothing when credits are short', async () => {
    const { user, client, t } = await paidUserWithSession(app, 5);
    const res = await client.post(`/api/sessions/${t.session.id}/reruns`, { runs: 2 });
    expect(res.status).toBe(402);
    expect(res.body.error.message).toBe(RERUN_TEXT.insufficient(2));
    expect(RERUN_TEXT.insufficient(2)).toBe('You need 6 credits to re-run the panel 2 times. Please purchase more credits.');
    expect(await balanceOf(app.rt.db, user.id)).toBe(5);
  });

  it('refuses free plans and other users', async () => {
    const { client: free } = await signedInUser(app);
    const { t } = await paidUserWithSession(app, 10);
    expect((await free.post(`/api/sessions/${t.session.id}/reruns`, { runs: 2 })).status).toBe(404);
    const { user, client } = await signedInUser(app);
    const own = await buildTranscript(app.rt.db, user, { avatars: 1 });
    expect((await client.post(`/api/sessions/${own.session.id}/reruns`, { runs: 2 })).status).toBe(403);
  });

  it('marks a rerun failed and refunds it once when the model refuses', async () => {
    const { user, client, t } = await paidUserWithSession(refusing, 10);
    expect((await client.post(`/api/sessions/${t.session.id}/reruns`, { runs: 2 })).status).toBe(202);
    const state = await settled(client, t.session.id);
    expect(state.rerun!.status).toBe('failed');
    expect(await balanceOf(refusing.rt.db, user.id)).toBe(10);
    expect(await ledgerViolations(refusing.rt.db, user.id)).toEqual([]);
  });

  it('gives a paid rerun whose job was lost its job again (the report sweep), and it completes', async () => {
    const { user, client, t } = await paidUserWithSession(app, 10);
    const { rerunId } = (await client.post(`/api/sessions/${t.session.id}/reruns`, { runs: 2 })).body;
    await settled(client, t.session.id);
    // As if Redis had lost the job before it ran: the row is running again and no job exists.
    await app.rt.db.deleteFrom('rerun_answers').where('rerun_id', '=', rerunId).execute();
    await app.rt.db.updateTable('panel_reruns').set({ status: 'running', summary: null }).where('id', '=', rerunId).execute();
    await app.rt.queues.get('report').remove(`rerun_${rerunId}`);
    expect(await sweepReruns(app.rt, { graceMs: 0 })).toEqual({ enqueued: 1, failed: 0 });
    const state = await settled(client, t.session.id);
    expect(state.rerun).toMatchObject({ id: rerunId, status: 'done', progress: { done: 18, total: 18 } });
    expect(await balanceOf(app.rt.db, user.id)).toBe(4);
  });
});
