// The pure entry: the package's main entry injects Stripe.js into every page the moment it is imported
// (the landing page included, payments on or off); this one fetches it only when loadStripe is called,
// which happens when a payment form opens with payments configured.
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useQuery } from '@tanstack/react-query';
import { billingApi, type BillingConfig } from '../api/billing';
import { queries } from '../api/query-keys';

let configRequest: Promise<BillingConfig> | null = null;

/** GET /api/billing/config once per page load (a failure is not cached). */
export function loadBillingConfig(): Promise<BillingConfig> {
  configRequest ??= billingApi.config().catch((error: unknown) => {
    configRequest = null;
    throw error;
  });
  return configRequest;
}

export type BillingConfigState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; config: BillingConfig };

/** The billing config as a query over the same once-per-page-load request. */
export function useBillingConfig(): BillingConfigState {
  const billing = useQuery({ queryKey: queries.billingConfig, queryFn: loadBillingConfig, staleTime: Number.POSITIVE_INFINITY });
  return billing.data ? { status: 'ready', config: billing.data } : billing.isError ? { status: 'error' } : { status: 'loading' };
}

let stripeRequest: { key: string; promise: Promise<Stripe | null> } | null = null;

/** Stripe.js, loaded from Stripe on first use and shared by every dialog. */
export function loadStripeJs(publishableKey: string): Promise<Stripe | null> {
  if (stripeRequest?.key !== publishableKey) {
    const promise = loadStripe(publishableKey).catch((error: unknown) => {
      stripeRequest = null;
      throw error;
    });
    stripeRequest = { key: publishableKey, promise };
  }
  return stripeRequest.promise;
}

export const NOT_CONFIGURED_MESSAGE = 'Payments are not configured yet. Please contact support to buy a plan or credits.';
