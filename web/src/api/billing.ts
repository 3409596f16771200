import type { BillingConfigDto, SubscriptionDto } from '../../../core/billing/packages';
import type { billingRoutes as routes } from '../../../core/billing/routes.js';
import type { BodyOf } from '../../../core/http/contract';
import { call } from './client';

export type { BillingConfigDto as BillingConfig, SubscriptionDto as Subscription };

export type CheckoutReturn = 'account' | 'dashboard';

export const billingApi = {
  config: (signal?: AbortSignal) => call<typeof routes.config>('GET', '/api/billing/config', { signal }),
  subscription: () => call<typeof routes.subscription>('GET', '/api/billing/subscription'),
  paymentMethods: (signal?: AbortSignal) => call<typeof routes.paymentMethods>('GET', '/api/billing/payment-methods', { signal }),
  /** A Stripe Checkout URL for a monthly plan; the browser goes there. */
  checkout: (planId: string, returnTo: CheckoutReturn) => call<typeof routes.checkout>('POST', '/api/billing/checkout', { body: { planId, returnTo } }),
  /** A PaymentIntent for a credit package: the server prices it. */
  topUp: (packageId: BodyOf<typeof routes.topUp>['packageId']) => call<typeof routes.topUp>('POST', '/api/billing/top-up', { body: { packageId } }),
};
