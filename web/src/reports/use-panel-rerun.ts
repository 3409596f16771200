import { useQuery } from '@tanstack/react-query';
import { queries } from '../api/query-keys';

// A rerun takes seconds to minutes; its state is read again this often while it runs.
const POLL_MS = 1500;

/** The session's newest panel rerun, read again while one is running. */
export function usePanelRerun(sessionId: string) {
  return useQuery({ ...queries.rerunState(sessionId), refetchInterval: (q) => (q.state.data?.rerun?.status === 'running' ? POLL_MS : false) });
}
