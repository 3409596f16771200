import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiTokensApi } from '../api/api-tokens';
import { queries } from '../api/query-keys';

const TOKENS = queries.account.apiTokens();

/** The user's API tokens, with create (keeping the one-time secret) and revoke applied to the cached list. */
export function useApiTokens() {
  const queryClient = useQueryClient();
  const tokens = useQuery(TOKENS);
  const [secret, setSecret] = useState<{ name: string; token: string } | null>(null);

  const create = useMutation({
    mutationFn: (name: string) => apiTokensApi.create(name),
    onSuccess: (created) => {
      setSecret({ name: created.apiToken.name, token: created.token });
      queryClient.setQueryData(TOKENS.queryKey, (d) => d && { ...d, items: [created.apiToken, ...d.items] });
    },
  });

  const revoke = useMutation({
    mutationFn: (id: string) => apiTokensApi.revoke(id),
    onSuccess: (_, id) => {
      const revokedAt = new Date().toISOString();
      queryClient.setQueryData(TOKENS.queryKey, (d) => d && { ...d, items: d.items.map((i) => (i.id === id ? { ...i, revokedAt } : i)) });
    },
  });

  return { tokens, secret, dismissSecret: () => setSecret(null), create, revoke };
}
