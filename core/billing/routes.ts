// The billing routes (api/routes/billing.ts): Stripe's public config, the user's subscription and saved
// cards, a subscription checkout and a credit top-up.
import { z } from 'zod';
import { defineRoute, isoDate, rowId } from '../http/contract.js';
import { type BillingConfigDto, PACKAGE_IDS, type PaymentMethodDto, type SubscriptionDto } from './packages.js';

const tag = 'Billing';
const paymentMethod = z.strictObject({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
}) satisfies z.ZodType<PaymentMethodDto>;

export const billingRoutes = {
  config: defineRoute({
    method: 'get',
    path: '/api/billing/config',
    summary: "Whether payments are on, and Stripe's publishable key",
    tag,
    access: 'public',
    response: z.strictObject({ enabled: z.boolean(), publishableKey: z.string().nullable() }) satisfies z.ZodType<BillingConfigDto>,
  }),
  subscription: defineRoute({
    method: 'get',
    path: '/api/billing/subscription',
    summary: "The user's plan, its status and renewal",
    tag,
    access: 'user',
    response: z.strictObject({
      level: z.string(),
      planDisplayName: z.string(),
      status: z.string().nullable(),
      startDate: isoDate.nullable(),
      renewalDate: isoDate.nullable(),
      cancelAtPeriodEnd: z.boolean(),
    }) satisfies z.ZodType<SubscriptionDto>,
  }),
  paymentMethods: defineRoute({
    method: 'get',
    path: '/api/billing/payment-methods',
    summary: "The user's saved cards",
    tag,
    access: 'user',
    response: z.strictObject({ paymentMethods: z.array(paymentMethod) }),
  }),
  checkout: defineRoute({
    method: 'post',
    path: '/api/billing/checkout',
    summary: 'A Stripe Checkout page for a monthly plan',
    tag,
    access: 'user',
    body: z.strictObject({ planId: rowId('must be a plan id'), returnTo: z.enum(['account', 'dashboard']).optional() }),
    response: z.strictObject({ url: z.url() }),
  }),
  topUp: defineRoute({
    method: 'post',
    path: '/api/billing/top-up',
    summary: 'A PaymentIntent for a credit package (the price and credits are the server’s, never the browser’s)',
    tag,
    access: 'user',
    // Only a package id: the price and the credits are the server's, never the browser's.
    body: z.strictObject({ packageId: z.enum(PACKAGE_IDS) }),
    response: z.strictObject({ clientSecret: z.string(), paymentMethods: z.array(paymentMethod) }),
  }),
  webhook: defineRoute({
    method: 'post',
    path: '/api/billing/webhook',
    summary: "Stripe's events (payments, subscriptions), each applied once; authenticated by Stripe's signature over the raw body, not a login",
    tag,
    access: 'public',
    headers: z.looseObject({ 'stripe-signature': z.string('is required') }),
    rawBody: 'application/json',
    response: z.strictObject({ received: z.literal(true), duplicate: z.boolean() }),
  }),
};
