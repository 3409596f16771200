import type { AvatarBatch } from '../../api/admin';

export interface BatchPace {
  /** Avatars (generated or failed) per minute since the batch started; null before it has any. */
  perMinute: number | null;
  /** Seconds left at that pace; null while it cannot be told. */
  etaSeconds: number | null;
}

/** Rate and ETA of a batch from its counters and start time; an ended batch's pace is over its whole run. */
export function batchPace(b: Pick<AvatarBatch, 'count' | 'done' | 'failed' | 'startedAt' | 'finishedAt'>, now: number): BatchPace {
  const processed = b.done + b.failed;
  if (!b.startedAt || processed === 0) return { perMinute: null, etaSeconds: null };
  const end = b.finishedAt ? new Date(b.finishedAt).getTime() : now;
  const seconds = Math.max(0.001, (end - new Date(b.startedAt).getTime()) / 1000);
  const perSecond = processed / seconds;
  return {
    perMinute: Math.round(perSecond * 60 * 10) / 10,
    etaSeconds: b.finishedAt ? null : Math.max(0, (b.count - processed) / perSecond),
  };
}
