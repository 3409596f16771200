import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useRef } from 'react';
import { batchOutcome } from '../../../../core/admin/batch-contract.js';
import type { BatchProgressEvent } from '../../../../core/events.js';
import { adminApi, type AvatarBatch, type BatchStatus } from '../../api/admin';
import { queries } from '../../api/query-keys';
import { toast } from '../../components/toast';
import { useSocketEvent } from '../../realtime/use-socket-event';

const ENDED: readonly BatchStatus[] = ['completed', 'cancelled', 'failed'];
export const isEnded = (status: BatchStatus) => ENDED.includes(status);

const BATCHES = queries.admin.batches();

const byRunningThenNewest = (a: AvatarBatch, b: AvatarBatch) => Number(isEnded(a.status)) - Number(isEnded(b.status)) || b.createdAt.localeCompare(a.createdAt);

/** Puts a fetched row in the list; a row fetched before the latest events arrived must not move the bar back. */
function withRow(list: AvatarBatch[], fetched: AvatarBatch): AvatarBatch[] {
  const current = list.find((b) => b.id === fetched.id);
  const stale = current && !isEnded(fetched.status) && current.done + current.failed > fetched.done + fetched.failed;
  const batch = stale ? { ...fetched, done: current.done, failed: current.failed, lastAvatarName: current.lastAvatarName } : fetched;
  return [batch, ...list.filter((b) => b.id !== batch.id)].sort(byRunningThenNewest);
}

/** Applies a progress event to the row it names; counters only grow, so an event older than the row is ignored. */
function withProgress(list: AvatarBatch[], e: BatchProgressEvent, status: BatchStatus): AvatarBatch[] {
  return list.map((b) =>
    b.id === e.batchId && (isEnded(status) || e.done + e.failed >= b.done + b.failed) ? { ...b, status, done: e.done, failed: e.failed, lastAvatarName: e.lastAvatarName } : b,
  );
}

/**
 * Running and past batches: the batches query, kept live by `batch:progress` events from the admin
 * room (applied to the cached list by batch id, so a repeated or late event changes nothing; the list
 * is fetched again after a reconnect). A batch seen running that ends while the page is open gets the
 * result toast of docs/admin.md (Avatars).
 */
export function useAvatarBatchFeed() {
  const queryClient = useQueryClient();
  const query = useQuery(BATCHES);
  const known = useRef(new Map<string, BatchStatus>());

  useEffect(() => {
    for (const b of query.data?.items ?? []) known.current.set(b.id, b.status);
  }, [query.data]);

  const replace = useCallback((fetched: AvatarBatch) => queryClient.setQueryData(BATCHES.queryKey, (d) => d && { ...d, items: withRow(d.items, fetched) }), [queryClient]);

  useSocketEvent(
    'batch:progress',
    (e) => {
      const status = e.status as BatchStatus;
      const before = known.current.get(e.batchId);
      known.current.set(e.batchId, status);
      if (before && !isEnded(before) && isEnded(status)) {
        const outcome = batchOutcome({ status, done: e.done, failed: e.failed, count: e.total });
        toast({ kind: outcome.kind, title: outcome.title, message: outcome.message });
      }
      const current = queryClient.getQueryData(BATCHES.queryKey)?.items.find((b) => b.id === e.batchId);
      // A batch this page has not loaded (another admin's), or one that just started or ended: fetch its
      // row for the timestamps the event does not carry.
      const needsFetch = !current || (!current.startedAt && status !== 'queued') || (isEnded(status) && !current.finishedAt);
      queryClient.setQueryData(BATCHES.queryKey, (d) => d && { ...d, items: withProgress(d.items, e, status) });
      if (needsFetch) adminApi.batch(e.batchId).then(replace, () => undefined);
    },
    { invalidates: [BATCHES.queryKey] },
  );

  const started = useCallback(
    (batch: AvatarBatch) => {
      known.current.set(batch.id, batch.status);
      replace(batch);
    },
    [replace],
  );

  return { query, started, replace };
}

export type AvatarBatchFeed = ReturnType<typeof useAvatarBatchFeed>;

/**
 * The feed lives on the admin page, not in the Avatar Generator tab, so a batch's result toast shows
 * whichever tab is open when it ends.
 */
export const AvatarBatchContext = createContext<AvatarBatchFeed | null>(null);

export function useAvatarBatches(): AvatarBatchFeed {
  const feed = useContext(AvatarBatchContext);
  if (!feed) throw new Error('useAvatarBatches needs the admin page around it');
  return feed;
}
