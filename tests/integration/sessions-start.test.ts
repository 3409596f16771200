import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allocateInTx, ledgerViolations } from '../../core/credits/index.js';
import type { Avatar, User } from '../../db/types.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { buildAvatars } from '../helpers/avatar-factory.js';
import type { TestClient } from '../helpers/client.js';
import { signedInUser } from '../helpers/factories.js';

let app: TestApp;
let standard: Avatar[];
let premium: Avatar[];

beforeAll(async () => {
  app = await startTestApp();
  standard = await buildAvatars(app.rt.db, 16);
  premium = await buildAvatars(app.rt.db, 2, { is_premium: true });
});
afterAll(async () => {
  await app?.close();
});

async function paidUser(credits: number): Promise<{ user: User; client: TestClient }> {
  const u = await signedInUser(app, { plan: 'pro' });
  if (credits > 0) {
    await app.rt.db.transaction().execute((trx) => allocateInTx(trx, { userId: u.user.id, credits, source: 'admin-grant', description: 'Test grant' }));
  }
  return u;
}

async function draft(client: TestClient, selected: Avatar[], extra: Record<string, unknown> = {}): Promise<string> {
  const res = await client.post('/api/sessions', { title: 'Launch test', productIdea: 'A smart water bottle', selectedAvatars: selected.map((a) => a.id), ...extra });
  expect(res.status).toBe(201);
  return res.body.id;
}

const balanceOf = async (userId: string) => (await app.rt.db.selectFrom('users').select('credits').where('id', '=', userId).executeTakeFirstOrThrow()).credits;
const deductionsOf = (userId: string) => app.rt.db.selectFrom('credit_deductions').selectAll().where('user_id', '=', userId).execute();

describe('starting a session', () => {
  it('charges nothing for 4 avatars and snapshots the group', async () => {
    const { user, client } = await paidUser(10);
    const id = await draft(client, standard.slice(0, 4), { keyQuestions: ['Would you buy it?', 'At what price?'] });
    const res = await client.post(`/api/sessions/${id}/start`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'active', charged: 0, startCost: 0, totalQuestions: 2, currentQuestion: 1 });
    expect(res.body.startedAt).toBeTruthy();
    const first = res.body.avatarDetails[0];
    expect(first).toMatchObject({
      id: standard[0]!.id,
      name: standard[0]!.name,
      avatar: standard[0]!.name.charAt(0),
      expertise: standard[0]!.job_title,
      income: standard[0]!.income_bracket,
      isPremium: false,
    });
    expect(first.background).toContain(String(standard[0]!.age));
    expect(await balanceOf(user.id)).toBe(10);
    expect(await deductionsOf(user.id)).toEqual([]);
  });

  it('charges 2 credits per avatar beyond four: 6 avatars cost 4', async () => {
    const { user, client } = await paidUser(10);
    const id = await draft(client, standard.slice(0, 6));
    const res = await client.post(`/api/sessions/${id}/start`);
    expect(res.body).toMatchObject({ status: 'active', charged: 4, startCost: 4 });
    expect(await balanceOf(user.id)).toBe(6);
    const [d] = await deductionsOf(user.id);
    expect(d).toMatchObject({ idempotency_key: `session-start:${id}`, amount: 4, session_id: id });
    const used = await app.rt.db.selectFrom('credit_transactions').selectAll().where('deduction_id', '=', d!.id).execute();
    expect(used.map((t) => [t.transaction_type, t.credits, t.session_id])).toEqual([['used', -4, id]]);
  });

  it('adds 2 credits per premium avatar', async () => {
    const { user, client } = await paidUser(20);
    const withPremium = [premium[0]!, ...standard.slice(0, 5)];
    const res = await client.post(`/api/sessions/${await draft(client, withPremium)}/start`);
    expect(res.body.charged).toBe(6);
    expect(res.body.avatarDetails[0].isPremium).toBe(true);
    const small = await client.post(`/api/sessions/${await draft(client, [premium[1]!, ...standard.slice(0, 2)])}/start`);
    expect(small.body.charged).toBe(2);
    expect(await balanceOf(user.id)).toBe(12);
  });

  it('answers 402 with the documented text and changes nothing when credits are short', async () => {
    const { user, client } = await paidUser(3);
    const id = await draft(client, standard.slice(0, 6));
    const res = await client.post(`/api/sessions/${id}/start`);
    expect(res.status).toBe(402);
    expect(res.body.error).toMatchObject({
      code: 'insufficient_credits',
      message: 'Insufficient Credits: You need 4 credits for 2 extra avatar(s). Please add more credits.',
      required: 4,
      available: 3,
    });
    const session = await client.get(`/api/sessions/${id}`);
    expect(session.body).toMatchObject({ status: 'draft', startCost: null, avatarDetails: null, startedAt: null });
    expect(await balanceOf(user.id)).toBe(3);
    expect(await deductionsOf(user.id)).toEqual([]);
  });

  it('charges once when start is clicked twice at the same moment', async () => {
    const { user, client } = await paidUser(10);
    const id = await draft(client, standard.slice(0, 7));
    const responses = await Promise.all(Array.from({ length: 5 }, () => client.post(`/api/sessions/${id}/start`)));
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(responses.every((r) => r.body.status === 'active')).toBe(true);
    expect(responses.filter((r) => !r.body.alreadyStarted).map((r) => r.body.charged)).toEqual([6]);
    expect(await balanceOf(user.id)).toBe(4);
    expect(await deductionsOf(user.id)).toHaveLength(1);
    expect(await ledgerViolations(app.rt.db)).toEqual([]);
    const again = await client.post(`/api/sessions/${id}/start`);
    expect(again.body).toMatchObject({ status: 'active', alreadyStarted: true, charged: 0, startCost: 6 });
  });

  it('recomputes the cost on the server and refuses a client-sent price', async () => {
    const { client } = await paidUser(10);
    const id = await draft(client, standard.slice(0, 6));
    const res = await client.post(`/api/sessions/${id}/start`, { cost: 0 });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Unknown field: cost');
  });

  it('needs a title, a product idea and at least one avatar', async () => {
    const { client } = await paidUser(0);
    const noTitle = await client.post('/api/sessions', { productIdea: 'Idea', selectedAvatars: [standard[0]!.id] });
    expect((await client.post(`/api/sessions/${noTitle.body.id}/start`)).body.error.message).toBe('Please enter a session title.');
    const noIdea = await client.post('/api/sessions', { title: 'T', selectedAvatars: [standard[0]!.id] });
    expect((await client.post(`/api/sessions/${noIdea.body.id}/start`)).body.error.message).toBe('Please describe your product idea.');
    const noAvatars = await client.post('/api/sessions', { title: 'T', productIdea: 'Idea' });
    const res = await client.post(`/api/sessions/${noAvatars.body.id}/start`);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Please select at least one avatar');
  });

  it('refuses edits once a session has started', async () => {
    const { client } = await paidUser(0);
    const id = await draft(client, standard.slice(0, 2));
    await client.post(`/api/sessions/${id}/start`);
    const res = await client.patch(`/api/sessions/${id}`, { title: 'Changed' });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('session_started');
  });
});
