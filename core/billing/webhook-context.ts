import type { Logger } from '../logger.js';
import type { Trx } from '../credits/index.js';
import type { PricingPlan, User } from '../../db/types.js';
import { uuid } from '../http/contract.js';
import { displayName } from '../users.js';
import { insertDelivery, type WebhookCalltype } from '../webhooks.js';

/** What an event changed that must be announced or enqueued once its transaction has committed. */
export interface Effects {
  balances: Map<string, number>;
  usersUpdated: Set<string>;
  deliveryIds: string[];
  /** Subscriptions replaced by a newer purchase, to cancel at Stripe so nobody pays twice. */
  replacedSubscriptions: string[];
}

export interface EventContext {
  trx: Trx;
  /** When Stripe created the event: the order of subscription changes, whatever the delivery order. */
  eventAt: Date;
  effects: Effects;
  webhookUrl?: string;
  log: Logger;
}

export const newEffects = (): Effects => ({ balances: new Map(), usersUpdated: new Set(), deliveryIds: [], replacedSubscriptions: [] });

/** Stripe ids arrive either as strings or as expanded objects. */
export const idOf = (v: string | { id: string } | null | undefined): string | null => (typeof v === 'string' ? v : (v?.id ?? null));

/**
 * The user an event is about, locked for this transaction: by the user id our own code put in the
 * metadata, else by the Stripe customer. Undefined for events that are not ours.
 */
export async function lockEventUser(ctx: EventContext, userId: string | null | undefined, customerId: string | null): Promise<User | undefined> {
  let q = ctx.trx.selectFrom('users').selectAll();
  if (userId && uuid.safeParse(userId).success) q = q.where('id', '=', userId);
  else if (customerId) q = q.where('stripe_customer_id', '=', customerId);
  else return undefined;
  return q.forNoKeyUpdate().executeTakeFirst();
}

export async function planFor(ctx: EventContext, planName: string | null | undefined, priceId: string | null | undefined): Promise<PricingPlan | undefined> {
  if (planName) {
    const byName = await ctx.trx.selectFrom('pricing_plans').selectAll().where('plan_name', '=', planName).executeTakeFirst();
    if (byName) return byName;
  }
  if (priceId) return ctx.trx.selectFrom('pricing_plans').selectAll().where('stripe_price_id', '=', priceId).executeTakeFirst();
  return undefined;
}

/** Records an outbound plan webhook; it is enqueued after commit. */
export async function recordPlanWebhook(
  ctx: EventContext,
  user: User,
  calltype: Extract<WebhookCalltype, 'new_plan_started' | 'cancelled_plan'>,
  extra: Record<string, unknown>,
): Promise<void> {
  const id = await insertDelivery(ctx.trx, {
    kind: 'webhook',
    calltype,
    url: ctx.webhookUrl,
    payload: { email: user.email, name: displayName(user), calltype, ...extra },
  });
  ctx.effects.deliveryIds.push(id);
}
