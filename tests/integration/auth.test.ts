import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { TestClient } from '../helpers/client.js';
import { buildUser, signIn, TEST_PASSWORD } from '../helpers/factories.js';
import { readOutbox, waitForEmailLink } from '../helpers/outbox.js';
import { waitFor } from '../helpers/wait.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ workers: ['notify'] });
});
afterAll(async () => {
  await app?.close();
});

const countUsers = async () =>
  Number(
    (
      await app.rt.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('sign-up, verification and sign-in', () => {
  it('signs up, refuses sign-in until the e-mail link is followed, then signs in', async () => {
    const client = new TestClient(app.url);
    const email = 'New.Person@Example.com';
    const signup = await client.post('/api/auth/signup', { email, password: 'secret1' });
    expect(signup.status).toBe(201);
    expect(signup.body.user.email).toBe('new.person@example.com');
    expect(signup.body.user.subscriptionLevel).toBe('free');

    const early = await client.post('/api/auth/login', { email, password: 'secret1' });
    expect(early.status).toBe(403);
    expect(early.body.error.message).toBe('Please check your email and click the confirmation link before signing in.');

    const link = await waitForEmailLink(app.rt.db, 'new.person@example.com', /confirm/i);
    const verify = await client.get(new URL(link).pathname + new URL(link).search);
    expect(verify.status).toBe(302);
    expect(verify.headers.get('location')).toBe('/?verified=1');
    const again = await client.get(new URL(link).pathname + new URL(link).search);
    expect(again.headers.get('location')).toBe('/?verified=0');

    const login = await client.post('/api/auth/login', { email, password: 'secret1' });
    expect(login.status).toBe(200);
    const me = await client.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe('new.person@example.com');
    expect(me.body.impersonating).toBeNull();

    expect((await client.post('/api/auth/logout')).status).toBe(204);
    expect((await client.get('/api/auth/me')).status).toBe(401);
  });

  it('answers 409 with the documented message for an existing e-mail', async () => {
    const user = await buildUser(app.rt.db);
    const res = await new TestClient(app.url).post('/api/auth/signup', { email: user.email.toUpperCase(), password: 'secret1' });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('An account with this email already exists. Please sign in instead.');
  });

  it('queues the new-user webhook and the affiliate call with the referral cookie', async () => {
    const client = new TestClient(app.url);
    client.setCookie('_fprom_tid', 'ref-123');
    await client.post('/api/auth/signup', { email: 'referred@example.com', password: 'secret1' });
    const deliveries = await app.rt.db.selectFrom('webhook_deliveries').selectAll().orderBy('created_at').execute();
    const forUser = deliveries.filter((d) => JSON.stringify(d.payload).includes('referred@example.com'));
    expect(forUser.map((d) => d.kind).sort()).toEqual(['affiliate', 'webhook']);
    expect(forUser.find((d) => d.kind === 'affiliate')!.payload).toEqual({ email: 'referred@example.com', tid: 'ref-123' });
    expect(forUser.find((d) => d.kind === 'webhook')!.payload).toMatchObject({ email: 'referred@example.com', current_plan: 'free', calltype: 'new_user' });
  });

  it('answers wrong credentials with the documented message', async () => {
    const user = await buildUser(app.rt.db);
    const res = await new TestClient(app.url).post('/api/auth/login', { email: user.email, password: 'wrong-password' });
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('Invalid email or password. Please check your credentials and try again.');
  });

  it('locks an account after repeated wrong passwords with a clear 429, even for the right password', async () => {
    const user = await buildUser(app.rt.db);
    const client = new TestClient(app.url);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await client.post('/api/auth/login', { email: user.email, password: `bad-${i}-pw` })).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429, 429, 429, 429]);
    const locked = await client.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    expect(locked.status).toBe(429);
    expect(locked.body.error.message).toMatch(/Too many sign-in attempts/);
  });

  it('regenerates the login session id at sign-in', async () => {
    const user = await buildUser(app.rt.db);
    const client = new TestClient(app.url);
    await client.csrfToken();
    const before = client.cookieHeader();
    await client.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    expect(client.cookieHeader()).not.toBe(before);
    expect(client.cookieHeader()).toMatch(/fg\.sid=/);
  });
});

