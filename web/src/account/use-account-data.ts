import { type UseQueryResult, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { queries } from '../api/query-keys';
import { useAuthStore } from '../stores/auth-store';

export type Loadable<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T };

/** A query as the account cards draw it; data on screen stays when a background reload fails. */
function loadable<T>(query: UseQueryResult<T>): Loadable<T> {
  if (query.data !== undefined) return { status: 'ready', data: query.data };
  return query.isError && !query.isFetching ? { status: 'error' } : { status: 'loading' };
}

/**
 * The account page's data: the credits ledger and the subscription. Reloaded whenever the signed-in
 * user's balance or plan changes (a webhook, a charge or an expiry pushes those over the socket), so
 * the batches and history never lag behind the header.
 */
export function useAccountData() {
  const queryClient = useQueryClient();
  const balance = useAuthStore((s) => s.user?.credits);
  const level = useAuthStore((s) => s.user?.subscriptionLevel);
  const renewal = useAuthStore((s) => s.user?.renewalDate);
  const credits = useQuery(queries.account.credits());
  const subscription = useQuery(queries.account.subscription());
  const mounted = useRef(false);

  useEffect(() => {
    // The first run is the queries' own first load.
    if (mounted.current) void queryClient.invalidateQueries({ queryKey: queries.account.all });
    mounted.current = true;
  }, [balance, level, renewal, queryClient]);

  const retry = useCallback(() => void queryClient.refetchQueries({ queryKey: queries.account.all }), [queryClient]);
  return { credits: loadable(credits), subscription: loadable(subscription), retry };
}
