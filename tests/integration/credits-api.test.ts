import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { allocateInTx, deductInTx, ledgerViolations } from '../../core/credits/index.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { TestClient } from '../helpers/client.js';
import { signedInUser } from '../helpers/factories.js';
import { waitFor } from '../helpers/wait.js';

const DAY = 24 * 3600_000;
let app: TestApp;
const sockets: Socket[] = [];

beforeAll(async () => {
  app = await startTestApp({ workers: ['maintenance'], env: { CREDIT_EXPIRY_EVERY_MS: '1000' } });
});
afterEach(async () => {
  expect(await ledgerViolations(app.rt.db)).toEqual([]);
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await app?.close();
});

const allocate = (userId: string, credits: number, purchasedAt: Date) =>
  app.rt.db.transaction().execute((trx) => allocateInTx(trx, { userId, credits, source: 'admin-grant', description: `Grant of ${credits}`, purchasedAt }));

describe('GET /api/credits', () => {
  it('is for signed-in users only', async () => {
    expect((await new TestClient(app.url).get('/api/credits')).status).toBe(401);
  });

  it('shows the balance, open batches with urgency and days left, and what expires soon', async () => {
    const { user, client } = await signedInUser(app, { plan: 'growth' });
    const ago = (days: number) => new Date(Date.now() - days * DAY);
    await allocate(user.id, 5, ago(59)); // 2 days left: critical
    await allocate(user.id, 6, ago(55)); // 6 days left: warning
    await allocate(user.id, 7, ago(1)); // 60 days left: normal
    await allocate(user.id, 9, ago(62)); // expired, not yet swept by the job: not counted
    const res = await client.get('/api/credits');
    expect(res.status).toBe(200);
    expect(res.body.balance).toBe(18);
    expect(res.body.expiringSoon).toBe(11);
    expect(res.body.batches.map((b: any) => [b.remaining, b.daysLeft, b.urgency])).toEqual([
      [5, 2, 'critical'],
      [6, 6, 'warning'],
      [7, 60, 'normal'],
    ]);
    expect(Date.parse(res.body.batches[0].expiresAt)).toBeGreaterThan(Date.now());
  });

  it('lists the 50 newest ledger rows, newest first, with the session title joined', async () => {
    const { user, client } = await signedInUser(app, { plan: 'growth' });
    const session = await app.rt.db.insertInto('sessions').values({ user_id: user.id, title: 'Oat milk launch' }).returning('id').executeTakeFirstOrThrow();
    await allocate(user.id, 100, new Date());
    for (let i = 0; i < 55; i++) {
      await app.rt.db
        .transaction()
        .execute((trx) =>
          deductInTx(trx, { userId: user.id, amount: 1, idempotencyKey: `h:${user.id}:${i}`, description: `Charge ${i}`, sessionId: i === 54 ? session.id : null }),
        );
    }
    const { body } = await client.get('/api/credits');
    expect(body.history).toHaveLength(50);
    expect(body.history[0]).toMatchObject({ type: 'used', credits: -1, description: 'Charge 54', sessionId: session.id, sessionTitle: 'Oat milk launch' });
    expect(body.history[1]).toMatchObject({ description: 'Charge 53', sessionTitle: null });
    const times = body.history.map((h: any) => Date.parse(h.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // Another user's ledger never shows.
    const other = await signedInUser(app);
    expect((await other.client.get('/api/credits')).body).toMatchObject({ balance: 0, batches: [], history: [] });
  });
});

describe('scheduled credit expiry', () => {
  it('is one job scheduler, however many maintenance workers start', async () => {
    await app.startWorkers(['maintenance'], { CREDIT_EXPIRY_EVERY_MS: '1000' });
    const schedulers = await app.rt.queues.get('maintenance').getJobSchedulers();
    expect(schedulers.filter((s) => s.key === 'credit-expiry' || s.id === 'credit-expiry')).toHaveLength(1);
  });

  it('expires a due batch on its own and pushes the new balance to the header', async () => {
    const { user, client } = await signedInUser(app, { plan: 'growth' });
    await allocate(user.id, 4, new Date(Date.now() - 61 * DAY + 1500)); // expires in 1.5 s
    await allocate(user.id, 3, new Date());
    const socket = connect(app.url, { transports: ['websocket'], extraHeaders: { cookie: client.cookieHeader() }, reconnection: false });
    sockets.push(socket);
    const seen: number[] = [];
    socket.on('credits:changed', (p: { balance: number }) => seen.push(p.balance));
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    expect((await client.get('/api/credits')).body.balance).toBe(7);
    await waitFor(() => seen.includes(3), { timeout: 15_000, what: 'credits:changed after expiry' });
    const expired = await app.rt.db.selectFrom('credit_transactions').selectAll().where('user_id', '=', user.id).where('transaction_type', '=', 'expired').execute();
    expect(expired.map((e) => e.credits)).toEqual([-4]);
    expect((await client.get('/api/auth/me')).body.user.credits).toBe(3);
  });
});