describe('password reset', () => {
  it('always answers 202 and mails only existing accounts', async () => {
    const user = await buildUser(app.rt.db);
    const client = new TestClient(app.url);
    expect((await client.post('/api/auth/password-reset', { email: 'nobody@example.com' })).status).toBe(202);
    expect((await client.post('/api/auth/password-reset', { email: user.email })).status).toBe(202);
    expect(await readOutbox(app.rt.db, 'nobody@example.com')).toHaveLength(0);
    const link = await waitForEmailLink(app.rt.db, user.email, /reset/i);
    const token = new URL(link).searchParams.get('token')!;

    const short = await client.post('/api/auth/password-reset/confirm', { token, password: '123' });
    expect(short.status).toBe(400);
    expect(short.body.error.message).toMatch(/at least 6 characters/);

    expect((await client.post('/api/auth/password-reset/confirm', { token, password: 'brand-new-pw' })).status).toBe(204);
    const reused = await client.post('/api/auth/password-reset/confirm', { token, password: 'another-pw' });
    expect(reused.status).toBe(400);
    expect(reused.body.error.message).toBe('This password reset link is invalid or has expired.');

    await expect(signIn(app, user, 'brand-new-pw')).resolves.toBeInstanceOf(TestClient);
    await expect(signIn(app, user, TEST_PASSWORD)).rejects.toThrow(/401/);
  });

  it('refuses an expired reset token', async () => {
    const user = await buildUser(app.rt.db);
    const client = new TestClient(app.url);
    await client.post('/api/auth/password-reset', { email: user.email });
    const link = await waitForEmailLink(app.rt.db, user.email, /reset/i);
    await app.rt.db
      .updateTable('auth_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.id)
      .execute();
    const res = await client.post('/api/auth/password-reset/confirm', { token: new URL(link).searchParams.get('token'), password: 'brand-new-pw' });
    expect(res.status).toBe(400);
  });
});

describe('bad input changes nothing', () => {
  it('answers malformed JSON with 400', async () => {
    const client = new TestClient(app.url);
    const before = await countUsers();
    const res = await client.request('POST', '/api/auth/signup', undefined, { raw: '{"email": "a@b.c", ', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_json');
    expect(await countUsers()).toBe(before);
  });

  it('names the missing field', async () => {
    const res = await new TestClient(app.url).post('/api/auth/signup', { email: 'x@example.com' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/^password: /);
  });

  it('refuses an over-long e-mail', async () => {
    const before = await countUsers();
    const res = await new TestClient(app.url).post('/api/auth/signup', { email: `${'a'.repeat(250)}@example.com`, password: 'secret1' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('email: Email must be at most 254 characters');
    expect(await countUsers()).toBe(before);
  });

  it('refuses unknown fields', async () => {
    const res = await new TestClient(app.url).post('/api/auth/signup', { email: 'y@example.com', password: 'secret1', isAdmin: true });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/isAdmin/);
  });

  it('refuses a state-changing request without the CSRF token', async () => {
    const res = await new TestClient(app.url).request('POST', '/api/auth/signup', { email: 'z@example.com', password: 'secret1' }, { csrf: false });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('csrf_invalid');
  });
});

describe('e-mail delivery', () => {
  it('keeps mail in the outbox (shown at /dev/mailbox.json) when SMTP is not configured', async () => {
    const client = new TestClient(app.url);
    await client.post('/api/auth/signup', { email: 'mailbox@example.com', password: 'secret1' });
    await waitFor(async () => (await readOutbox(app.rt.db, 'mailbox@example.com'))[0]?.status === 'stored');
    const res = await client.get('/dev/mailbox.json');
    const msg = res.body.find((m: { to: string }) => m.to === 'mailbox@example.com');
    expect(msg.subject).toMatch(/Confirm/);
    expect(msg.links[0]).toMatch(/\/api\/auth\/verify\?token=/);
  });
});
