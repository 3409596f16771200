import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { batchOutcome } from '../../../../core/admin/batch-contract.js';
import type { BatchProgressEvent } from '../../../../core/events.js';
import { adminApi, type AvatarBatch, type BatchStatus } from '../../api/admin';
import { errorMessage } from '../../api/client';
import { toast } from '../../components/toast';
import { getSocket } from '../../realtime/socket';

const ENDED: readonly BatchStatus[] = ['completed', 'cancelled', 'failed'];
export const isEnded = (status: BatchStatus) => ENDED.includes(status);

/**
 * Running and past batches: loaded over REST, then kept live by `batch:progress` events from the admin
 * room (applied by batch id, so a repeated or late event changes nothing). A batch seen running that ends
 * while the page is open gets the result toast of docs/admin.md (Avatars).
 */
export function useAvatarBatchFeed() {
  const [batches, setBatches] = useState<AvatarBatch[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const known = useRef(new Map<string, BatchStatus>());
  const shown = useRef<AvatarBatch[] | null>(null);
  shown.current = batches;

  const load = useCallback(async () => {
    try {
      const { items } = await adminApi.batches();
      for (const b of items) known.current.set(b.id, b.status);
      setBatches(items);
      setError(null);
    } catch (err) {
      setError(errorMessage(err));
    }
  }, []);

  const upsert = useCallback((fetched: AvatarBatch) => {
    setBatches((list) => {
      const current = list?.find((b) => b.id === fetched.id);
      // A row fetched before the latest events arrived must not move the bar back.
      const stale = current && !isEnded(fetched.status) && current.done + current.failed > fetched.done + fetched.failed;
      const batch = stale ? { ...fetched, done: current.done, failed: current.failed, lastAvatarName: current.lastAvatarName } : fetched;
      const others = (list ?? []).filter((b) => b.id !== batch.id);
      return [batch, ...others].sort((a, b) => Number(isEnded(a.status)) - Number(isEnded(b.status)) || b.createdAt.localeCompare(a.createdAt));
    });
  }, []);

  useEffect(() => {
    void load();
    const socket = getSocket();
    const onProgress = (e: BatchProgressEvent) => {
      const status = e.status as BatchStatus;
      const before = known.current.get(e.batchId);
      known.current.set(e.batchId, status);
      if (before && !isEnded(before) && isEnded(status)) {
        const outcome = batchOutcome({ status, done: e.done, failed: e.failed, count: e.total });
        toast({ kind: outcome.kind, title: outcome.title, message: outcome.message });
      }
      const current = shown.current?.find((b) => b.id === e.batchId);
      // A batch this page has not loaded (another admin's), or one that just started or ended: fetch its
      // row for the timestamps the event does not carry.
      const needsFetch = !current || (!current.startedAt && status !== 'queued') || (isEnded(status) && !current.finishedAt);
      setBatches(
        (list) =>
          list?.map((b) =>
            // Counters only grow: an event older than what is shown is ignored.
            b.id === e.batchId && (isEnded(status) || e.done + e.failed >= b.done + b.failed)
              ? { ...b, status, done: e.done, failed: e.failed, lastAvatarName: e.lastAvatarName }
              : b,
          ) ?? list,
      );
      if (needsFetch) adminApi.batch(e.batchId).then(upsert, () => undefined);
    };
    // Events missed while disconnected are not replayed: reload the list on every reconnect.
    const onConnect = () => void load();
    socket.on('batch:progress', onProgress);
    socket.on('connect', onConnect);
    return () => {
      socket.off('batch:progress', onProgress);
      socket.off('connect', onConnect);
    };
  }, [load, upsert]);

  const started = useCallback(
    (batch: AvatarBatch) => {
      known.current.set(batch.id, batch.status);
      upsert(batch);
    },
    [upsert],
  );

  return { batches, error, reload: load, started, replace: upsert };
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
