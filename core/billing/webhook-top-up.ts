import type Stripe from 'stripe';
import { allocateInTx } from '../credits/index.js';
import { findPackage } from './packages.js';
import { idOf, lockEventUser, type EventContext } from './webhook-context.js';

/** A paid top-up: the package's credits, once per PaymentIntent. */
export async function onPaymentIntentSucceeded(ctx: EventContext, intent: Stripe.PaymentIntent): Promise<void> {
  const meta = intent.metadata ?? {};
  // Subscription invoices are paid by PaymentIntents too; only our top-ups carry kind=top-up.
  if (meta.kind !== 'top-up') return;
  const pkg = findPackage(meta.packageId ?? '');
  const user = await lockEventUser(ctx, meta.userId, idOf(intent.customer));
  if (!pkg || !user) {
    ctx.log.warn({ intent: intent.id, packageId: meta.packageId }, 'top-up for an unknown package or user ignored');
    return;
  }
  // The amount was set by our server from the package; a mismatch means prices changed or someone
  // created this intent by hand. Grant nothing and leave it to a person.
  if (intent.amount_received !== pkg.priceCents || intent.currency !== 'usd') {
    ctx.log.error({ intent: intent.id, amount: intent.amount_received, expected: pkg.priceCents }, 'top-up amount does not match its package; no credits granted');
    return;
  }
  const r = await allocateInTx(ctx.trx, {
    userId: user.id,
    credits: pkg.credits,
    source: 'top-up',
    description: `${pkg.name} top-up`,
    externalRef: `stripe:pi:${intent.id}`,
    purchasedAt: ctx.eventAt,
  });
  if (r.created) ctx.effects.balances.set(user.id, r.balance);
}
