import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import type { TestClient } from '../helpers/client.js';
import { signedInUser } from '../helpers/factories.js';
import { buildAvatars } from '../helpers/avatar-factory.js';
import { buildActiveSession } from '../helpers/session-factory.js';
import { waitFor } from '../helpers/wait.js';
import { SCALE_PRESETS } from '../../core/chat/question-kinds.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ workers: ['avatar-reply'], env: { OFFLINE_LLM_DELAY_MS: '0' } });
});
afterAll(async () => {
  await app?.close();
});

const BUY = SCALE_PRESETS.buy.scale;

async function settled(questionId: string, n: number) {
  return waitFor(
    async () => {
      const rows = await app.rt.db.selectFrom('avatar_responses').selectAll().where('question_id', '=', questionId).orderBy('avatar_id').execute();
      return rows.length === n ? rows : null;
    },
    { timeout: 20_000, what: `${n} replies` },
  );
}

async function setup(n = 4, opts: Parameters<typeof buildActiveSession>[3] = {}) {
  const { user, client } = await signedInUser(app);
  const avatars = await buildAvatars(app.rt.db, n);
  const session = await buildActiveSession(app.rt.db, user, avatars, opts);
  return { client, avatars, session };
}

const ask = (client: TestClient, sessionId: string, body: object) => client.post(`/api/sessions/${sessionId}/questions`, body);

describe('question kinds: bad input is a 400 naming the field', () => {
  it.each([
    ['a scale with min >= max', { kind: 'scale', scale: { ...BUY, min: 10, max: 10 } }, 'scale.max'],
    ['a scale without its settings', { kind: 'scale' }, 'scale'],
    ['a scale with a blank end label', { kind: 'scale', scale: { ...BUY, minLabel: ' ' } }, 'scale.minLabel'],
    ['a choice with one option', { kind: 'choice', options: ['Yearly'] }, 'options'],
    ['a choice with seven options', { kind: 'choice', options: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] }, 'options'],
    ['a choice with the same option twice', { kind: 'choice', options: ['Yearly', 'yearly'] }, 'options'],
    ['an unknown kind', { kind: 'ranking' }, 'kind'],
    ['an unknown currency', { kind: 'price', currency: 'DOGE' }, 'currency'],
    ['options on a scale question', { kind: 'scale', scale: BUY, options: ['a', 'b'] }, 'options'],
  ])('refuses %s', async (_what, body, field) => {
    const { client, session } = await setup(1);
    const res = await ask(client, session.id, { text: 'How likely are you to buy it?', ...body });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'validation_error', field });
    expect(res.body.error.message).toMatch(new RegExp(`^${field.replace('.', '\\.')}:`));
    expect(await app.rt.db.selectFrom('questions').select('id').where('session_id', '=', session.id).execute()).toHaveLength(0);
  });

  it('refuses a price question without a currency when the brief has no price, and takes the brief currency when it has one', async () => {
    const { client, session } = await setup(1, { productIdea: 'A meal kit for busy parents.' });
    const refused = await ask(client, session.id, { text: 'What is the most you would pay?', kind: 'price' });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: 'validation_error', field: 'currency' });

    const priced = await setup(1, { productIdea: 'A meal kit for busy parents at €12 a month.' });
    const res = await ask(priced.client, priced.session.id, { text: 'What is the most you would pay?', kind: 'price' });
    expect(res.status).toBe(202);
    const q = await app.rt.db.selectFrom('questions').selectAll().where('id', '=', res.body.questionId).executeTakeFirstOrThrow();
    expect(q).toMatchObject({ kind: 'price', spec: { currency: 'EUR', period: 'month' } });
  });
});

