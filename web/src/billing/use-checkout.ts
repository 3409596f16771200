import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
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
  const signedIn = useAuthStore((s) => s.status === 'authenticated');
  const navigate = useNavigate();
  const checkout = useMutation({
    mutationFn: (plan: Plan) => billingApi.checkout(plan.id, returnTo),
    onSuccess: ({ url }) => {
      if (url) window.location.assign(url);
      else toastError('Payment Error', 'No checkout URL received. Please try again.');
    },
    onError: reportCheckoutError,
  });
  const { reset } = checkout;
  // Still "Processing..." after the answer, while the browser leaves for Stripe.
  const pendingPlanId = checkout.isPending || checkout.data?.url ? (checkout.variables?.id ?? null) : null;

  // Coming back from Stripe with the browser's Back button restores this page from the cache: reset.
  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => e.persisted && reset();
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [reset]);

  function select(plan: Plan): void {
    if (!signedIn) {
      toastError('Authentication Required', 'Please sign in to select a plan.');
      navigate('/');
      return;
    }
    checkout.mutate(plan);
  }

  return { pendingPlanId, select };
}
