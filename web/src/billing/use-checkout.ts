import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { billingApi, type CheckoutReturn } from '../api/billing';
import { isApiError } from '../api/client';
import type { Plan } from '../api/types';
import { toastError } from '../components/toast';
import { useAuthStore } from '../stores/auth-store';

function reportCheckoutError(error: unknown): void {
  if (isApiError(error) && error.status === 0) {
    toastError('Error', `Failed to create checkout session: ${error.message}`);
  } else if (isApiError(error)) {
    toastError('Payment Error', error.message);
  } else {
    toastError('Error', 'An unexpected error occurred. Please try again.');
  }
}

/**
 * Select Plan: a visitor is asked to sign in (and sent home); a signed-in user goes to Stripe
 * Checkout. The chosen plan reads "Processing..." until the browser leaves for Stripe.
 */
export function useCheckout(returnTo: CheckoutReturn) {
  const [pendingPlanId, setPendingPlanId] = useState<string | null>(null);
  const signedIn = useAuthStore((s) => s.status === 'authenticated');
  const navigate = useNavigate();

  // Coming back from Stripe with the browser's Back button restores this page from the cache: reset.
  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => e.persisted && setPendingPlanId(null);
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  async function select(plan: Plan): Promise<void> {
    if (!signedIn) {
      toastError('Authentication Required', 'Please sign in to select a plan.');
      navigate('/');
      return;
    }
    setPendingPlanId(plan.id);
    try {
      const { url } = await billingApi.checkout(plan.id, returnTo);
      if (!url) {
        setPendingPlanId(null);
        toastError('Payment Error', 'No checkout URL received. Please try again.');
        return;
      }
      window.location.assign(url);
    } catch (error) {
      setPendingPlanId(null);
      reportCheckoutError(error);
    }
  }

  return { pendingPlanId, select };
}
