import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import type { TestClient } from '../helpers/client.js';
import { signedInUser } from '../helpers/factories.js';
import { startFakeOpenAi, type FakeOpenAi } from '../helpers/fake-openai.js';
import { buildAvatars } from '../helpers/avatar-factory.js';
import { buildActiveSession } from '../helpers/session-factory.js';
import { waitFor } from '../helpers/wait.js';

let fake: FakeOpenAi;
let app: TestApp;

// Each answer carries a marker naming its speaker and question, so a prompt that shows an answer is
// caught by its marker. The speaker is read from the system message, the question from the prompt.
const speakerOf = (body: any) => /^You are (.+?), a real person/.exec(body.messages[0].content)![1]!;
const numberOf = (body: any) => Number(/<current_question number="(\d+)">/.exec(body.messages[1].content)![1]);
const isDiscussion = (body: any) => body.messages[1].content.includes('<answers_under_discussion');
const marker = (name: string, n: number) => `marker-${n}-${name.replace(/\W+/g, '')}`;
// Seven for a name of odd length, three for an even one; six on a revote (toward the group).
const valueFor = (name: string, discussion: boolean) => (discussion ? 6 : name.length % 2 ? 7 : 3);

beforeAll(async () => {
  fake = await startFakeOpenAi();
  fake.respond = (body) => {
    const name = speakerOf(body);
    const n = numberOf(body);
    const reason = `${isDiscussion(body) ? 'After hearing everyone' : 'My view'} ${marker(name, n)}, thinking of my budget.`;
    const structured = body.response_format?.type === 'json_schema';
    return { kind: 'answer', text: structured ? JSON.stringify({ value: valueFor(name, isDiscussion(body)), reason }) : reason };
  };
  // One reply at a time: without independence, every later avatar's prompt would hold the earlier answers.
  app = await startTestApp({
    workers: ['avatar-reply'],
    env: { LLM_PROVIDER: 'openai', OPENAI_BASE_URL: fake.url, OPENAI_API_KEY: 'sk-test', OPENAI_MODEL: 'gpt-test', AVATAR_REPLY_CONCURRENCY: '1' },
  });
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});

async function settled(questionId: string, n: number) {
  return waitFor(
    async () => {
      const rows = await app.rt.db.selectFrom('avatar_responses').selectAll().where('question_id', '=', questionId).execute();
      return rows.length === n ? rows : null;
    },
    { timeout: 30_000, what: `${n} replies` },
  );
}

async function ask(client: TestClient, sessionId: string, body: object) {
  const res = await client.post(`/api/sessions/${sessionId}/questions`, body);
  expect(res.status).toBe(202);
  return res.body.questionId as string;
}

describe('an honest panel: independent first answers, then a discussion that hears everyone', () => {
  it('keeps other answers to the question out of first-round prompts and puts all of them in discussion prompts', async () => {
    const { user, client } = await signedInUser(app);
    const avatars = await buildAvatars(app.rt.db, 4);
    const session = await buildActiveSession(app.rt.db, user, avatars, { keyQuestions: ['a', 'b', 'c', 'd'] });
    const names = avatars.map((a) => a.name);

    const q1 = await ask(client, session.id, { text: 'What is your first impression?' });
    await settled(q1, 4);
    const scale = { min: 1, max: 10, minLabel: 'Not at all likely', maxLabel: 'Extremely likely' };
    const q2 = await ask(client, session.id, { text: 'How likely are you to buy it?', kind: 'scale', scale });
    const firstRound = await settled(q2, 4);
    const discuss = await client.post(`/api/sessions/${session.id}/questions/${q2}/discuss`, {});
    expect(discuss.status).toBe(202);
    const revote = await settled(discuss.body.questionId, 4);

    const prompts = fake.requests.map((b) => ({ name: speakerOf(b), n: numberOf(b), discussion: isDiscussion(b), text: b.messages.map((m: any) => m.content).join('\n') }));
    const first = prompts.filter((p) => !p.discussion && p.n === 2);
    expect(first).toHaveLength(4);
    for (const p of first) {
      // Earlier questions stay visible; answers to this question never are, the speaker's own neither.
      for (const other of names) expect(p.text).toContain(marker(other, 1));
      for (const other of names) expect(p.text).not.toContain(marker(other, 2));
    }
    const discussion = prompts.filter((p) => p.discussion);
    expect(discussion).toHaveLength(4);
    for (const p of discussion) {
      for (const other of names) expect(p.text).toContain(marker(other, 2));
      // Each answer is shown with its value's chip.
      for (const other of names) expect(p.text).toContain(`value="${valueFor(other, false)}/10"`);
    }

    // Structured output: the schema was asked for, the value stored, the reason kept as the text.
    const structured = fake.requests.filter((b) => b.response_format);
    expect(structured).toHaveLength(8);
    expect(structured[0].response_format.json_schema.schema.properties.value.enum).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const r of firstRound) {
      const name = names[avatars.findIndex((a) => a.id === r.avatar_id)]!;
      expect(r.value).toBe(valueFor(name, false));
      expect(r.response_text).toBe(`My view ${marker(name, 2)}, thinking of my budget.`);
    }
    expect(revote.map((r) => r.value)).toEqual([6, 6, 6, 6]);

    const live = await client.get(`/api/sessions/${session.id}/messages`);
    const chips = live.body.messages.filter((m: any) => m.questionId === q2 && !m.isUser).map((m: any) => m.value.label);
    expect(chips.sort()).toEqual(firstRound.map((r) => `${r.value}/10`).sort());
    const round = live.body.messages.filter((m: any) => m.questionId === discuss.body.questionId);
    expect(round).toHaveLength(5);
    for (const m of round) expect(m.discussesQuestionId).toBe(q2);
  });

  it('retries a structured reply whose value does not fit the scale instead of storing it', async () => {
    const { user, client } = await signedInUser(app);
    const session = await buildActiveSession(app.rt.db, user, await buildAvatars(app.rt.db, 1));
    const values = [11, 4];
    const before = fake.requests.length;
    fake.respond = () => ({ kind: 'answer', text: JSON.stringify({ value: values.shift() ?? 4, reason: 'I mostly agree.' }) });
    const q = await ask(client, session.id, {
      text: 'How much do you agree?',
      kind: 'scale',
      scale: { min: 1, max: 5, minLabel: 'Strongly disagree', maxLabel: 'Strongly agree' },
    });
    const [row] = await settled(q, 1);
    expect(fake.requests.length - before).toBe(2);
    expect(row).toMatchObject({ status: 'answered', value: 4, response_text: 'I mostly agree.' });
  });
});
