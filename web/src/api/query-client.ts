import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './client';

/** A 4xx is the server's answer about this request (not found, not allowed, invalid): asking again changes nothing. */
const isAnswer = (error: unknown) => isApiError(error) && error.status >= 400 && error.status < 500;

/**
 * The app's one cache of server state. A failed read is tried once more unless the server answered
 * it (a network error or a 5xx may pass); writes are never repeated by the library (the server's
 * idempotency keys and the user's click decide that). Screens refetch on focus only where they say so.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < 1 && !isAnswer(error),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
