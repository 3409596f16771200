import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCALE_PRESETS, settingsOf } from '../../core/chat/question-kinds.js';
import type { RerunStateDto } from '../../core/stability/contract.js';
import { runSeed } from '../../core/stability/run.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { signedInUser } from '../helpers/factories.js';
import { startFakeOpenAi, type FakeOpenAi } from '../helpers/fake-openai.js';
import { buildTranscript, grantCredits } from '../helpers/transcript-factory.js';
import { waitFor } from '../helpers/wait.js';

// A rerun asks each question as the session asked it: a discussion round shows every participant that
// run's own answers to the question discussed (never the session's, never another run's), with the
// live session's prompt, and the offline simulator revises that run's own value.
let fake: FakeOpenAi;
let model: TestApp;
let offline: TestApp;

const speakerOf = (body: any) => /^You are (.+?), a real person/.exec(body.messages[0].content)![1]!;
const numberOf = (body: any) => Number(/<current_question number="(\d+)">/.exec(body.messages[1].content)![1]);
const isDiscussion = (body: any) => body.messages[1].content.includes('<answers_under_discussion');
const marker = (seed: number, n: number, name: string) => `marker-${seed}-${n}-${name.replace(/\W+/g, '')}`;
// A first-round value that differs by speaker and by run; every revised value is 5.
const valueFor = (name: string, seed: number) => ((name.length + seed) % 9) + 1;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  fake.respond = (body) => {
    const name = speakerOf(body);
    const reason = `${isDiscussion(body) ? 'After hearing everyone' : 'My view'} ${marker(body.seed, numberOf(body), name)}.`;
    const structured = body.response_format?.type === 'json_schema';
    return { kind: 'answer', text: structured ? JSON.stringify({ value: isDiscussion(body) ? 5 : valueFor(name, body.seed), reason }) : reason };
  };
  const env = { LLM_PROVIDER: 'openai', OPENAI_BASE_URL: fake.url, OPENAI_API_KEY: 'sk-test', OPENAI_MODEL: 'gpt-test' };
  [model, offline] = await Promise.all([startTestApp({ workers: ['report'], env }), startTestApp({ workers: ['report'], env: { OFFLINE_LLM_DELAY_MS: '0' } })]);
});
afterAll(async () => {
  await model?.close();
  await offline?.close();
  await fake?.close();
});

const QUESTION = 'How likely are you to buy it?';

/**
 * A finished session of 3 avatars: an open question, a 1-10 scale and a discussion round on the scale.
 * Every answer of the session itself says "session-answer", its scale values are 1 and revised 2.
 */
async function sessionWithDiscussion(on: TestApp) {
  const { user, client } = await signedInUser(on, { plan: 'pro' });
  await grantCredits(on.rt.db, user.id, 10);
  const t = await buildTranscript(on.rt.db, user, {
    avatars: 3,
    questions: ['What is your first impression of this concept?', QUESTION, QUESTION],
    answer: (a, q) => `The session-answer of participant ${a} to question ${q + 1}.`,
  });
  const [, scale, round] = t.questionIds as [string, string, string];
  const spec = JSON.stringify(settingsOf({ kind: 'scale', scale: SCALE_PRESETS.buy.scale }));
  await on.rt.db.updateTable('questions').set({ kind: 'scale', spec }).where('id', 'in', [scale, round]).execute();
  await on.rt.db.updateTable('questions').set({ discusses_question_id: scale }).where('id', '=', round).execute();
  for (const [id, value] of [
    [scale, 1],
    [round, 2],
  ] as const)
    await on.rt.db
      .updateTable('avatar_responses')
      .set({ value: JSON.stringify(value) })
      .where('question_id', '=', id)
      .execute();
  return { client, t, scale, round };
}

async function rerunOf(on: TestApp, client: Awaited<ReturnType<typeof signedInUser>>['client'], sessionId: string) {
  expect((await client.post(`/api/sessions/${sessionId}/reruns`, { runs: 2 })).status).toBe(202);
  const state = await waitFor(
    async () => {
      const s = (await client.get(`/api/sessions/${sessionId}/reruns`)).body as RerunStateDto;
      return s.rerun && s.rerun.status !== 'running' ? s : null;
    },
    { timeout: 40_000, what: 'the rerun to finish' },
  );
  expect(state.rerun!.status).toBe('done');
  const rows = await on.rt.db.selectFrom('rerun_answers').selectAll().where('rerun_id', '=', state.rerun!.id).execute();
  return { rerun: state.rerun!, rows };
}

describe('re-run panel with a discussion round', () => {
  it("shows each participant that run's own answers under discussion, as the live prompt does, and stores the revised values", async () => {
    const { client, t, round } = await sessionWithDiscussion(model);
    const before = fake.requests.length;
    const { rerun, rows } = await rerunOf(model, client, t.session.id);
    const names = t.avatars.map((a) => a.name);
    const seeds = [1, 2].map((n) => runSeed(rerun.id, n));
    const prompts = fake.requests.slice(before).map((b) => ({ seed: b.seed as number, n: numberOf(b), discussion: isDiscussion(b), user: b.messages[1].content as string }));
    expect(prompts).toHaveLength(2 * 3 * 3);

    // The scale's first round is still independent: no answer to it is heard, the round's block is absent.
    for (const p of prompts.filter((p) => p.n === 2)) {
      expect(p.discussion).toBe(false);
      for (const name of names) expect(p.user).not.toContain(marker(p.seed, 2, name));
    }
    const discussions = prompts.filter((p) => p.n === 3);
    expect(discussions.map((p) => p.discussion)).toEqual(Array(6).fill(true));
    for (const p of discussions) {
      const other = seeds.find((s) => s !== p.seed)!;
      expect(p.user).toContain("This is a discussion round on question 2: you have now heard everyone's answers to it.");
      for (const name of names) {
        expect(p.user).toContain(marker(p.seed, 2, name));
        expect(p.user).toContain(`value="${valueFor(name, p.seed)}/10"`);
        expect(p.user).not.toContain(marker(other, 2, name));
      }
      expect(p.user).not.toContain('session-answer');
    }
    const revised = rows.filter((r) => r.question_id === round);
    expect(revised).toHaveLength(6);
    expect(revised.every((r) => r.value === 5 && r.response_text.startsWith('After hearing everyone'))).toBe(true);
    // The discussion round is not a second scale question in the stability figures.
    expect(rerun.summary!.scaleRanges!.map((r) => r.label)).toEqual(['Mean rating, question 2 (1 to 10)']);
  });

  it("has the offline simulator revise the run's own first value in a discussion round, naming another participant", async () => {
    const { client, t, scale, round } = await sessionWithDiscussion(offline);
    const { rows } = await rerunOf(offline, client, t.session.id);
    const firstNames = t.avatars.map((a) => a.name.split(' ')[0]!);
    for (const r of rows.filter((r) => r.question_id === round)) {
      const own = rows.find((s) => s.run === r.run && s.question_id === scale && s.avatar_id === r.avatar_id)!.value;
      expect(r.response_text).toMatch(new RegExp(`^Having heard everyone, I am (staying with ${own} out of 10|moving from ${own} to ${r.value} out of 10)\\.`));
      const me = t.avatars.findIndex((a) => a.id === r.avatar_id);
      expect(firstNames.some((n, i) => i !== me && r.response_text.includes(n))).toBe(true);
    }
  });
});
