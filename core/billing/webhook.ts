import type Stripe from 'stripe';
import type { Runtime } from '../runtime.js';
import { createCreditLedger } from '../credits/index.js';
import { newEffects, type EventContext } from './webhook-context.js';
import { onCheckoutCompleted, onInvoicePaid, onSubscriptionDeleted, onSubscriptionUpdated } from './webhook-subscription.js';
import { onPaymentIntentSucceeded } from './webhook-top-up.js';

type WebhookDeps = Pick<Runtime, 'db' | 'queues' | 'emitter' | 'logger' | 'config'>;

async function dispatch(ctx: EventContext, event: Stripe.Event): Promise<void> {
  switch (event.type) {
    case 'checkout.session.completed':
      return onCheckoutCompleted(ctx, event.data.object);
    case 'invoice.paid':
      return onInvoicePaid(ctx, event.data.object);
    case 'payment_intent.succeeded':
      return onPaymentIntentSucceeded(ctx, event.data.object);
    case 'customer.subscription.updated':
      return onSubscriptionUpdated(ctx, event.data.object);
    case 'customer.subscription.deleted':
      return onSubscriptionDeleted(ctx, event.data.object);
    default:
      return;
  }
}

/**
 * Applies one verified Stripe event exactly once: its id goes into stripe_events in the same
 * transaction as its effects, so a redelivery (or two deliveries racing) finds the id and changes
 * nothing, and a failure rolls both back for Stripe to retry. Announcements and outbound jobs go out
 * only after the commit.
 */
export async function applyStripeEvent(deps: WebhookDeps, event: Stripe.Event): Promise<'applied' | 'duplicate'> {
  const effects = newEffects();
  const log = deps.logger.child({ stripeEvent: event.id, type: event.type });
  const fresh = await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('stripe_events')
      .values({ id: event.id, type: event.type })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) return false;
    await dispatch({ trx, eventAt: new Date(event.created * 1000), effects, webhookUrl: deps.config.WEBHOOK_URL, log }, event);
    return true;
  });
  if (!fresh) return 'duplicate';

  const ledger = createCreditLedger({ db: deps.db, emitter: deps.emitter, logger: deps.logger });
  for (const [userId, balance] of effects.balances) ledger.announce(userId, balance);
  for (const userId of effects.usersUpdated) deps.emitter.toUser(userId, 'user:updated', { userId });
  for (const deliveryId of effects.deliveryIds) await deps.queues.enqueue('notify-webhook', { deliveryId });
  for (const subscriptionId of effects.replacedSubscriptions) await deps.queues.enqueue('stripe-cancel-subscription', { subscriptionId });
  return 'applied';
}
