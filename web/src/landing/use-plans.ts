import { useCallback, useEffect, useState } from 'react';
import { plansApi } from '../api/plans';
import type { Plan } from '../api/types';

export type PlansState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; plans: Plan[] };

/** GET /api/plans with loading and error states and a retry. */
export function usePlans(): [PlansState, () => void] {
  const [state, setState] = useState<PlansState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    plansApi
      .list(controller.signal)
      .then((plans) => setState({ status: 'ready', plans: [...plans].sort((a, b) => a.price - b.price) }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      });
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return [state, retry];
}
