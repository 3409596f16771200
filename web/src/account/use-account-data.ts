import { useCallback, useEffect, useState } from 'react';
import { billingApi, type Subscription } from '../api/billing';
import { creditsApi } from '../api/plans';
import type { CreditsResponse } from '../api/types';
import { useAuthStore } from '../stores/auth-store';

export type Loadable<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T };

/**
 * The account page's data: the credits ledger and the subscription. Reloaded whenever the signed-in
 * user's balance or plan changes (a webhook, a charge or an expiry pushes those over the socket), so
 * the batches and history never lag behind the header.
 */
export function useAccountData() {
  const balance = useAuthStore((s) => s.user?.credits);
  const level = useAuthStore((s) => s.user?.subscriptionLevel);
  const renewal = useAuthStore((s) => s.user?.renewalDate);
  const [credits, setCredits] = useState<Loadable<CreditsResponse>>({ status: 'loading' });
  const [subscription, setSubscription] = useState<Loadable<Subscription>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let alive = true;
    creditsApi.get().then(
      (data) => alive && setCredits({ status: 'ready', data }),
      // A background reload that fails keeps what is on screen.
      () => alive && setCredits((prev) => (prev.status === 'ready' ? prev : { status: 'error' })),
    );
    billingApi.subscription().then(
      (data) => alive && setSubscription({ status: 'ready', data }),
      () => alive && setSubscription((prev) => (prev.status === 'ready' ? prev : { status: 'error' })),
    );
    return () => {
      alive = false;
    };
  }, [balance, level, renewal, attempt]);

  const retry = useCallback(() => {
    setCredits({ status: 'loading' });
    setSubscription({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { credits, subscription, retry };
}
