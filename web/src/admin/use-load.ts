import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';
import { errorMessage } from '../api/client';

export interface Loaded<T> {
  data: T | null;
  error: string | null;
  loading: boolean;
  reload: () => void;
  setData: (update: (current: T | null) => T | null) => void;
}

/**
 * Loads data for a tab, refetching when `deps` change; an older answer never overwrites a newer one.
 * `quiet` reloads (polling) keep the current data on screen instead of showing the loader again.
 */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, deps: DependencyList): Loaded<T> & { reloadQuietly: () => void } {
  const [data, setDataState] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [tick, setTick] = useState({ n: 0, quiet: false });
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const controller = new AbortController();
    if (!tick.quiet) setLoading(true);
    loadRef.current(controller.signal).then(
      (value) => {
        if (controller.signal.aborted) return;
        setDataState(value);
        setError(null);
        setLoading(false);
      },
      (err: unknown) => {
        if (controller.signal.aborted) return;
        setError(errorMessage(err));
        setLoading(false);
      },
    );
    return () => controller.abort();
    // The caller's deps decide when to reload (the loader itself is read through a ref).
  }, [...deps, tick]);

  const reload = useCallback(() => setTick((t) => ({ n: t.n + 1, quiet: false })), []);
  const reloadQuietly = useCallback(() => setTick((t) => ({ n: t.n + 1, quiet: true })), []);
  const setData = useCallback((update: (current: T | null) => T | null) => setDataState(update), []);
  return { data, error, loading, reload, reloadQuietly, setData };
}
