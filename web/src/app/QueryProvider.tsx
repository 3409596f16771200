import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { createQueryClient } from '../api/query-client';
import { useAuthStore } from '../stores/auth-store';

/**
 * The app's one query cache. What it holds belongs to whoever is acting: when that changes (sign-out,
 * another account, impersonation start or end) every query is reset, so nobody sees the last person's data.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  const actingId = useAuthStore((s) => (s.status === 'authenticated' ? (s.user?.id ?? null) : null));
  const lastActing = useRef(actingId);

  useEffect(() => {
    if (lastActing.current !== null && lastActing.current !== actingId) void client.resetQueries();
    lastActing.current = actingId;
  }, [actingId, client]);

  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
