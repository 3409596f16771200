import { badRequest } from '../errors.js';
import { expiryFor } from './policy.js';
import { lockUser, syncBalance, type Trx } from './store.js';

/** Where a batch came from: a plan's monthly credits, a top-up package, or an admin's grant. */
export type CreditSource = 'subscription' | 'top-up' | 'admin-grant';

export interface AllocateInput {
  userId: string;
  credits: number;
  source: CreditSource;
  description: string;
  /** Unique reference of what paid for the batch (`stripe:invoice:in_…`); a second allocation with it is a no-op. */
  externalRef?: string;
  /** When the credits were bought; the batch expires 61 days later. Defaults to now. */
  purchasedAt?: Date;
}

export interface Allocation {
  batchId: string;
  balance: number;
  /** False when `externalRef` had already been allocated (a replayed payment). */
  created: boolean;
}

/** Adds a batch of credits, inside the caller's transaction. */
export async function allocateInTx(trx: Trx, input: AllocateInput, now = new Date()): Promise<Allocation> {
  if (!Number.isInteger(input.credits) || input.credits <= 0) throw badRequest('credits must be a positive whole number');
  await lockUser(trx, input.userId);
  const inserted = await trx
    .insertInto('credit_transactions')
    .values({
      user_id: input.userId,
      credits: input.credits,
      remaining_credits: input.credits,
      transaction_type: 'allocated',
      description: input.description,
      expires_at: expiryFor(input.purchasedAt ?? now),
      source: input.source,
      external_ref: input.externalRef ?? null,
    })
    .onConflict((oc) => oc.column('external_ref').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) {
    const existing = await trx.selectFrom('credit_transactions').select('id').where('external_ref', '=', input.externalRef!).executeTakeFirstOrThrow();
    return { batchId: existing.id, balance: await syncBalance(trx, input.userId, now), created: false };
  }
  return { batchId: inserted.id, balance: await syncBalance(trx, input.userId, now), created: true };
}
