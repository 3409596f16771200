import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoginLimiter } from '../../api/middleware/rate-limit.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { TestClient } from '../helpers/client.js';
import { buildUser, TEST_PASSWORD } from '../helpers/factories.js';

let app: TestApp;
beforeAll(async () => {
  // Behind one trusted proxy the client address is the X-Forwarded-For entry, so each test plays
  // clients at addresses of its own.
  app = await startTestApp({ env: { TRUST_PROXY: 'true', LOGIN_MAX_ATTEMPTS_PER_IP: '8', LOGIN_MAX_ATTEMPTS_PER_ACCOUNT: '5' } });
});
afterAll(async () => {
  await app?.close();
});

const login = (client: TestClient, ip: string, email: string, password: string) =>
  client.request('POST', '/api/auth/login', { email, password }, { headers: { 'x-forwarded-for': ip } });

describe('login limits', () => {
  it('never counts successful sign-ins against the address (an office behind one IP)', async () => {
    const users = await Promise.all(Array.from({ length: 4 }, () => buildUser(app.rt.db)));
    const statuses: number[] = [];
    for (let round = 0; round < 5; round++) {
      for (const u of users) statuses.push((await login(new TestClient(app.url), '203.0.113.10', u.email, TEST_PASSWORD)).status);
    }
    expect(statuses).toEqual(Array(20).fill(200));
  });

  it('pauses an address that fails on many accounts, saying for how long', async () => {
    const ip = '203.0.113.20';
    for (let i = 0; i < 8; i++) {
      const victim = await buildUser(app.rt.db);
      expect((await login(new TestClient(app.url), ip, victim.email, 'wrong-password')).status).toBe(401);
    }
    const someone = await buildUser(app.rt.db);
    const res = await login(new TestClient(app.url), ip, someone.email, TEST_PASSWORD);
    expect(res.status).toBe(429);
    expect(res.body.error.message).toMatch(/sign-in is paused for \d+ (seconds|minutes)/);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await login(new TestClient(app.url), '203.0.113.21', someone.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('locks an account against unknown clients, but lets the owner in from a browser that signed in before', async () => {
    const owner = await buildUser(app.rt.db);
    const ownersBrowser = new TestClient(app.url);
    expect((await login(ownersBrowser, '198.51.100.7', owner.email, TEST_PASSWORD)).status).toBe(200);
    expect(ownersBrowser.cookieHeader()).toMatch(/fg\.device=/);
    expect((await ownersBrowser.post('/api/auth/logout')).status).toBe(204);

    // A distributed guess: 5 wrong passwords from each of 4 addresses.
    for (const ip of ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4']) {
      const attacker = new TestClient(app.url);
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await login(attacker, ip, owner.email, `guess-${ip}-${i}`)).status);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    }
    // Even the right password from an unknown client waits now.
    const unknown = await login(new TestClient(app.url), '192.0.2.99', owner.email, TEST_PASSWORD);
    expect(unknown.status).toBe(429);
    expect(unknown.body.error.message).toMatch(/paused for/);
    // The owner's own browser is judged by its own (clean) record, even from a locked address.
    expect((await login(ownersBrowser, '192.0.2.1', owner.email, TEST_PASSWORD)).status).toBe(200);
    expect((await ownersBrowser.get('/api/auth/me')).body.user.email).toBe(owner.email);
  });

  it('does not accept a device cookie made for another account', async () => {
    const [a, b] = [await buildUser(app.rt.db), await buildUser(app.rt.db)];
    const browser = new TestClient(app.url);
    expect((await login(browser, '198.51.100.30', a.email, TEST_PASSWORD)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await login(browser, '198.51.100.30', b.email, `bad-${i}-pw`)).status).toBe(401);
    expect((await login(browser, '198.51.100.30', b.email, TEST_PASSWORD)).status).toBe(429);
  });

  it('doubles the pause with each failure after the first lock', async () => {
    const limiter = createLoginLimiter(app.rt.redis, `${app.rt.config.QUEUE_PREFIX}-growth`, 3, 100);
    const attempt = { ip: '192.0.2.200', email: 'growth@example.com' };
    for (let i = 0; i < 3; i++) await limiter.recordFailure(attempt);
    const lockKey = `${app.rt.config.QUEUE_PREFIX}-growth:rl:login:account-ip:growth@example.com:192.0.2.200:lock`;
    const first = await app.rt.redis.pttl(lockKey);
    expect(first).toBeGreaterThan(55_000);
    expect(first).toBeLessThanOrEqual(60_000);
    await expect(limiter.check(attempt)).rejects.toMatchObject({ status: 429 });
    // The pause ends (as if a minute passed); the next failure pauses for two.
    await app.rt.redis.del(lockKey);
    await limiter.check(attempt);
    await limiter.recordFailure(attempt);
    expect(await app.rt.redis.pttl(lockKey)).toBeGreaterThan(115_000);
  });
});
