import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  allocateInTx,
  createCreditLedger,
  deductInTx,
  expireDue,
  InsufficientCreditsError,
  ledgerViolations,
  readBalance,
  refundInTx,
  type CreditLedger,
} from '../../core/credits/index.js';
import { createDb, type Db } from '../../db/client.js';
import type { User } from '../../db/types.js';
import { createTestDatabase, dropTestDatabase } from '../helpers/db.js';
import { buildUser } from '../helpers/factories.js';

const DAY = 24 * 3600_000;
let database: { name: string; url: string };
let db: Db;
let ledger: CreditLedger;
const events: { userId: string; balance: number }[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  // Enough connections that 50 charges really run side by side in Postgres, not queued in the pool.
  db = createDb(database.url, 40);
  ledger = createCreditLedger({ db, emitter: { toUser: (userId, _e, p) => void events.push({ userId, balance: (p as { balance: number }).balance }) } });
});
afterAll(async () => {
  await db?.destroy();
  if (database) await dropTestDatabase(database.name);
});
afterEach(async () => {
  expect(await ledgerViolations(db)).toEqual([]);
  // The cached balance always equals the ledger's (no test leaves a batch past expiry unswept).
  const users = await db.selectFrom('users').select(['id', 'credits']).execute();
  for (const u of users) expect(u.credits).toBe((await readBalance(db, u.id, new Date())).balance);
  events.length = 0;
});

/** A batch bought at `purchasedAt` (expiring 61 days later). */
const grant = (user: User, credits: number, purchasedAt = new Date()) =>
  ledger.allocate({ userId: user.id, credits, source: 'admin-grant', description: 'test grant', purchasedAt });

const batchRows = (userId: string) =>
  db.selectFrom('credit_transactions').selectAll().where('user_id', '=', userId).where('transaction_type', '=', 'allocated').orderBy('expires_at').execute();

