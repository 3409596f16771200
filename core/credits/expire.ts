import type { Db } from '../../db/client.js';
import { lockUser, syncBalance, type Trx } from './store.js';

export interface ExpiryResult {
  batches: number;
  credits: number;
  /** Users whose balance changed, with the new balance (for `credits:changed`). */
  users: { userId: string; balance: number }[];
}

/** Expires one user's due batches inside the caller's transaction. */
async function expireUserInTx(trx: Trx, userId: string, now: Date): Promise<{ batches: number; credits: number; balance: number }> {
  await lockUser(trx, userId);
  // Re-read under the lock: a second worker that got here first has already zeroed these batches.
  const due = await trx
    .selectFrom('credit_transactions')
    .select(['id', 'remaining_credits'])
    .where('user_id', '=', userId)
    .where('transaction_type', '=', 'allocated')
    .where('remaining_credits', '>', 0)
    .where('expires_at', '<=', now)
    .forUpdate()
    .execute();
  let credits = 0;
  for (const b of due) {
    const n = b.remaining_credits!;
    credits += n;
    await trx
      .insertInto('credit_transactions')
      .values({ user_id: userId, credits: -n, remaining_credits: null, transaction_type: 'expired', description: 'Credits expired', batch_id: b.id })
      // The unique index allows one expired row per batch; a batch refunded after a partial expiry adds to it.
      .onConflict((oc) =>
        oc
          .column('batch_id')
          .where('transaction_type', '=', 'expired')
          .doUpdateSet((eb) => ({ credits: eb('credit_transactions.credits', '+', eb.ref('excluded.credits')) })),
      )
      .execute();
    await trx.updateTable('credit_transactions').set({ remaining_credits: 0 }).where('id', '=', b.id).execute();
  }
  return { batches: due.length, credits, balance: due.length ? await syncBalance(trx, userId, now) : 0 };
}

/**
 * Expires every batch whose `expires_at` is at or before `now` (the instant of expiry counts as
 * expired, matching the balance, which counts only batches expiring after now). One transaction per
 * user, so a large run never holds many users' locks; safe to run twice or on two workers at once.
 */
export async function expireDue(db: Db, now = new Date(), usersPerPass = 200): Promise<ExpiryResult> {
  const result: ExpiryResult = { batches: 0, credits: 0, users: [] };
  for (;;) {
    const users = await db
      .selectFrom('credit_transactions')
      .select('user_id')
      .distinct()
      .where('transaction_type', '=', 'allocated')
      .where('remaining_credits', '>', 0)
      .where('expires_at', '<=', now)
      .limit(usersPerPass)
      .execute();
    if (!users.length) return result;
    for (const { user_id: userId } of users) {
      const r = await db.transaction().execute((trx) => expireUserInTx(trx, userId, now));
      if (r.batches) {
        result.batches += r.batches;
        result.credits += r.credits;
        result.users.push({ userId, balance: r.balance });
      }
    }
  }
}
