import { useCallback, useEffect, useState } from 'react';
import { type ApiTokenDto, apiTokensApi } from '../api/api-tokens';
import { errorMessage } from '../api/client';

type Load = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; items: ApiTokenDto[] };

/** The user's API tokens, with create (keeping the one-time secret) and revoke. */
export function useApiTokens() {
  const [tokens, setTokens] = useState<Load>({ status: 'loading' });
  const [secret, setSecret] = useState<{ name: string; token: string } | null>(null);

  const load = useCallback(async (signal?: AbortSignal) => {
    setTokens({ status: 'loading' });
    try {
      setTokens({ status: 'ready', items: (await apiTokensApi.list(signal)).items });
    } catch (error) {
      if (!signal?.aborted) setTokens({ status: 'error', message: errorMessage(error, 'Failed to load your API tokens') });
    }
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const create = async (name: string) => {
    const created = await apiTokensApi.create(name);
    setSecret({ name: created.apiToken.name, token: created.token });
    setTokens((t) => (t.status === 'ready' ? { status: 'ready', items: [created.apiToken, ...t.items] } : t));
  };

  const revoke = async (id: string) => {
    await apiTokensApi.revoke(id);
    const revokedAt = new Date().toISOString();
    setTokens((t) => (t.status === 'ready' ? { status: 'ready', items: t.items.map((i) => (i.id === id ? { ...i, revokedAt } : i)) } : t));
  };

  return { tokens, secret, dismissSecret: () => setSecret(null), create, revoke, retry: () => void load() };
}
