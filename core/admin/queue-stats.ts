import type { Metrics } from 'bullmq';
import { QUEUE_NAMES } from '../config.js';
import type { Queues } from '../queues/index.js';
import type { QueueOverview, QueueStats } from './contract.js';

export type { QueueOverview } from './contract.js';

const RATE_WINDOW_MINUTES = 5;

/**
 * Jobs per minute over the last RATE_WINDOW_MINUTES minutes, from BullMQ's metrics. BullMQ keeps the
 * minute in progress as meta.count - meta.prevCount (the minute of meta.prevTS) and pushes it into the
 * list, newest first, only when a later minute sees a job; so data[i] is i + 1 minutes older than prevTS.
 */
export function ratePerMinute(m: Metrics, now = Date.now()): number {
  if (!m.meta.prevTS) return 0;
  const age = Math.floor(now / 60_000) - Math.floor(Number(m.meta.prevTS) / 60_000);
  if (age >= RATE_WINDOW_MINUTES) return 0;
  const current = Number(m.meta.count) - Number(m.meta.prevCount);
  const older = m.data.slice(0, Math.max(0, RATE_WINDOW_MINUTES - age - 1)).reduce((a, b) => a + Number(b), 0);
  return Math.round(((current + older) / RATE_WINDOW_MINUTES) * 100) / 100;
}

/**
 * Worker count and job rates for the Statistics tab. Rates come from BullMQ's per-minute metrics, which
 * workers record on completion (workers/runtime.ts enables them), so any api process sees all workers.
 */
export async function queueOverview(queues: Queues): Promise<QueueOverview> {
  const stats = await Promise.all(
    QUEUE_NAMES.map(async (name): Promise<QueueStats> => {
      const q = queues.get(name);
      const [workers, counts, completed, failed] = await Promise.all([
        q.getWorkersCount(),
        q.getJobCounts('waiting', 'active', 'delayed', 'failed'),
        q.getMetrics('completed', 0, RATE_WINDOW_MINUTES - 1),
        q.getMetrics('failed', 0, RATE_WINDOW_MINUTES - 1),
      ]);
      return {
        queue: name,
        workers,
        waiting: counts.waiting ?? 0,
        active: counts.active ?? 0,
        delayed: counts.delayed ?? 0,
        failed: counts.failed ?? 0,
        completedPerMinute: ratePerMinute(completed),
        failedPerMinute: ratePerMinute(failed),
      };
    }),
  );
  return { workers: stats.reduce((n, s) => n + s.workers, 0), queues: stats, rateWindowMinutes: RATE_WINDOW_MINUTES };
}
