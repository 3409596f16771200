import type { Db } from '../../db/client.js';
import type { User } from '../../db/types.js';
import { allocateInTx, type Allocation } from '../credits/index.js';
import { badRequest, notFound } from '../errors.js';
import { writeAudit } from './audit.js';

export interface GrantInput {
  actorId: string;
  userId: string;
  credits: number;
  reason: string;
  /** The client's key for this grant; a repeat with the same key returns the first grant. */
  idempotencyKey: string;
}

/**
 * An admin's credit grant: a batch like a purchase (expiring 61 days later) and its audit row, in one
 * transaction, so there is never a grant without a record of who made it and why. The batch's
 * external reference carries the idempotency key (scoped to the target user), so the unique index
 * makes a repeated request return the first batch, granted and audited once.
 */
export async function grantCredits(db: Db, input: GrantInput): Promise<{ allocation: Allocation & { credits: number }; expiresAt: Date; user: User }> {
  return db.transaction().execute(async (trx) => {
    const allocation = await allocateInTx(trx, {
      userId: input.userId,
      credits: input.credits,
      source: 'admin-grant',
      description: input.reason,
      externalRef: `admin-grant:${input.userId}:${input.idempotencyKey}`,
    });
    const batch = await trx.selectFrom('credit_transactions').select(['expires_at', 'credits']).where('id', '=', allocation.batchId).executeTakeFirstOrThrow();
    const user = await trx.selectFrom('users').selectAll().where('id', '=', input.userId).executeTakeFirstOrThrow();
    if (!allocation.created) return { allocation: { ...allocation, credits: batch.credits }, expiresAt: batch.expires_at!, user };
    await writeAudit(trx, {
      actorId: input.actorId,
      action: 'credits.grant',
      targetUserId: input.userId,
      details: { credits: input.credits, reason: input.reason, batchId: allocation.batchId, balance: allocation.balance },
    });
    return { allocation: { ...allocation, credits: batch.credits }, expiresAt: batch.expires_at!, user };
  });
}

export interface UserChangeInput {
  actorId: string;
  userId: string;
  subscriptionLevel?: string;
  isAdmin?: boolean;
}

/**
 * Sets a plan level or admin rights by hand (support cases). The level must be free or an existing
 * plan; an admin cannot remove their own admin rights (nobody could give them back). Audited with
 * the values before and after.
 */
export async function changeUser(db: Db, input: UserChangeInput): Promise<User> {
  if (input.isAdmin === false && input.actorId === input.userId) throw badRequest('You cannot remove your own admin access.', 'cannot_demote_self');
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('users').selectAll().where('id', '=', input.userId).forNoKeyUpdate().executeTakeFirst();
    if (!before) throw notFound('User not found');
    if (input.subscriptionLevel !== undefined && input.subscriptionLevel !== 'free') {
      const plan = await trx.selectFrom('pricing_plans').select('id').where('plan_name', '=', input.subscriptionLevel).executeTakeFirst();
      if (!plan) throw badRequest(`subscriptionLevel: unknown plan "${input.subscriptionLevel}"`, 'validation_error');
    }
    const after = await trx
      .updateTable('users')
      .set({
        ...(input.subscriptionLevel !== undefined ? { subscription_level: input.subscriptionLevel } : {}),
        ...(input.isAdmin !== undefined ? { is_admin: input.isAdmin } : {}),
        updated_at: new Date(),
      })
      .where('id', '=', input.userId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await writeAudit(trx, {
      actorId: input.actorId,
      action: 'user.update',
      targetUserId: input.userId,
      details: {
        ...(input.subscriptionLevel !== undefined ? { subscriptionLevel: { from: before.subscription_level, to: after.subscription_level } } : {}),
        ...(input.isAdmin !== undefined ? { isAdmin: { from: before.is_admin, to: after.is_admin } } : {}),
      },
    });
    return after;
  });
}
