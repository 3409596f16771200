// The pure entry: the package's main entry injects Stripe.js into every page the moment it is imported
// (the landing page included, payments on or off); this one fetches it only when loadStripe is called,
// which happens when a payment form opens with payments configured.
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { queryOptions } from '@tanstack/react-query';

/**
 * Stripe.js for a publishable key, loaded from Stripe on first use and kept for the page's life (every
 * payment dialog shares it). A failed load is not kept: the next opening or "Try again" loads again.
 */
export const stripeJs = (publishableKey: string) =>
  queryOptions<Stripe | null>({
    queryKey: ['stripe-js', publishableKey],
    queryFn: () => loadStripe(publishableKey),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    // A Stripe instance, not JSON: handed over as it is.
    structuralSharing: false,
    retry: false,
  });

export const NOT_CONFIGURED_MESSAGE = 'Payments are not configured yet. Please contact support to buy a plan or credits.';
