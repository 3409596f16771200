import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { queries } from '../api/query-keys';
import { toast, toastSuccess } from '../components/toast';
import { useAuthStore } from '../stores/auth-store';

/** Stripe needs a moment to deliver its webhook; the page waits 2 seconds before refreshing (docs/accounts-plans-credits.md, Plans and top-ups). */
const CHECKOUT_REFRESH_DELAY_MS = 2000;
const RETURN_PAGES = new Set(['/account', '/dashboard']);

/**
 * The return from Stripe Checkout (`/account?success=true` or `/dashboard?success=true`): wait,
 * refresh the user and the cached subscription, say so, then drop the parameter so a reload does not repeat
 * it. The credits themselves come from the verified webhook, never from this URL.
 */
export function useCheckoutReturn(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const success = RETURN_PAGES.has(location.pathname) && new URLSearchParams(location.search).get('success') === 'true';

  useEffect(() => {
    if (!success) return;
    const timer = window.setTimeout(async () => {
      try {
        await Promise.all([useAuthStore.getState().refresh(), queryClient.fetchQuery({ ...queries.account.subscription(), staleTime: 0 })]);
        toastSuccess('Payment Successful!', 'Your subscription has been updated.');
      } catch {
        toast({ title: 'Subscription Updated', message: "Please refresh the page if you don't see the changes.", kind: 'info' });
      }
      const params = new URLSearchParams(window.location.search);
      params.delete('success');
      const search = params.toString();
      navigate({ pathname: window.location.pathname, search: search ? `?${search}` : '' }, { replace: true });
    }, CHECKOUT_REFRESH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [success, location.key, navigate, queryClient]);
}
