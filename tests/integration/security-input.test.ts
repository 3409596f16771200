import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { TestClient } from '../helpers/client.js';
import { signedInUser } from '../helpers/factories.js';
import { buildTranscript } from '../helpers/transcript-factory.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ workers: ['notify'] });
});
afterAll(async () => {
  await app?.close();
});

describe('the request text guard', () => {
  it('answers 400 naming the field for a NUL byte in a title, a profile field, a question and a search term', async () => {
    const { user, client } = await signedInUser(app, { plan: 'pro' });
    const t = await buildTranscript(app.rt.db, user);
    const cases = [
      await client.post('/api/sessions', { title: 'Meal\u0000Mate' }),
      await client.patch('/api/profile', { firstName: 'Ada\u0000' }),
      await client.post(`/api/sessions/${t.session.id}/questions`, { text: 'Why\u0000?' }),
      await client.get('/api/avatars?search=chef%00'),
    ];
    expect(cases.map((r) => r.status)).toEqual([400, 400, 400, 400]);
    expect(cases.map((r) => r.body.error.field)).toEqual(['title', 'firstName', 'text', 'query.search']);
    expect(cases[0]!.body.error.message).toMatch(/^title: contains characters that are not allowed/);
  });

  it('refuses other control characters and lone surrogates, keeps tabs, newlines and emoji', async () => {
    const { client } = await signedInUser(app);
    expect((await client.post('/api/sessions', { title: 'Bell\u0007' })).status).toBe(400);
    expect((await client.request('POST', '/api/sessions', undefined, { raw: '{"title":"half \\ud83d pair"}', headers: { 'content-type': 'application/json' } })).status).toBe(400);
    const ok = await client.post('/api/sessions', { title: 'Tab\there 😀', productIdea: 'line one\r\nline two' });
    expect(ok.status).toBe(201);
  });

  it('refuses a NUL in a path id and in a nested field', async () => {
    const { client } = await signedInUser(app);
    const path = await client.get('/api/sessions/abc%00def');
    expect(path.status).toBe(400);
    expect(path.body.error.field).toBe('path');
    const nested = await client.post('/api/sessions', { title: 'x', keyQuestions: ['fine', 'bad\u0000'] });
    expect(nested.status).toBe(400);
    expect(nested.body.error.field).toBe('keyQuestions.1');
  });
});

describe('cookies', () => {
  it('signs up with a malformed referral cookie, recording no referral', async () => {
    const client = new TestClient(app.url);
    client.setCookie('_fprom_tid', '%E0%A4%A');
    const res = await client.post('/api/auth/signup', { email: 'bad-cookie@example.com', password: 'secret1' });
    expect(res.status).toBe(201);
    const affiliate = await app.rt.db.selectFrom('webhook_deliveries').selectAll().where('kind', '=', 'affiliate').execute();
    expect(affiliate.filter((d) => JSON.stringify(d.payload).includes('bad-cookie@example.com'))).toEqual([]);
  });
});
