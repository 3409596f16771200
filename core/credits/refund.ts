import type { Draw } from './policy.js';
import { lockUser, syncBalance, type Trx } from './store.js';

export interface Refund {
  userId: string;
  deductionId: string;
  /** False when the deduction had already been refunded: this call changed nothing. */
  refunded: boolean;
  restored: Draw[];
  balance: number;
}

/**
 * Gives back exactly what a deduction drew, batch by batch, inside the caller's transaction
 * (a report that finally failed). Idempotent: the second call finds `refunded_at` set.
 * Returns null when no deduction has this key (nothing was ever charged).
 *
 * A batch that expired meanwhile does not come back to life: its restored credits are added to its
 * expired row, so the user regains only what they could still have spent.
 */
export async function refundInTx(trx: Trx, idempotencyKey: string, now = new Date()): Promise<Refund | null> {
  const found = await trx.selectFrom('credit_deductions').select('user_id').where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
  if (!found) return null;
  await lockUser(trx, found.user_id);
  const deduction = await trx.selectFrom('credit_deductions').selectAll().where('idempotency_key', '=', idempotencyKey).forUpdate().executeTakeFirstOrThrow();
  const userId = deduction.user_id;
  if (deduction.refunded_at) {
    return { userId, deductionId: deduction.id, refunded: false, restored: [], balance: await syncBalance(trx, userId, now) };
  }

  const used = await trx
    .selectFrom('credit_transactions')
    .select(['batch_id', 'credits'])
    .where('deduction_id', '=', deduction.id)
    .where('transaction_type', '=', 'used')
    .execute();
  const restored: Draw[] = used.map((u) => ({ batchId: u.batch_id!, credits: -u.credits }));
  const batchIds = restored.map((d) => d.batchId);
  const batches = batchIds.length ? await trx.selectFrom('credit_transactions').select(['id', 'expires_at']).where('id', 'in', batchIds).orderBy('id').forUpdate().execute() : [];
  const expiredRows = batchIds.length
    ? await trx.selectFrom('credit_transactions').select(['id', 'batch_id']).where('batch_id', 'in', batchIds).where('transaction_type', '=', 'expired').execute()
    : [];

  for (const d of restored) {
    const batch = batches.find((b) => b.id === d.batchId)!;
    const expiredRow = expiredRows.find((e) => e.batch_id === d.batchId);
    if (expiredRow && batch.expires_at! <= now) {
      await trx
        .updateTable('credit_transactions')
        .set((eb) => ({ credits: eb('credits', '-', d.credits) }))
        .where('id', '=', expiredRow.id)
        .execute();
    } else {
      // Not yet swept (even if past its expiry): the next expiry run takes the restored credits too.
      await trx
        .updateTable('credit_transactions')
        .set((eb) => ({ remaining_credits: eb('remaining_credits', '+', d.credits) }))
        .where('id', '=', d.batchId)
        .execute();
    }
  }
  if (restored.length) {
    await trx
      .insertInto('credit_transactions')
      .values(
        restored.map((d) => ({
          user_id: userId,
          credits: d.credits,
          remaining_credits: null,
          transaction_type: 'refunded' as const,
          description: `Refund: ${deduction.description ?? 'credit charge'}`,
          batch_id: d.batchId,
          deduction_id: deduction.id,
          session_id: deduction.session_id,
        })),
      )
      .execute();
  }
  await trx.updateTable('credit_deductions').set({ refunded_at: now }).where('id', '=', deduction.id).execute();
  return { userId, deductionId: deduction.id, refunded: true, restored, balance: await syncBalance(trx, userId, now) };
}