describe('credits ledger', () => {
  it('lets exactly 20 of 50 concurrent one-credit charges through for a balance of 20', async () => {
    const user = await buildUser(db);
    await grant(user, 12, new Date(Date.now() - 10 * DAY));
    await grant(user, 8);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => ledger.deduct({ userId: user.id, amount: 1, idempotencyKey: `race:${user.id}:${i}`, description: 'race' })),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(ok).toHaveLength(20);
    expect(refused).toHaveLength(30);
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(InsufficientCreditsError);
    expect((await readBalance(db, user.id, new Date())).balance).toBe(0);
    expect((await db.selectFrom('users').select('credits').where('id', '=', user.id).executeTakeFirstOrThrow()).credits).toBe(0);
    // Refusals wrote nothing: 20 deductions, 20 used rows.
    expect(await db.selectFrom('credit_deductions').select('id').where('user_id', '=', user.id).execute()).toHaveLength(20);
    const balances = ok.map((r) => (r as PromiseFulfilledResult<{ balance: number }>).value.balance).sort((a, b) => a - b);
    expect(balances).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it('charges once when the same idempotency key arrives 10 times at once', async () => {
    const user = await buildUser(db);
    await grant(user, 30);
    const key = `report:${user.id}`;
    const results = await Promise.all(Array.from({ length: 10 }, () => ledger.deduct({ userId: user.id, amount: 5, idempotencyKey: key, description: 'Insight report' })));
    expect(new Set(results.map((r) => r.deductionId)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect((await readBalance(db, user.id, new Date())).balance).toBe(25);
    expect(events.filter((e) => e.userId === user.id).map((e) => e.balance)).toEqual([30, 25]);
  });

  it('refuses a key reused for a different charge', async () => {
    const user = await buildUser(db);
    await grant(user, 30);
    await ledger.deduct({ userId: user.id, amount: 5, idempotencyKey: `k:${user.id}`, description: 'x' });
    await expect(ledger.deduct({ userId: user.id, amount: 6, idempotencyKey: `k:${user.id}`, description: 'x' })).rejects.toMatchObject({ status: 409 });
    expect((await readBalance(db, user.id, new Date())).balance).toBe(25);
  });

  it('draws a charge spanning three batches oldest-expiring first, one used row per batch', async () => {
    const user = await buildUser(db);
    const now = Date.now();
    const newest = await grant(user, 10, new Date(now - 1 * DAY));
    const oldest = await grant(user, 4, new Date(now - 30 * DAY));
    const middle = await grant(user, 5, new Date(now - 20 * DAY));
    const r = await ledger.deduct({ userId: user.id, amount: 12, idempotencyKey: `span:${user.id}`, description: 'Extra avatars' });
    expect(r.draws).toEqual([
      { batchId: oldest.batchId, credits: 4 },
      { batchId: middle.batchId, credits: 5 },
      { batchId: newest.batchId, credits: 3 },
    ]);
    const remaining = Object.fromEntries((await batchRows(user.id)).map((b) => [b.id, b.remaining_credits]));
    expect(remaining).toEqual({ [oldest.batchId]: 0, [middle.batchId]: 0, [newest.batchId]: 7 });
    const used = await db.selectFrom('credit_transactions').selectAll().where('deduction_id', '=', r.deductionId).execute();
    expect(used.map((u) => [u.batch_id, u.credits, u.transaction_type]).sort()).toEqual(
      [
        [oldest.batchId, -4, 'used'],
        [middle.batchId, -5, 'used'],
        [newest.batchId, -3, 'used'],
      ].sort(),
    );
  });

  it('refuses a charge larger than the balance and writes nothing', async () => {
    const user = await buildUser(db);
    await grant(user, 3);
    const before = await db.selectFrom('credit_transactions').select('id').where('user_id', '=', user.id).execute();
    await expect(ledger.deduct({ userId: user.id, amount: 4, idempotencyKey: `short:${user.id}`, description: 'x' })).rejects.toMatchObject({
      status: 402,
      code: 'insufficient_credits',
    });
    expect(await db.selectFrom('credit_transactions').select('id').where('user_id', '=', user.id).execute()).toHaveLength(before.length);
    expect(await db.selectFrom('credit_deductions').select('id').where('user_id', '=', user.id).execute()).toHaveLength(0);
  });

  it('leaves nothing behind when a caller catches the refusal inside its own transaction', async () => {
    const user = await buildUser(db);
    await grant(user, 1);
    await db.transaction().execute(async (trx) => {
      await expect(deductInTx(trx, { userId: user.id, amount: 2, idempotencyKey: `caught:${user.id}`, description: 'x' })).rejects.toBeInstanceOf(InsufficientCreditsError);
    });
    await grant(user, 5);
    const r = await ledger.deduct({ userId: user.id, amount: 2, idempotencyKey: `caught:${user.id}`, description: 'x' });
    expect(r.replayed).toBe(false);
    expect(r.balance).toBe(4);
  });

  it('never counts or draws a batch at its expiry instant, and counts it 1 ms before', async () => {
    const user = await buildUser(db);
    const expiresAt = new Date(Date.now() + 3 * DAY);
    const purchasedAt = new Date(expiresAt.getTime() - 61 * DAY);
    await grant(user, 6, purchasedAt);
    expect((await batchRows(user.id))[0]!.expires_at!.getTime()).toBe(expiresAt.getTime());
    expect((await readBalance(db, user.id, new Date(expiresAt.getTime() - 1))).balance).toBe(6);
    expect((await readBalance(db, user.id, expiresAt)).balance).toBe(0);
    await expect(
      db.transaction().execute((trx) => deductInTx(trx, { userId: user.id, amount: 1, idempotencyKey: `edge:${user.id}`, description: 'x' }, expiresAt)),
    ).rejects.toBeInstanceOf(InsufficientCreditsError);
  });

  it('expires a batch when expires_at is exactly now, not when it is 1 ms later', async () => {
    const user = await buildUser(db);
    const now = new Date(Date.now() + 5 * DAY);
    const due = await grant(user, 4, new Date(now.getTime() - 61 * DAY));
    const notYet = await grant(user, 7, new Date(now.getTime() - 61 * DAY + 1));
    const r = await expireDue(db, now);
    expect(r.users.filter((u) => u.userId === user.id)).toEqual([{ userId: user.id, balance: 7 }]);
    const rows = Object.fromEntries((await batchRows(user.id)).map((b) => [b.id, b.remaining_credits]));
    expect(rows).toEqual({ [due.batchId]: 0, [notYet.batchId]: 7 });
    const expired = await db.selectFrom('credit_transactions').selectAll().where('user_id', '=', user.id).where('transaction_type', '=', 'expired').execute();
    expect(expired.map((e) => [e.batch_id, e.credits])).toEqual([[due.batchId, -4]]);
  });

  it('expires each batch once when expiry runs twice and four times concurrently', async () => {
    const users = await Promise.all([buildUser(db), buildUser(db), buildUser(db)]);
    for (const u of users) {
      await grant(u, 3, new Date(Date.now() - 62 * DAY));
      await grant(u, 2, new Date(Date.now() - 70 * DAY));
      await grant(u, 9);
    }
    const runs = await Promise.all([expireDue(db), expireDue(db), expireDue(db), expireDue(db)]);
    expect(runs.reduce((s, r) => s + r.batches, 0)).toBe(6);
    expect(runs.reduce((s, r) => s + r.credits, 0)).toBe(15);
    expect((await expireDue(db)).batches).toBe(0);
    for (const u of users) {
      const expired = await db.selectFrom('credit_transactions').select('credits').where('user_id', '=', u.id).where('transaction_type', '=', 'expired').execute();
      expect(expired.map((e) => e.credits).sort()).toEqual([-2, -3]);
      expect((await db.selectFrom('users').select('credits').where('id', '=', u.id).executeTakeFirstOrThrow()).credits).toBe(9);
    }
  });

  it('refunds exactly the batches a deduction drew, once', async () => {
    const user = await buildUser(db);
    const a = await grant(user, 2, new Date(Date.now() - 20 * DAY));
    const b = await grant(user, 10, new Date(Date.now() - 10 * DAY));
    const c = await grant(user, 10);
    await ledger.deduct({ userId: user.id, amount: 1, idempotencyKey: `first:${user.id}`, description: 'first' });
    const r = await ledger.deduct({ userId: user.id, amount: 5, idempotencyKey: `report:${user.id}`, description: 'Insight report' });
    expect(r.draws).toEqual([
      { batchId: a.batchId, credits: 1 },
      { batchId: b.batchId, credits: 4 },
    ]);
    const [first, second] = await Promise.all([ledger.refund(`report:${user.id}`), ledger.refund(`report:${user.id}`)]);
    expect([first!.refunded, second!.refunded].sort()).toEqual([false, true]);
    const remaining = Object.fromEntries((await batchRows(user.id)).map((x) => [x.id, x.remaining_credits]));
    expect(remaining).toEqual({ [a.batchId]: 1, [b.batchId]: 10, [c.batchId]: 10 });
    const refunds = await db.selectFrom('credit_transactions').selectAll().where('deduction_id', '=', r.deductionId).where('transaction_type', '=', 'refunded').execute();
    expect(refunds.map((x) => [x.batch_id, x.credits]).sort()).toEqual(
      [
        [a.batchId, 1],
        [b.batchId, 4],
      ].sort(),
    );
    expect((await readBalance(db, user.id, new Date())).balance).toBe(21);
    expect(await ledger.refund('never-charged')).toBeNull();
    // A refunded key stays spent: retrying the charge returns the original, charging nothing.
    expect((await ledger.deduct({ userId: user.id, amount: 5, idempotencyKey: `report:${user.id}`, description: 'Insight report' })).replayed).toBe(true);
  });

  it('does not revive credits whose batch expired before the refund', async () => {
    const user = await buildUser(db);
    const old = await grant(user, 5, new Date(Date.now() - 60 * DAY));
    await ledger.deduct({ userId: user.id, amount: 3, idempotencyKey: `late:${user.id}`, description: 'x' });
    await expireDue(db, new Date(Date.now() + 2 * DAY));
    const refund = await db.transaction().execute((trx) => refundInTx(trx, `late:${user.id}`, new Date(Date.now() + 2 * DAY)));
    expect(refund!.refunded).toBe(true);
    expect(refund!.balance).toBe(0);
    const expired = await db
      .selectFrom('credit_transactions')
      .select('credits')
      .where('batch_id', '=', old.batchId)
      .where('transaction_type', '=', 'expired')
      .executeTakeFirstOrThrow();
    expect(expired.credits).toBe(-5);
    expect((await batchRows(user.id))[0]!.remaining_credits).toBe(0);
  });

  it('allocates a payment reference once, however often it is replayed', async () => {
    const user = await buildUser(db);
    const input = { userId: user.id, credits: 50, source: 'top-up' as const, description: 'Growth Pack', externalRef: `stripe:pi:${user.id}` };
    const results = await Promise.all(Array.from({ length: 5 }, () => db.transaction().execute((trx) => allocateInTx(trx, input))));
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.batchId)).size).toBe(1);
    expect((await readBalance(db, user.id, new Date())).balance).toBe(50);
  });
});
