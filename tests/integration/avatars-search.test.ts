import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AvatarDto, AvatarPage } from '../../core/avatars/dto.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { buildAvatar, buildAvatars } from '../helpers/avatar-factory.js';
import { TestClient } from '../helpers/client.js';
import { signedInUser } from '../helpers/factories.js';

let app: TestApp;
let client: TestClient;
let zelda: AvatarDto['id'];

beforeAll(async () => {
  app = await startTestApp();
  const db = app.rt.db;
  zelda = (
    await buildAvatar(db, {
      name: 'Zelda Quartermain',
      job_title: 'Software Engineer',
      location: 'Austin, TX',
      personality: 'Meticulous, skeptical and warm',
      hobbies: 'bouldering, sourdough baking',
      tags: ['qa-parent', 'qa-fitness'],
    })
  ).id;
  await buildAvatar(db, { name: 'Brock Ivers', tags: ['qa-parent', 'qa-gamer'] });
  await buildAvatar(db, { name: 'Cora Lindqvist', tags: ['QA-Fitness', 'qa-outdoors'] });
  await buildAvatar(db, { name: 'Retired Rita', tags: ['qa-parent', 'qa-fitness'], is_active: false });
  await buildAvatars(db, 30, { tags: ['qa-filler'] });
  ({ client } = await signedInUser(app, { plan: 'pro' }));
});
afterAll(async () => {
  await app?.close();
});

const names = (page: AvatarPage) => page.items.map((a) => a.name).sort();
const search = async (query: string) => {
  const res = await client.get<AvatarPage>(`/api/avatars?${query}`);
  expect(res.status).toBe(200);
  return res.body;
};

describe('avatar search', () => {
  it('matches ANY of the tags or ALL of them, case-insensitive substrings of a tag', async () => {
    expect(names(await search('tags=qa-parent,qa-fitness&mode=any'))).toEqual(['Brock Ivers', 'Cora Lindqvist', 'Zelda Quartermain']);
    expect(names(await search('tags=qa-parent,qa-fitness&mode=all'))).toEqual(['Zelda Quartermain']);
    expect(names(await search('tags=QA-PAR&mode=ALL'))).toEqual(['Brock Ivers', 'Zelda Quartermain']);
    expect(names(await search('tags=qa-parent&tags=qa-outdoors'))).toEqual(['Brock Ivers', 'Cora Lindqvist', 'Zelda Quartermain']);
    // A term spanning two tags matches neither of them.
    expect((await search('tags=parent|qa-fitness&mode=any')).total).toBe(0);
  });

  it('searches name, job, location, personality, hobbies and tags, case-insensitively', async () => {
    for (const q of ['zelda', 'QUARTERMAIN', 'software eng', 'austin', 'meticulous', 'sourdough', 'qa-fitness']) {
      const page = await search(`search=${encodeURIComponent(q)}`);
      expect(
        page.items.map((a) => a.id),
        q,
      ).toContain(zelda);
      expect(page.random).toBe(false);
    }
    expect(names(await search('search=zelda%20austin'))).toEqual(['Zelda Quartermain']);
    expect((await search('search=zelda%20chicago')).total).toBe(0);
    expect((await search('search=100%25')).total).toBe(0);
  });

  it('combines a search with tags, leaves out retired avatars and pages by 12', async () => {
    expect(names(await search('search=cora&tags=qa-outdoors&mode=all'))).toEqual(['Cora Lindqvist']);
    expect((await search('search=rita')).total).toBe(0);
    const first = await search('tags=qa-filler');
    expect(first).toMatchObject({ total: 30, page: 1, pageSize: 12 });
    expect(first.items).toHaveLength(12);
    const third = await search('tags=qa-filler&page=3');
    expect(third.items).toHaveLength(6);
    const all = [first, await search('tags=qa-filler&page=2'), third].flatMap((p) => p.items.map((a) => a.id));
    expect(new Set(all).size).toBe(30);
  });

  it('shows 12 random active avatars when there is no search or filter', async () => {
    const a = await search('');
    const b = await search('search=%20%20');
    expect(a.random).toBe(true);
    expect(a.items).toHaveLength(12);
    expect(a).toMatchObject({ total: 33, totalCapped: false });
    expect(a.items.every((x) => x.name !== 'Retired Rita')).toBe(true);
    expect(new Set(a.items.map((x) => x.id)).size).toBe(12);
    const orders = new Set([a, b, await search(''), await search('')].map((p) => p.items.map((x) => x.id).join()));
    expect(orders.size).toBeGreaterThan(1);
  });

  it('returns every persona field of one avatar, and 404 for an unknown or malformed id', async () => {
    const res = await client.get<AvatarDto>(`/api/avatars/${zelda}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Zelda Quartermain', jobTitle: 'Software Engineer', tags: ['qa-parent', 'qa-fitness'] });
    for (const key of ['incomeBracket', 'householdType', 'coreValues', 'painPoints', 'socialPlatforms', 'awarenessStage', 'communicationStyle']) {
      expect(res.body).toHaveProperty(key);
    }
    expect(res.body).not.toHaveProperty('search_text');
    expect((await client.get('/api/avatars/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await client.get('/api/avatars/not-an-id')).status).toBe(404);
  });

  it('refuses unknown query fields by name, bad modes, oversize pages and visitors', async () => {
    const unknown = await client.get('/api/avatars?serch=x');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toContain('serch');
    expect((await client.get('/api/avatars?tags=a&mode=some')).status).toBe(400);
    expect((await client.get('/api/avatars?pageSize=49')).status).toBe(400);
    expect((await new TestClient(app.url).get('/api/avatars')).status).toBe(401);
  });
});

describe('tag suggestions', () => {
  it('suggests at most 10 distinct tags containing the text, exact match first', async () => {
    await buildAvatars(app.rt.db, 1, { tags: Array.from({ length: 8 }, (_, i) => `sugg-${i}-alpha`) });
    await buildAvatars(app.rt.db, 1, { tags: [...Array.from({ length: 6 }, (_, i) => `sugg-${i + 8}-alpha`), 'SUGG', 'Sugg-0-Alpha'] });
    const res = await client.get<{ tags: string[] }>('/api/avatars/tags?q=Sugg');
    expect(res.status).toBe(200);
    expect(res.body.tags).toHaveLength(10);
    expect(res.body.tags[0]).toBe('sugg');
    expect(new Set(res.body.tags).size).toBe(10);
    expect(res.body.tags.every((t) => t.includes('sugg'))).toBe(true);
    // sugg-0-alpha is on two avatars: the most used tags come right after the exact match.
    expect(res.body.tags[1]).toBe('sugg-0-alpha');
  });

  it('stops suggesting the tags of retired avatars', async () => {
    const a = await buildAvatar(app.rt.db, { tags: ['qa-vanishing'] });
    expect((await client.get('/api/avatars/tags?q=vanish')).body.tags).toEqual(['qa-vanishing']);
    await app.rt.db.updateTable('avatars').set({ is_active: false }).where('id', '=', a.id).execute();
    expect((await client.get('/api/avatars/tags?q=vanish')).body.tags).toEqual([]);
  });
});
