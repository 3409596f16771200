import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { TestClient } from '../helpers/client.js';
import { buildUser, TEST_PASSWORD } from '../helpers/factories.js';
import { spawnApi, type Spawned } from '../helpers/processes.js';
import { waitFor } from '../helpers/wait.js';

// Two api processes share one Postgres and Redis; an event emitted from anywhere (a worker uses the
// same Redis emitter) must reach a browser connected to either process.
let app: TestApp;
let apis: (Spawned & { url: string })[] = [];
const sockets: Socket[] = [];

beforeAll(async () => {
  app = await startTestApp();
  const env = {
    DATABASE_URL: app.rt.config.DATABASE_URL,
    REDIS_URL: app.rt.config.REDIS_URL,
    QUEUE_PREFIX: app.rt.config.QUEUE_PREFIX,
    SESSION_SECRET: 'shared-secret-for-two-apis',
  };
  apis = await Promise.all([spawnApi(env), spawnApi(env)]);
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  for (const a of apis) {
    a.kill('SIGTERM');
    await a.exited;
  }
  await app?.close();
});

function socketFor(url: string, cookie: string): Promise<Socket> {
  const socket = connect(url, { transports: ['websocket'], extraHeaders: { cookie }, reconnection: false });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

describe('two api processes', () => {
  it('share login sessions and deliver a user event to sockets on both processes', async () => {
    const user = await buildUser(app.rt.db);
    const client = new TestClient(apis[0]!.url);
    expect((await client.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD })).status).toBe(200);
    // The login session lives in Redis: the same cookie is signed in on the second process.
    const other = new TestClient(apis[1]!.url);
    other.setCookie('fg.sid', client.cookieHeader().match(/fg\.sid=([^;]+)/)![1]!);
    expect((await other.get('/api/auth/me')).body.user.id).toBe(user.id);

    const a = await socketFor(apis[0]!.url, client.cookieHeader());
    const b = await socketFor(apis[1]!.url, client.cookieHeader());
    const received: string[] = [];
    a.on('credits:changed', (p) => received.push(`a:${p.balance}`));
    b.on('credits:changed', (p) => received.push(`b:${p.balance}`));
    await new Promise((r) => setTimeout(r, 200));
    app.rt.emitter.toUser(user.id, 'credits:changed', { balance: 7 });
    await waitFor(() => received.length === 2, { what: 'both sockets to receive' });
    expect(received.sort()).toEqual(['a:7', 'b:7']);
  });

  it('refuses an unauthenticated socket on either process', async () => {
    for (const api of apis) {
      await expect(socketFor(api.url, '')).rejects.toThrow(/unauthorized/);
    }
  });
});
