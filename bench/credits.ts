// Credits section: how fast the ledger charges under contention, and whether any charge is lost or
// doubled. Every client also re-sends some of its keys (as a retrying caller would), so idempotency is
// under load too. Run alone with `npm run bench -- --only=credits`.
import { createCreditLedger, InsufficientCreditsError, ledgerViolations, readBalance } from '../core/credits/index.js';
import { createDb, type Db } from '../db/client.js';
import { benchDatabase, percentile, type SectionRow } from './harness.js';

const CLIENTS = 32;
/** One in this many charges is sent a second time with the same key. */
const RETRY_EVERY = 7;

interface RunResult {
  perSecond: number;
  p99Ms: number;
  lost: number;
  doubled: number;
}

async function createUsers(db: Db, count: number, creditsEach: number): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < count; start += 500) {
    const rows = await db
      .insertInto('users')
      .values(Array.from({ length: Math.min(500, count - start) }, (_, i) => ({ email: `bench-${start + i}-${Date.now()}@example.com`, password_hash: 'not-a-login' })))
      .returning('id')
      .execute();
    ids.push(...rows.map((r) => r.id));
  }
  const ledger = createCreditLedger({ db });
  for (let i = 0; i < ids.length; i += CLIENTS) {
    await Promise.all(ids.slice(i, i + CLIENTS).map((userId) => ledger.allocate({ userId, credits: creditsEach, source: 'admin-grant', description: 'bench' })));
  }
  return ids;
}

/**
 * `total` one-credit charges spread over `userIds` by 32 concurrent clients. Afterwards the ledger is
 * compared with what the clients were told: an acknowledged key with no charge is lost; credits drawn
 * beyond one per distinct acknowledged key are doubled.
 */
async function run(db: Db, userIds: string[], total: number, tag: string): Promise<RunResult> {
  const ledger = createCreditLedger({ db });
  const before = new Map<string, number>();
  for (const id of userIds) before.set(id, (await readBalance(db, id, new Date())).balance);
  const acknowledged = new Set<string>();
  const latencies: number[] = [];
  let next = 0;
  const charge = async (i: number) => {
    const userId = userIds[i % userIds.length]!;
    const key = `bench:${tag}:${i}`;
    const t = performance.now();
    try {
      await ledger.deduct({ userId, amount: 1, idempotencyKey: key, description: 'bench charge' });
      acknowledged.add(key);
    } catch (err) {
      if (!(err instanceof InsufficientCreditsError)) throw err;
    }
    latencies.push(performance.now() - t);
  };
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      for (let i = next++; i < total; i = next++) {
        await charge(i);
        if (i % RETRY_EVERY === 0) await charge(i);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;

  const rows = await db.selectFrom('credit_deductions').select(['idempotency_key']).where('idempotency_key', 'like', `bench:${tag}:%`).execute();
  const charged = new Set(rows.map((r) => r.idempotency_key));
  let drawn = 0;
  for (const id of userIds) drawn += before.get(id)! - (await readBalance(db, id, new Date())).balance;
  return {
    perSecond: total / seconds,
    p99Ms: percentile(latencies, 99),
    lost: [...acknowledged].filter((k) => !charged.has(k)).length,
    doubled: Math.max(0, drawn - charged.size) + Math.max(0, rows.length - charged.size),
  };
}

export async function benchCredits(opts: { quick: boolean }): Promise<SectionRow[]> {
  const database = await benchDatabase();
  // Its own pool: one connection per client, so contention is in Postgres, not in the pool queue.
  const db = createDb(database.url, CLIENTS + 2);
  try {
    const charges = opts.quick ? 2_000 : 10_000;
    const [hot] = await createUsers(db, 1, charges);
    const single = await run(db, [hot!], charges, 'one');
    const many = await createUsers(db, 1_000, Math.ceil(charges / 1_000) + 1);
    const spread = await run(db, many, charges, 'many');
    const violations = (await ledgerViolations(db)).length;
    return [
      { name: 'deductions, one user, 32 concurrent clients', value: single.perSecond, unit: 'deductions/s' },
      { name: 'deduction latency p99, one user', value: single.p99Ms, unit: 'ms' },
      { name: 'deductions, 1,000 users, 32 concurrent clients', value: spread.perSecond, unit: 'deductions/s' },
      { name: 'deduction latency p99, 1,000 users', value: spread.p99Ms, unit: 'ms' },
      { name: 'lost charges (must be 0)', value: single.lost + spread.lost, unit: 'charges' },
      { name: 'doubled charges (must be 0)', value: single.doubled + spread.doubled, unit: 'charges' },
      { name: 'ledger invariant violations (must be 0)', value: violations, unit: 'rows' },
    ];
  } finally {
    await db.destroy();
    await database.drop();
  }
}
