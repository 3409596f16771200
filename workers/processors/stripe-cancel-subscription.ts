import Stripe from 'stripe';
import { UnrecoverableError } from 'bullmq';
import { stripeClient } from '../../core/billing/stripe.js';
import { done, skipped, type Processor } from '../types.js';

/**
 * Cancels a subscription that a newer purchase replaced, so the user is not billed for two plans.
 * Already cancelled or gone at Stripe counts as done; any other failure is retried with backoff.
 */
export const stripeCancelSubscription: Processor<'stripe-cancel-subscription'> = async ({ subscriptionId }, { rt, log }) => {
  const stripe = stripeClient(rt.config);
  if (!stripe) throw new UnrecoverableError('STRIPE_SECRET_KEY is not set');
  try {
    const sub = await stripe.subscriptions.cancel(subscriptionId);
    log.info({ subscriptionId, status: sub.status }, 'replaced subscription cancelled');
    return done;
  } catch (err) {
    if (err instanceof Stripe.errors.StripeInvalidRequestError && (err.code === 'resource_missing' || /canceled/i.test(err.message))) {
      return skipped('the subscription is already cancelled or gone');
    }
    throw err;
  }
};
