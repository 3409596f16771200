import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '../api/client';
import { reportsApi, type ReportPageDto } from '../api/reports';

export type PageLoad = { kind: 'loading' } | { kind: 'not-found' } | { kind: 'error' } | { kind: 'ready'; page: ReportPageDto };

/** Loads the report page of a session (a given version, or the newest); `reload` refetches in place. */
export function useReportPage(sessionId: string | undefined, version: number | undefined) {
  const [load, setLoad] = useState<PageLoad>({ kind: 'loading' });
  const [nonce, setNonce] = useState(0);

  useEffect(() => {
    if (!sessionId) return setLoad({ kind: 'not-found' });
    const controller = new AbortController();
    setLoad((l) => (l.kind === 'ready' ? l : { kind: 'loading' }));
    reportsApi.page(sessionId, version, controller.signal).then(
      (page) => setLoad({ kind: 'ready', page }),
      (error) => {
        if (controller.signal.aborted) return;
        setLoad(isApiError(error) && error.status === 404 ? { kind: 'not-found' } : { kind: 'error' });
      },
    );
    return () => controller.abort();
  }, [sessionId, version, nonce]);

  const reload = useCallback(() => setNonce((n) => n + 1), []);
  return { load, reload };
}
