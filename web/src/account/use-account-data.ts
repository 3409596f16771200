import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { queries } from '../api/query-keys';
import { useAuthStore } from '../stores/auth-store';

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

  return { credits, subscription };
}
