import type { RequestHandler } from 'express';
import type Stripe from 'stripe';
import { paymentsEnabled, notConfigured, stripeClient } from '../../core/billing/stripe.js';
import { applyStripeEvent } from '../../core/billing/webhook.js';
import { AppError } from '../../core/errors.js';
import type { Runtime } from '../../core/runtime.js';

/**
 * POST /api/billing/webhook. Mounted with express.raw ahead of the JSON parser: the signature covers
 * the exact bytes Stripe sent. A bad signature changes nothing and answers 400; a failure while
 * applying answers 500 so Stripe retries (the event id was rolled back with the effects).
 */
export function stripeWebhook(rt: Runtime): RequestHandler {
  return async (req, res) => {
    if (!paymentsEnabled(rt.config)) throw notConfigured();
    const signature = req.headers['stripe-signature'];
    if (typeof signature !== 'string' || !Buffer.isBuffer(req.body)) {
      throw new AppError(400, 'invalid_signature', 'Missing Stripe signature or body');
    }
    let event: Stripe.Event;
    try {
      event = stripeClient(rt.config)!.webhooks.constructEvent(req.body, signature, rt.config.STRIPE_WEBHOOK_SECRET!);
    } catch (err) {
      req.log?.warn({ err: (err as Error).message }, 'stripe webhook signature rejected');
      throw new AppError(400, 'invalid_signature', 'Invalid Stripe signature');
    }
    const outcome = await applyStripeEvent(rt, event);
    res.json({ received: true, duplicate: outcome === 'duplicate' });
  };
}
