import express, { type RequestHandler, type Router } from 'express';
import type Stripe from 'stripe';
import { billingRoutes as routes } from '../../core/billing/routes.js';
import { paymentsEnabled, notConfigured, stripeClient } from '../../core/billing/stripe.js';
import { applyStripeEvent } from '../../core/billing/webhook.js';
import { AppError } from '../../core/errors.js';
import type { Runtime } from '../../core/runtime.js';
import { contractRouter } from '../http/contract-router.js';

/**
 * POST /api/billing/webhook. Mounted ahead of the JSON parser, with its own raw one: the signature covers
 * the exact bytes Stripe sent. A bad signature changes nothing and answers 400; a failure while
 * applying answers 500 so Stripe retries (the event id was rolled back with the effects).
 */
export function stripeWebhookRoutes(rt: Runtime): Router {
  const { router, add } = contractRouter('');
  const requirePayments: RequestHandler = (_req, _res, next) => next(paymentsEnabled(rt.config) ? undefined : notConfigured());
  add(
    routes.webhook,
    async ({ headers }, req) => {
      if (!Buffer.isBuffer(req.body)) throw new AppError(400, 'invalid_signature', 'Missing Stripe signature or body');
      let event: Stripe.Event;
      try {
        event = stripeClient(rt.config)!.webhooks.constructEvent(req.body, headers['stripe-signature'], rt.config.STRIPE_WEBHOOK_SECRET!);
      } catch (err) {
        req.log?.warn({ err: (err as Error).message }, 'stripe webhook signature rejected');
        throw new AppError(400, 'invalid_signature', 'Invalid Stripe signature');
      }
      const outcome = await applyStripeEvent(rt, event);
      return { received: true as const, duplicate: outcome === 'duplicate' };
    },
    [requirePayments, express.raw({ type: 'application/json', limit: '1mb' })],
  );
  return router;
}
