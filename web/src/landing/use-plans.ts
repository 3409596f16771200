import { useQuery } from '@tanstack/react-query';
import { queries } from '../api/query-keys';
import type { Plan } from '../api/types';

export type PlansState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; plans: Plan[] };

/** The plans query as the plan grids draw it (each with its own skeleton, empty and error card), and a retry. */
export function usePlans(): [PlansState, () => void] {
  const plans = useQuery(queries.plans());
  const state: PlansState = plans.data ? { status: 'ready', plans: plans.data } : plans.isError ? { status: 'error' } : { status: 'loading' };
  return [state, () => void plans.refetch()];
}
