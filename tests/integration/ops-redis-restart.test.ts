import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { insertOutbox } from '../../core/mail.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { signedInUser } from '../helpers/factories.js';
import { startPrivateRedis } from '../helpers/redis-server.js';
import { waitFor } from '../helpers/wait.js';

// Redis restarts mid-session: queued jobs survive (AOF), the api and workers reconnect by themselves,
// login sessions survive, and sockets keep receiving events.
let redis: Awaited<ReturnType<typeof startPrivateRedis>>;
let app: TestApp;
let socket: Socket;

beforeAll(async () => {
  redis = await startPrivateRedis();
  app = await startTestApp({ env: { REDIS_URL: redis.url } });
});
afterAll(async () => {
  socket?.close();
  await app?.close();
  await redis?.stop();
});

describe('Redis restarted mid-session', () => {
  it('keeps queued jobs, login sessions and the realtime channel', async () => {
    const { user, client } = await signedInUser(app);
    socket = connect(app.url, { transports: ['websocket'], extraHeaders: { cookie: client.cookieHeader() } });
    await new Promise<void>((r) => socket.once('connect', () => r()));

    const ids = await Promise.all([1, 2, 3].map((n) => insertOutbox(app.rt.db, { to: `queued${n}@example.com`, subject: 'Queued', text: 'x' })));
    for (const outboxId of ids) await app.rt.queues.enqueue('notify-email', { outboxId });

    await redis.restart(1000);

    await waitFor(async () => (await fetch(`${app.url}/readyz`)).status === 200, { timeout: 20_000, what: 'api to reconnect' });
    expect((await client.get('/api/auth/me')).body.user.id).toBe(user.id);

    // A worker started after the restart finds the jobs queued before it.
    await app.startWorkers(['notify']);
    await waitFor(async () => (await app.rt.db.selectFrom('email_outbox').select('status').where('id', 'in', ids).execute()).every((r) => r.status === 'stored'), {
      timeout: 30_000,
      what: 'queued jobs to run after the restart',
    });

    await waitFor(() => socket.connected, { timeout: 20_000, what: 'socket reconnection' });
    const got: number[] = [];
    socket.on('credits:changed', (p) => got.push(p.balance));
    await waitFor(
      () => {
        app.rt.emitter.toUser(user.id, 'credits:changed', { balance: 3 });
        return got.length > 0;
      },
      { timeout: 20_000, interval: 500, what: 'an event after the restart' },
    );
    expect(got[0]).toBe(3);
  });
});