describe('the wizard saves key question kinds and the brief price', () => {
  it('keeps them on the draft and refuses bad ones naming the field', async () => {
    const { client } = await signedInUser(app);
    const bad = await client.post('/api/sessions', {
      title: 'Plans',
      keyQuestions: ['Which plan?'],
      keyQuestionKinds: [{ text: 'Which plan?', kind: 'choice', options: ['Monthly'] }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('keyQuestionKinds.0.options');
    const badPrice = await client.post('/api/sessions', { title: 'Plans', briefPrice: { amount: -3, currency: 'USD', period: 'month' } });
    expect(badPrice.body.error.field).toBe('briefPrice.amount');
    const kinds = [{ text: 'Which plan?', kind: 'choice', options: ['Monthly', 'Yearly'] }];
    const created = await client.post('/api/sessions', {
      title: 'Plans',
      keyQuestions: ['Which plan?'],
      keyQuestionKinds: kinds,
      briefPrice: { amount: 9.5, currency: 'GBP', period: 'month' },
    });
    expect(created.status).toBe(201);
    const got = await client.get(`/api/sessions/${created.body.id}`);
    expect(got.body).toMatchObject({ keyQuestionKinds: kinds, briefPrice: { amount: 9.5, currency: 'GBP', period: 'month' } });
  });
});

describe('structured answers from the offline simulator', () => {
  it('stores a value on the scale for every avatar, spread across personas, shown as a chip', async () => {
    const { client, session } = await setup(6, { productIdea: 'A smart lunchbox that keeps food warm, $89.' });
    const res = await ask(client, session.id, { text: 'How likely are you to buy it?', kind: 'scale', scale: BUY });
    expect(res.status).toBe(202);
    const rows = await settled(res.body.questionId, 6);
    for (const r of rows) {
      expect(Number.isInteger(r.value)).toBe(true);
      expect(r.value).toBeGreaterThanOrEqual(1);
      expect(r.value).toBeLessThanOrEqual(10);
      // The text says the value out loud, so the coder reading the words agrees with the number.
      expect(r.response_text).toContain(`${r.value} out of 10`);
    }
    expect(new Set(rows.map((r) => r.value)).size).toBeGreaterThan(1);
    const live = await client.get(`/api/sessions/${session.id}/messages`);
    const question = live.body.messages.find((m: any) => m.isUser);
    expect(question.spec).toEqual({ kind: 'scale', scale: BUY });
    for (const m of live.body.messages.filter((x: any) => !x.isUser)) expect(m.value.label).toMatch(/^\d+\/10$/);
  });

  it('answers a choice with one of its options and a price with an amount in the brief currency', async () => {
    const { client, session } = await setup(4, { productIdea: 'A language app at $60 a year.' });
    const choice = await ask(client, session.id, { text: 'Which plan would you pick?', kind: 'choice', options: ['Monthly', 'Yearly', 'Lifetime'] });
    for (const r of await settled(choice.body.questionId, 4)) expect(['Monthly', 'Yearly', 'Lifetime']).toContain(r.value);
    const price = await ask(client, session.id, { text: 'What is the most you would pay?', kind: 'price' });
    const amounts = await settled(price.body.questionId, 4);
    for (const r of amounts) expect(typeof r.value).toBe('number');
    const live = await client.get(`/api/sessions/${session.id}/messages`);
    const chips = live.body.messages.filter((m: any) => m.questionId === price.body.questionId && !m.isUser).map((m: any) => m.value.label);
    for (const c of chips) expect(c).toMatch(/^\$[\d,]+\/year$/);

    // The CSV export: one row per answer, with the kind, the value and its label, safely escaped.
    const tricky = amounts[0]!;
    await app.rt.db.updateTable('avatar_responses').set({ response_text: '=SUM(A1), "quoted"\nsecond line' }).where('id', '=', tricky.id).execute();
    const csv = await client.get(`/api/sessions/${session.id}/transcript?format=csv&download=1`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="focus-group-transcript-${session.id}.csv"`);
    const text = csv.body as string;
    expect(text.split('\n')[0]).toBe(
      'answer_id,participant_id,participant,job_title,age,gender,location,income_bracket,household,education,question_number,question,kind,round,value,value_label,answer,on_topic,stance,purchase,price_reaction,rating,concerns,coder',
    );
    expect(text).toContain(`"'=SUM(A1), ""quoted""\nsecond line"`);
    expect(text).toContain(`${tricky.value},$${tricky.value}/year,`);
    expect(text.match(/,choice,first answer,/g)).toHaveLength(4);
  });

  it('gives a key question the kind the wizard set for it when it is asked by its text', async () => {
    const { client, session } = await setup(2);
    await app.rt.db
      .updateTable('sessions')
      .set({ key_question_kinds: JSON.stringify([{ text: 'Which plan would you pick?', kind: 'choice', options: ['Monthly', 'Yearly'] }]) })
      .where('id', '=', session.id)
      .execute();
    const res = await ask(client, session.id, { text: '  which plan would you pick? ' });
    const q = await app.rt.db.selectFrom('questions').selectAll().where('id', '=', res.body.questionId).executeTakeFirstOrThrow();
    expect(q).toMatchObject({ kind: 'choice', spec: { options: ['Monthly', 'Yearly'] } });
  });
});

describe('a discussion round', () => {
  it('revotes on the same scale, counts toward the limit, and starts once however often it is clicked', async () => {
    const { client, session } = await setup(5, { keyQuestions: ['a', 'b'] });
    const q = await ask(client, session.id, { text: 'How likely are you to buy it?', kind: 'scale', scale: BUY });
    const before = await settled(q.body.questionId, 5);
    const [one, two] = await Promise.all([
      client.post(`/api/sessions/${session.id}/questions/${q.body.questionId}/discuss`, {}),
      client.post(`/api/sessions/${session.id}/questions/${q.body.questionId}/discuss`, {}),
    ]);
    expect([one.status, two.status]).toEqual([202, 202]);
    expect(one.body.questionId).toBe(two.body.questionId);
    const after = await settled(one.body.questionId, 5);
    // Each says whether it keeps its first value or moves, and from what (which personas move is the
    // simulator's deterministic choice, unit-tested in core/chat/simulator/values.test.ts).
    for (const [i, r] of after.entries()) {
      expect(r.value).toBeGreaterThanOrEqual(1);
      const first = before[i]!.value;
      expect(r.response_text).toMatch(
        r.value === first
          ? new RegExp(`^Having heard everyone, I am staying with ${first} out of 10`)
          : new RegExp(`^Having heard everyone, I am moving from ${first} to ${r.value} out of 10`),
      );
    }
    const round = await app.rt.db.selectFrom('questions').selectAll().where('id', '=', one.body.questionId).executeTakeFirstOrThrow();
    expect(round).toMatchObject({ question_number: 2, kind: 'scale', discusses_question_id: q.body.questionId });

    // Two questions asked (the round is one of them): the session is complete.
    const third = await ask(client, session.id, { text: 'Anything else?' });
    expect(third.status).toBe(409);
    expect(third.body.error.message).toBe('Session Complete');
  });

  it('refuses to discuss a discussion round or a question of another session', async () => {
    const { client, session } = await setup(2, { keyQuestions: ['a', 'b', 'c'] });
    const q = await ask(client, session.id, { text: 'Which plan?', kind: 'choice', options: ['Monthly', 'Yearly'] });
    await settled(q.body.questionId, 2);
    const round = await client.post(`/api/sessions/${session.id}/questions/${q.body.questionId}/discuss`, {});
    await settled(round.body.questionId, 2);
    const again = await client.post(`/api/sessions/${session.id}/questions/${round.body.questionId}/discuss`, {});
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('not_discussable');
    const other = await setup(1);
    const foreign = await other.client.post(`/api/sessions/${other.session.id}/questions/${q.body.questionId}/discuss`, {});
    expect(foreign.status).toBe(404);
  });
});
