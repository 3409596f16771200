// The pure entry: the package's main entry injects Stripe.js into every page the moment it is imported
// (the landing page included, payments on or off); this one fetches it only when loadStripe is called,
// which happens when a payment form opens with payments configured.
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useState } from 'react';
import { billingApi, type BillingConfig } from '../api/billing';

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

export function useBillingConfig(): BillingConfigState {
  const [state, setState] = useState<BillingConfigState>({ status: 'loading' });
  useEffect(() => {
    let alive = true;
    loadBillingConfig().then(
      (config) => alive && setState({ status: 'ready', config }),
      () => alive && setState({ status: 'error' }),
    );
    return () => {
      alive = false;
    };
  }, []);
  return state;
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
