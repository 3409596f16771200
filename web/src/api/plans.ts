import { api } from './client';
import type { CreditsResponse, Plan } from './types';

export const plansApi = {
  /** Pricing plans, cheapest first. */
  list: (signal?: AbortSignal) => api.get<Plan[]>('/api/plans', { signal }),
};

export const creditsApi = {
  get: () => api.get<CreditsResponse>('/api/credits'),
};
