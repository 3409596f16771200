import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queries } from '../api/query-keys';

/** The report page of a session (a given version, or the newest); `reload` reads every version again. */
export function useReportPage(sessionId: string | undefined, version: number | undefined) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...queries.reportPage(sessionId ?? '', version), enabled: !!sessionId });
  const reload = useCallback(() => {
    if (sessionId) void queryClient.invalidateQueries({ queryKey: queries.session(sessionId) });
  }, [queryClient, sessionId]);
  return { query, page: query.data ?? null, reload };
}
