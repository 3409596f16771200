import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import { AppError, notFound } from '../errors.js';

export type Trx = Transaction<Database>;

/** Raised when the user's unexpired credits cannot cover a deduction; nothing was written. */
export class InsufficientCreditsError extends AppError {
  constructor(
    readonly required: number,
    readonly available: number,
  ) {
    super(402, 'insufficient_credits', `You need ${required} credits but have ${available}. Please add more credits.`, { required, available });
    this.name = 'InsufficientCreditsError';
  }
}

/**
 * Every ledger write for a user starts here. Locking the user row serialises that user's allocations,
 * deductions, refunds and expiries, so the cached users.credits can be recomputed exactly inside each
 * transaction and concurrent duplicates of one idempotency key queue behind each other instead of
 * racing. NO KEY UPDATE, not UPDATE: it does not block inserts elsewhere that reference the user.
 */
export async function lockUser(trx: Trx, userId: string): Promise<void> {
  const row = await trx.selectFrom('users').select('id').where('id', '=', userId).forNoKeyUpdate().executeTakeFirst();
  if (!row) throw notFound('User not found');
}

/** Balance = remaining credits of allocated batches not yet expired at `now`. */
export async function readBalance(db: Kysely<Database>, userId: string, now: Date): Promise<{ balance: number; nextExpiry: Date | null }> {
  const row = await db
    .selectFrom('credit_transactions')
    .select((eb) => [eb.fn.coalesce(eb.fn.sum<number>('remaining_credits'), sql<number>`0`).as('balance'), eb.fn.min('expires_at').as('next_expiry')])
    .where('user_id', '=', userId)
    .where('transaction_type', '=', 'allocated')
    .where('remaining_credits', '>', 0)
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow();
  return { balance: Number(row.balance), nextExpiry: (row.next_expiry as Date | null) ?? null };
}

/** Writes the cached balance (and nearest expiry) in the same transaction as the change, in one statement. */
export async function syncBalance(trx: Trx, userId: string, now: Date): Promise<number> {
  const { rows } = await sql<{ credits: number }>`
    UPDATE users u SET credits = b.balance, credits_expiry_date = b.next_expiry
    FROM (
      SELECT COALESCE(SUM(remaining_credits), 0)::int AS balance, MIN(expires_at) AS next_expiry
      FROM credit_transactions
      WHERE user_id = ${userId} AND transaction_type = 'allocated' AND remaining_credits > 0 AND expires_at > ${now}
    ) b
    WHERE u.id = ${userId}
    RETURNING u.credits`.execute(trx);
  return rows[0]!.credits;
}
