import type Stripe from 'stripe';
import type { Db } from '../../db/client.js';
import type { User } from '../../db/types.js';
import { AppError, conflict, notFound } from '../errors.js';
import { asPaymentError } from './stripe.js';

export interface CheckoutInput {
  user: User;
  planId: string;
  /** Where Stripe sends the buyer after paying: the account page (default) or the dashboard. */
  returnTo?: 'account' | 'dashboard';
  /** The affiliate referral id from the `_fprom_tid` cookie. */
  fpTid?: string;
  appUrl: string;
}

/**
 * A Stripe Checkout Session for a monthly plan. It grants nothing: credits arrive only with the
 * verified `checkout.session.completed` / `invoice.paid` webhooks. The user id and plan name ride in
 * the session's and the subscription's metadata so every later event maps back without guessing.
 */
export async function createCheckout(stripe: Stripe, db: Db, input: CheckoutInput): Promise<{ url: string }> {
  const { user } = input;
  const plan = await db.selectFrom('pricing_plans').selectAll().where('id', '=', input.planId).executeTakeFirst();
  if (!plan) throw notFound('Plan not found');
  if (!plan.stripe_price_id) throw new AppError(409, 'plan_unavailable', `The ${plan.display_name} plan is not available for purchase yet. Please contact support.`);
  if (user.subscription_level === plan.plan_name && user.stripe_subscription_id && user.subscription_status === 'active') {
    throw conflict(`You are already subscribed to the ${plan.display_name} plan.`, 'already_subscribed');
  }
  const metadata: Record<string, string> = { userId: user.id, planName: plan.plan_name };
  if (input.fpTid) metadata.fpTid = input.fpTid;
  const back = input.returnTo === 'dashboard' ? '/dashboard' : '/account';
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: plan.stripe_price_id, quantity: 1 }],
      // A known customer keeps one Stripe customer (and its saved cards) per user.
      ...(user.stripe_customer_id ? { customer: user.stripe_customer_id } : { customer_email: user.email }),
      client_reference_id: user.id,
      metadata,
      subscription_data: { metadata: { userId: user.id, planName: plan.plan_name } },
      success_url: `${input.appUrl}${back}?success=true`,
      cancel_url: `${input.appUrl}/pricing`,
    });
  } catch (err) {
    throw asPaymentError(err);
  }
  if (!session.url) throw new AppError(502, 'payment_error', 'No checkout URL received. Please try again.');
  return { url: session.url };
}
