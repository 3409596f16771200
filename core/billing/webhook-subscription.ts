import type Stripe from 'stripe';
import type { PricingPlan, User } from '../../db/types.js';
import { allocateInTx } from '../credits/index.js';
import { idOf, lockEventUser, planFor, recordPlanWebhook, type EventContext } from './webhook-context.js';

// Subscription state on users follows two rules, because Stripe may deliver events late, twice or
// out of order:
// - Only a purchase (a completed checkout, or the first invoice of a new subscription) may make a
//   subscription the user's current one; later events touch the user only if they are about the
//   current subscription. A late renewal of a replaced subscription can never switch the plan back.
// - Level and status follow the newest event applied (`billing_state_at`); an older one is skipped.
//   Renewal dates only move forward.
// Credits are separate: each paid invoice grants its plan's credits once, whatever its order.

const isStale = (user: User, ctx: EventContext) => !!user.billing_state_at && ctx.eventAt < user.billing_state_at;
const later = (a: Date | null, b: Date | null | undefined) => (a && b ? (a > b ? a : b) : (b ?? a));
const fromUnix = (s: number | null | undefined) => (s ? new Date(s * 1000) : null);

async function adopt(ctx: EventContext, user: User, subscriptionId: string, customerId: string | null, plan: PricingPlan, renewal: Date | null): Promise<void> {
  if (user.stripe_subscription_id === subscriptionId) return updateCurrent(ctx, user, subscriptionId, { plan, status: 'active', renewal });
  if (isStale(user, ctx)) return;
  await ctx.trx
    .updateTable('users')
    .set({
      subscription_level: plan.plan_name,
      subscription_status: 'active',
      stripe_subscription_id: subscriptionId,
      stripe_customer_id: user.stripe_customer_id ?? customerId,
      start_date: ctx.eventAt,
      renewal_date: renewal,
      cancel_at_period_end: false,
      billing_state_at: ctx.eventAt,
      updated_at: new Date(),
    })
    .where('id', '=', user.id)
    .execute();
  if (user.stripe_subscription_id) ctx.effects.replacedSubscriptions.push(user.stripe_subscription_id);
  ctx.effects.usersUpdated.add(user.id);
  await recordPlanWebhook(ctx, user, 'new_plan_started', { current_plan: plan.plan_name, previous_plan: user.subscription_level || 'free' });
}

interface CurrentChange {
  plan?: PricingPlan;
  status?: string;
  renewal?: Date | null;
  cancelAtPeriodEnd?: boolean;
}

async function updateCurrent(ctx: EventContext, user: User, subscriptionId: string, change: CurrentChange): Promise<void> {
  if (user.stripe_subscription_id !== subscriptionId) return;
  const renewal = later(user.renewal_date, change.renewal);
  const stale = isStale(user, ctx);
  await ctx.trx
    .updateTable('users')
    .set({
      renewal_date: renewal,
      ...(stale
        ? {}
        : {
            billing_state_at: ctx.eventAt,
            ...(change.plan ? { subscription_level: change.plan.plan_name } : {}),
            ...(change.status ? { subscription_status: change.status } : {}),
            ...(change.cancelAtPeriodEnd !== undefined ? { cancel_at_period_end: change.cancelAtPeriodEnd } : {}),
          }),
      updated_at: new Date(),
    })
    .where('id', '=', user.id)
    .execute();
  ctx.effects.usersUpdated.add(user.id);
}

async function grantInvoice(ctx: EventContext, user: User, plan: PricingPlan, invoiceId: string, paidAt: Date): Promise<void> {
  const r = await allocateInTx(ctx.trx, {
    userId: user.id,
    credits: plan.credits,
    source: 'subscription',
    description: `${plan.display_name} plan: monthly credits`,
    externalRef: `stripe:invoice:${invoiceId}`,
    purchasedAt: paidAt,
  });
  if (r.created) ctx.effects.balances.set(user.id, r.balance);
}

