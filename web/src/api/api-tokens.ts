import type { apiTokenRoutes as routes } from '../../../core/api-tokens/routes.js';
import { call } from './client';

export type { ApiTokenDto } from '../../../core/api-tokens/routes.js';

export const apiTokensApi = {
  list: (signal?: AbortSignal) => call<typeof routes.list>('GET', '/api/tokens', { signal }),
  /** The answer holds the secret: it is shown once and never readable again. */
  create: (name: string) => call<typeof routes.create>('POST', '/api/tokens', { body: { name } }),
  revoke: (id: string) => call<typeof routes.revoke>('DELETE', `/api/tokens/${encodeURIComponent(id)}`),
};
