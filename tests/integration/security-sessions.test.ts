import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS_SESSION_MS } from '../../api/routes/auth.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { TestClient } from '../helpers/client.js';
import { buildUser, signIn, signedInUser } from '../helpers/factories.js';
import { waitForEmailLink } from '../helpers/outbox.js';
import { connected, connectSocket, recordEvents, type TestSocket } from '../helpers/socket.js';
import { waitFor } from '../helpers/wait.js';

let app: TestApp;
const sockets: TestSocket[] = [];
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await app?.close();
});

async function openSocket(client: TestClient): Promise<TestSocket> {
  const socket = connectSocket(app.url, client);
  sockets.push(socket);
  await connected(socket);
  return socket;
}

const disconnectedBy = (socket: TestSocket) => new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));

describe('a password reset', () => {
  it('ends every other login session of the account, and their sockets', async () => {
    const user = await buildUser(app.rt.db);
    const laptop = await signIn(app, user);
    const phone = await signIn(app, user);
    const laptopSocket = await openSocket(laptop);
    const closed = disconnectedBy(laptopSocket);

    const browser = new TestClient(app.url);
    expect((await browser.post('/api/auth/password-reset', { email: user.email })).status).toBe(202);
    const token = new URL(await waitForEmailLink(app.rt.db, user.email, /reset/i)).searchParams.get('token')!;
    expect((await browser.post('/api/auth/password-reset/confirm', { token, password: 'brand-new-pw' })).status).toBe(204);

    expect(await closed).toBe('io server disconnect');
    expect((await laptop.get('/api/auth/me')).status).toBe(401);
    expect((await phone.get('/api/auth/me')).status).toBe(401);
    // The browser that reset the password is the one left signed in.
    expect((await browser.get('/api/auth/me')).body.user.email).toBe(user.email);
    // And the old sessions cannot open new sockets.
    await expect(connected(connectSocket(app.url, laptop))).rejects.toThrow(/unauthorized/);
  });
});

const sidOf = (client: TestClient) =>
  decodeURIComponent(/fg\.sid=([^;]+)/.exec(client.cookieHeader())![1]!)
    .slice(2)
    .split('.')[0]!;

describe('the index of login sessions', () => {
  it('holds the live sessions of the account and drops those that expired, at the next sign-in', async () => {
    const user = await buildUser(app.rt.db);
    const first = await signIn(app, user);
    const second = await signIn(app, user);
    const index = `${app.rt.config.QUEUE_PREFIX}:login-index:${user.id}`;
    expect((await app.rt.redis.smembers(index)).sort()).toEqual([sidOf(first), sidOf(second)].sort());
    await app.rt.redis.del(`${app.rt.config.QUEUE_PREFIX}:login:${sidOf(first)}`); // as if it expired
    const third = await signIn(app, user);
    expect((await app.rt.redis.smembers(index)).sort()).toEqual([sidOf(second), sidOf(third)].sort());
  });
});

describe('logout', () => {
  it('closes the sockets of that login, which stop receiving account events', async () => {
    const { user, client } = await signedInUser(app);
    const other = await signIn(app, user);
    const socket = await openSocket(client);
    const otherSocket = await openSocket(other);
    const events = recordEvents(socket);
    const closed = disconnectedBy(socket);
    expect((await client.post('/api/auth/logout')).status).toBe(204);
    expect(await closed).toBe('io server disconnect');
    app.rt.emitter.toUser(user.id, 'credits:changed', { balance: 42 });
    const otherEvents = recordEvents(otherSocket);
    app.rt.emitter.toUser(user.id, 'credits:changed', { balance: 43 });
    await waitFor(() => otherEvents.length > 0, { what: 'the other login still receives events' });
    expect(events.filter((e) => e.event === 'credits:changed')).toEqual([]);
    expect(otherSocket.connected).toBe(true);
  });
});

describe('impersonation', () => {
  it('closes the sockets that acted as the target when it ends', async () => {
    const { client } = await signedInUser(app, { admin: true });
    const target = await buildUser(app.rt.db);
    expect((await client.post('/api/admin/impersonation', { userId: target.id })).status).toBe(201);
    const socket = await openSocket(client);
    const closed = disconnectedBy(socket);
    expect((await client.delete('/api/admin/impersonation')).status).toBe(204);
    expect(await closed).toBe('io server disconnect');
  });
});

describe('the Socket.IO handshake', () => {
  const withOrigin = (client: TestClient, origin: string) => {
    const socket = io(app.url, {
      path: '/socket.io',
      transports: ['websocket'],
      extraHeaders: { cookie: client.cookieHeader(), origin },
      reconnection: false,
      forceNew: true,
    }) as TestSocket;
    sockets.push(socket);
    return socket;
  };

  it('refuses a page of another origin and accepts one of APP_URL', async () => {
    const { client } = await signedInUser(app);
    await expect(connected(withOrigin(client, 'https://evil.example'))).rejects.toThrow();
    await expect(connected(withOrigin(client, new URL(app.url).origin))).resolves.toBeUndefined();
  });
});

describe('anonymous CSRF tokens', () => {
  it('are kept in a short-lived login session, not a 14-day one', async () => {
    const client = new TestClient(app.url);
    expect((await client.get('/api/auth/csrf')).status).toBe(200);
    const sid = sidOf(client);
    const ttl = await app.rt.redis.ttl(`${app.rt.config.QUEUE_PREFIX}:login:${sid}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(ANONYMOUS_SESSION_MS / 1000);
  });

  it('still work for signing in, which then gets the full lifetime', async () => {
    const user = await buildUser(app.rt.db);
    const client = await signIn(app, user);
    const sid = sidOf(client);
    expect(await app.rt.redis.ttl(`${app.rt.config.QUEUE_PREFIX}:login:${sid}`)).toBeGreaterThan(13 * 24 * 3600);
  });
});
