import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionWithAvatarsDto } from '../../core/sessions/dto.js';
import { DEFAULT_QUESTIONS } from '../../core/sessions/rules.js';
import type { Avatar } from '../../db/types.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { buildAvatar, buildAvatars } from '../helpers/avatar-factory.js';
import { TestClient } from '../helpers/client.js';
import { signedInUser } from '../helpers/factories.js';

let app: TestApp;
let avatars: Avatar[];

beforeAll(async () => {
  app = await startTestApp();
  avatars = await buildAvatars(app.rt.db, 20);
  // Premium avatars never join a free team.
  await buildAvatars(app.rt.db, 10, { is_premium: true });
});
afterAll(async () => {
  await app?.close();
});

const ids = (n: number, from = 0) => avatars.slice(from, from + n).map((a) => a.id);

describe('wizard drafts', () => {
  it('saves a draft step by step and resumes it with the avatars in the order chosen', async () => {
    const { client } = await signedInUser(app, { plan: 'pro' });
    const created = await client.post<SessionWithAvatarsDto>('/api/sessions', { title: 'MealMate', productIdea: 'Weekly dinner planner for busy parents' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'draft', title: 'MealMate', selectedAvatars: [], avatars: [] });
    expect(created.body.lastSavedAt).toBeTruthy();

    const chosen = [ids(1, 3)[0]!, ...ids(2)];
    const updated = await client.patch<SessionWithAvatarsDto>(`/api/sessions/${created.body.id}`, {
      targetAudience: 'Working parents',
      keyQuestions: ['Would you pay $12 a month?', '  ', 'What would you cook first?'],
      additionalContext: 'US launch',
      tags: ['Parent', 'foodie'],
      selectedAvatars: chosen,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.keyQuestions).toEqual(['Would you pay $12 a month?', 'What would you cook first?']);
    expect(updated.body.tags).toEqual(['parent', 'foodie']);

    const resumed = await client.get<SessionWithAvatarsDto>(`/api/sessions/${created.body.id}`);
    expect(resumed.body).toMatchObject({ title: 'MealMate', productIdea: 'Weekly dinner planner for busy parents', targetAudience: 'Working parents', selectedAvatars: chosen });
    expect(resumed.body.avatars.map((a) => a.id)).toEqual(chosen);
    expect((await client.get('/api/sessions/current')).body.session.id).toBe(created.body.id);
    expect((await client.get('/api/sessions')).body.map((s: { id: string }) => s.id)).toEqual([created.body.id]);
  });

  it('deletes a draft when the user starts a new session', async () => {
    const { client } = await signedInUser(app, { plan: 'pro' });
    const { body } = await client.post('/api/sessions', { productIdea: 'An idea' });
    expect((await client.delete(`/api/sessions/${body.id}`)).status).toBe(204);
    expect((await client.get(`/api/sessions/${body.id}`)).status).toBe(404);
    expect((await client.get('/api/sessions/current')).body.session).toBeNull();
  });

  it('validates every field by name', async () => {
    const { client } = await signedInUser(app, { plan: 'pro' });
    const long = await client.post('/api/sessions', { title: 'x'.repeat(51) });
    expect(long.status).toBe(400);
    expect(long.body.error.message).toBe('title: must be at most 50 characters');
    const unknown = await client.post('/api/sessions', { title: 'ok', cost: 0 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe('Unknown field: cost');
    const tooMany = await client.post('/api/sessions', { selectedAvatars: ids(16) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.message).toBe('You can select up to 15 avatars');
    const retired = await buildAvatar(app.rt.db, { is_active: false });
    const gone = await client.post('/api/sessions', { selectedAvatars: [retired.id] });
    expect(gone.status).toBe(400);
    expect(gone.body.error.code).toBe('avatars_unavailable');
    expect((await client.post('/api/sessions', { selectedAvatars: ['nope'] })).status).toBe(400);
  });

  it("answers 404 for another user's session, whatever the method", async () => {
    const owner = await signedInUser(app, { plan: 'pro' });
    const { body } = await owner.client.post('/api/sessions', { title: 'Mine', productIdea: 'Secret idea', selectedAvatars: ids(1) });
    const other = await signedInUser(app, { plan: 'pro' });
    expect((await other.client.get(`/api/sessions/${body.id}`)).status).toBe(404);
    expect((await other.client.patch(`/api/sessions/${body.id}`, { title: 'Stolen' })).status).toBe(404);
    expect((await other.client.post(`/api/sessions/${body.id}/start`)).status).toBe(404);
    expect((await other.client.delete(`/api/sessions/${body.id}`)).status).toBe(404);
    expect((await other.client.get('/api/sessions')).body).toEqual([]);
    expect((await owner.client.get(`/api/sessions/${body.id}`)).body.title).toBe('Mine');
    expect((await new TestClient(app.url).get('/api/sessions')).status).toBe(401);
  });
});

describe('free users', () => {
  it('get a fixed random team of 4 standard avatars, the same on every visit', async () => {
    const { client, user } = await signedInUser(app);
    const first = await client.get<{ avatars: { id: string; isPremium: boolean }[] }>('/api/sessions/free-team');
    expect(first.body.avatars).toHaveLength(4);
    expect(first.body.avatars.every((a) => !a.isPremium)).toBe(true);
    const again = await client.get('/api/sessions/free-team');
    expect(again.body.avatars.map((a: { id: string }) => a.id)).toEqual(first.body.avatars.map((a) => a.id));
    const stored = await app.rt.db.selectFrom('users').select('free_team').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(stored.free_team).toEqual(first.body.avatars.map((a) => a.id));
  });

  it('cannot pick avatars or save a sixth question through the API', async () => {
    const { client } = await signedInUser(app);
    const team = (await client.get('/api/sessions/free-team')).body.avatars.map((a: { id: string }) => a.id) as string[];
    const custom = avatars
      .map((a) => a.id)
      .filter((id) => !team.includes(id))
      .slice(0, 4);
    const picked = await client.post('/api/sessions', { productIdea: 'Idea', selectedAvatars: custom });
    expect(picked.status).toBe(403);
    expect(picked.body.error).toMatchObject({ code: 'upgrade_required', message: 'Upgrade to select custom avatars' });

    const six = Array.from({ length: 6 }, (_, i) => `Question ${i + 1}?`);
    const sixth = await client.post('/api/sessions', { productIdea: 'Idea', keyQuestions: six });
    expect(sixth.status).toBe(403);
    expect(sixth.body.error.message).toBe('Free plan limited to 5 questions. Upgrade to add more');

    const draft = await client.post('/api/sessions', { title: 'Free run', productIdea: 'Idea', keyQuestions: six.slice(0, 5), selectedAvatars: team });
    expect(draft.status).toBe(201);
    expect((await client.patch(`/api/sessions/${draft.body.id}`, { keyQuestions: six })).status).toBe(403);
    expect((await client.patch(`/api/sessions/${draft.body.id}`, { selectedAvatars: custom })).status).toBe(403);
  });

  it('start with their team and the 5 default questions when they wrote none, free of charge', async () => {
    const { client, user } = await signedInUser(app);
    const draft = await client.post('/api/sessions', { title: 'Free start', productIdea: 'A budgeting app for students' });
    const started = await client.post(`/api/sessions/${draft.body.id}/start`);
    expect(started.status).toBe(200);
    const team = (await client.get('/api/sessions/free-team')).body.avatars.map((a: { id: string }) => a.id);
    expect(started.body).toMatchObject({ status: 'active', selectedAvatars: team, keyQuestions: [...DEFAULT_QUESTIONS], totalQuestions: 5, startCost: 0, charged: 0 });
    expect(started.body.avatarDetails.map((d: { id: string }) => d.id)).toEqual(team);
    const deductions = await app.rt.db.selectFrom('credit_deductions').selectAll().where('user_id', '=', user.id).execute();
    expect(deductions).toEqual([]);
  });
});
