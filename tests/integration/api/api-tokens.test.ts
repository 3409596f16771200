import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../helpers/app.js';
import { buildAvatars } from '../../helpers/avatar-factory.js';
import { signedInUser } from '../../helpers/factories.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ env: { API_TOKEN_REQUESTS_PER_MINUTE: '12' } });
});
afterAll(async () => {
  await app?.close();
});

/** A script: no cookie, no CSRF token, only the bearer header. */
const script = (token: string) => async (method: string, path: string, body?: unknown) => {
  const res = await fetch(app.url + path, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
};

describe('personal API tokens', () => {
  it('lets a script act as its user until the token is revoked, then refuses it', async () => {
    const { user, client } = await signedInUser(app, { plan: 'pro' });
    const created = await client.post('/api/tokens', { name: 'CI nightly' });
    expect(created.status).toBe(201);
    const { token, apiToken } = created.body;
    expect(token).toMatch(/^fg_[A-Za-z0-9_-]{43}$/);
    expect(apiToken).toMatchObject({ name: 'CI nightly', prefix: token.slice(0, 8), lastUsedAt: null, revokedAt: null });

    // Hashed at rest: the secret is nowhere in the table.
    const row = await app.rt.db.selectFrom('api_tokens').selectAll().where('id', '=', apiToken.id).executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token.slice(3));
    // Listed without its secret.
    const listed = await client.get('/api/tokens');
    expect(listed.body.items).toHaveLength(1);
    expect(JSON.stringify(listed.body)).not.toContain(token);

    // A state-changing call without a CSRF token or a cookie: the token is the credential.
    const call = script(token);
    const [avatar] = await buildAvatars(app.rt.db, 1);
    const draft = await call('POST', '/api/sessions', { title: 'From a script', productIdea: 'A smart kettle', selectedAvatars: [avatar!.id] });
    expect(draft.status).toBe(201);
    const stored = await app.rt.db.selectFrom('sessions').select('user_id').where('id', '=', draft.body.id).executeTakeFirstOrThrow();
    expect(stored.user_id).toBe(user.id);
    expect((await call('GET', `/api/sessions/${draft.body.id}`)).body.title).toBe('From a script');
    expect((await client.get('/api/tokens')).body.items[0].lastUsedAt).not.toBeNull();

    // A token cannot mint tokens or reach the sign-in and admin routes.
    expect((await call('POST', '/api/tokens', { name: 'more' })).status).toBe(403);
    expect((await call('GET', '/api/auth/me')).status).toBe(403);

    expect((await client.delete(`/api/tokens/${apiToken.id}`)).status).toBe(204);
    const refused = await call('GET', `/api/sessions/${draft.body.id}`);
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe('invalid_token');
    expect((await client.get('/api/tokens')).body.items[0].revokedAt).not.toBeNull();
  });

  it("is scoped to its user: another user's token sees none of this user's sessions and cannot revoke their tokens", async () => {
    const owner = await signedInUser(app);
    const other = await signedInUser(app);
    const ownerToken = (await owner.client.post('/api/tokens', { name: 'mine' })).body;
    const otherToken = (await other.client.post('/api/tokens', { name: 'theirs' })).body.token;
    const draft = await script(ownerToken.token)('POST', '/api/sessions', { title: 'Private' });
    expect((await script(otherToken)('GET', `/api/sessions/${draft.body.id}`)).status).toBe(404);
    expect((await other.client.delete(`/api/tokens/${ownerToken.apiToken.id}`)).status).toBe(404);
    expect((await script(ownerToken.token)('GET', '/api/sessions')).status).toBe(200);
  });

  it('refuses a malformed or unknown token, and a name that is missing', async () => {
    const { client } = await signedInUser(app);
    expect((await script('fg_not-a-real-token')('GET', '/api/sessions')).status).toBe(401);
    const basic = await fetch(`${app.url}/api/sessions`, { headers: { authorization: 'Basic abc' } });
    expect(basic.status).toBe(401);
    const missing = await client.post('/api/tokens', { name: '  ' });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatchObject({ field: 'name', message: 'name: Please name the token' });
  });

  it('rate-limits each token per minute with a Retry-After', async () => {
    const { client } = await signedInUser(app);
    const call = script((await client.post('/api/tokens', { name: 'busy' })).body.token);
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) statuses.push((await call('GET', '/api/credits')).status);
    expect(statuses.slice(0, 12).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(12)).toEqual([429, 429]);
    const limited = await fetch(`${app.url}/api/credits`, { headers: { authorization: `Bearer ${(await client.get('/api/tokens')).body.items[0].prefix}` } });
    expect(limited.status).toBe(401);
  });
});