export async function onCheckoutCompleted(ctx: EventContext, session: Stripe.Checkout.Session): Promise<void> {
  if (session.mode !== 'subscription') return;
  const subscriptionId = idOf(session.subscription);
  const user = await lockEventUser(ctx, session.metadata?.userId ?? session.client_reference_id, idOf(session.customer));
  if (!user || !subscriptionId) return void ctx.log.warn({ session: session.id }, 'checkout for an unknown user ignored');
  const plan = await planFor(ctx, session.metadata?.planName, null);
  if (!plan) throw new Error(`checkout ${session.id}: plan "${session.metadata?.planName}" not found`);
  // The first invoice's credits: whichever of this event and invoice.paid comes first grants them.
  const invoiceId = idOf(session.invoice);
  if (invoiceId && session.payment_status === 'paid') await grantInvoice(ctx, user, plan, invoiceId, ctx.eventAt);
  await adopt(ctx, user, subscriptionId, idOf(session.customer), plan, null);
}

/** A paid subscription invoice: the first month or a renewal (the monthly reset). */
export async function onInvoicePaid(ctx: EventContext, invoice: Stripe.Invoice): Promise<void> {
  const details = invoice.parent?.subscription_details;
  const subscriptionId = idOf(details?.subscription);
  if (!subscriptionId) return;
  const user = await lockEventUser(ctx, details?.metadata?.userId, idOf(invoice.customer));
  if (!user) return void ctx.log.warn({ invoice: invoice.id }, 'invoice for an unknown user ignored');
  const line = invoice.lines.data[0];
  const plan = await planFor(ctx, details?.metadata?.planName, idOf(line?.pricing?.price_details?.price));
  if (!plan) throw new Error(`invoice ${invoice.id}: no plan for this subscription`);
  const reason = invoice.billing_reason;
  if (reason === 'subscription_create' || reason === 'subscription_cycle') {
    await grantInvoice(ctx, user, plan, invoice.id!, fromUnix(invoice.status_transitions?.paid_at) ?? ctx.eventAt);
  }
  const renewal = fromUnix(line?.period?.end);
  if (reason === 'subscription_create' || !user.stripe_subscription_id) {
    await adopt(ctx, user, subscriptionId, idOf(invoice.customer), plan, renewal);
  } else {
    await updateCurrent(ctx, user, subscriptionId, { plan, status: 'active', renewal });
  }
}

/** Status, plan changes and "cancel at period end" made in Stripe. */
export async function onSubscriptionUpdated(ctx: EventContext, sub: Stripe.Subscription): Promise<void> {
  const user = await lockEventUser(ctx, sub.metadata?.userId, idOf(sub.customer));
  if (!user) return;
  const item = sub.items?.data[0];
  const plan = await planFor(ctx, null, idOf(item?.price));
  await updateCurrent(ctx, user, sub.id, {
    plan,
    status: sub.status,
    renewal: fromUnix(item?.current_period_end),
    cancelAtPeriodEnd: sub.cancel_at_period_end,
  });
}

/** The subscription ended (at period end, or cancelled outright): back to free. Credits already bought stay until they expire. */
export async function onSubscriptionDeleted(ctx: EventContext, sub: Stripe.Subscription): Promise<void> {
  const user = await lockEventUser(ctx, sub.metadata?.userId, idOf(sub.customer));
  // Deleting is final, so it applies whenever it arrives, but only to the current subscription.
  if (!user || user.stripe_subscription_id !== sub.id) return;
  await ctx.trx
    .updateTable('users')
    .set({
      subscription_level: 'free',
      subscription_status: 'canceled',
      stripe_subscription_id: null,
      renewal_date: null,
      cancel_at_period_end: false,
      billing_state_at: later(user.billing_state_at, ctx.eventAt),
      updated_at: new Date(),
    })
    .where('id', '=', user.id)
    .execute();
  ctx.effects.usersUpdated.add(user.id);
  await recordPlanWebhook(ctx, user, 'cancelled_plan', { current_plan: 'free', previous_plan: user.subscription_level });
}
