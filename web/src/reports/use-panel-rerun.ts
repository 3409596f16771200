import { useCallback, useEffect, useState } from 'react';
import { reportsApi } from '../api/reports';
import type { RerunStateDto } from '../../../core/stability/contract.js';

export type RerunLoad = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; state: RerunStateDto };

// A rerun takes seconds to minutes; its state is read again this often while it runs.
const POLL_MS = 1500;

/** The session's newest panel rerun, read again while one is running; `reload` after starting one. */
export function usePanelRerun(sessionId: string) {
  const [load, setLoad] = useState<RerunLoad>({ kind: 'loading' });
  const [nonce, setNonce] = useState(0);
  const running = load.kind === 'ready' && load.state.rerun?.status === 'running';

  useEffect(() => {
    const controller = new AbortController();
    reportsApi.rerunState(sessionId, controller.signal).then(
      (state) => setLoad({ kind: 'ready', state }),
      () => !controller.signal.aborted && setLoad({ kind: 'error' }),
    );
    return () => controller.abort();
  }, [sessionId, nonce]);

  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => setNonce((n) => n + 1), POLL_MS);
    return () => clearTimeout(timer);
  }, [running, load]);

  const reload = useCallback(() => setNonce((n) => n + 1), []);
  return { load, reload };
}
