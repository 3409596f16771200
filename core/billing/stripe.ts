import Stripe from 'stripe';
import type { Config } from '../config.js';
import { AppError } from '../errors.js';
import { PAYMENTS_NOT_CONFIGURED } from './packages.js';

type StripeKeys = Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_PUBLISHABLE_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_URL'>;

/**
 * Payments are on only with all three keys: taking money without the webhook secret would charge
 * cards whose credits could never be granted.
 */
export const paymentsEnabled = (c: StripeKeys) => !!(c.STRIPE_SECRET_KEY && c.STRIPE_PUBLISHABLE_KEY && c.STRIPE_WEBHOOK_SECRET);

export const notConfigured = () => new AppError(503, 'payments_not_configured', PAYMENTS_NOT_CONFIGURED);

const clients = new WeakMap<object, Stripe>();

/** The process's Stripe client (one per config), or null without a secret key. */
export function stripeClient(c: StripeKeys): Stripe | null {
  if (!c.STRIPE_SECRET_KEY) return null;
  let client = clients.get(c);
  if (!client) {
    const options: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 20_000, telemetry: false, appInfo: { name: 'focusgroup' } };
    // Tests point the real SDK at a fake Stripe on 127.0.0.1.
    if (c.STRIPE_API_URL) {
      const u = new URL(c.STRIPE_API_URL);
      options.protocol = u.protocol === 'http:' ? 'http' : 'https';
      options.host = u.hostname;
      options.port = u.port || (u.protocol === 'http:' ? 80 : 443);
    }
    client = new Stripe(c.STRIPE_SECRET_KEY, options);
    clients.set(c, client);
  }
  return client;
}

/** The client for a payment action, or 503 payments_not_configured. */
export function requireStripe(c: StripeKeys): Stripe {
  const client = paymentsEnabled(c) ? stripeClient(c) : null;
  if (!client) throw notConfigured();
  return client;
}

/** Stripe's own message (card declined, no such price) is what the page shows as "Payment Error". */
export function asPaymentError(err: unknown): unknown {
  if (err instanceof Stripe.errors.StripeError) return new AppError(502, 'payment_error', err.message || 'The payment provider refused the request.');
  return err;
}
