import type { creditRoutes as routes } from '../../../core/credits/routes.js';
import { call } from './client';

export const plansApi = {
  /** Pricing plans, cheapest first. */
  list: (signal?: AbortSignal) => call<typeof routes.plans>('GET', '/api/plans', { signal }),
};

export const creditsApi = {
  get: () => call<typeof routes.summary>('GET', '/api/credits'),
};
