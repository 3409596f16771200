import { jobs, type JobName } from '../core/queues/index.js';
import type { Runtime } from '../core/runtime.js';

/**
 * Recurring work as BullMQ job schedulers, upserted at every worker start: upserting is idempotent,
 * so any number of workers starting at once leaves one schedule per id.
 */
export async function upsertSchedules(rt: Runtime): Promise<void> {
  const schedules: { id: string; everyMs: number; name: JobName }[] = [
    { id: 'sweep-replies', everyMs: rt.config.REPLY_SWEEP_EVERY_MS, name: 'sweep-replies' },
    // Reports and batches share the replies' cadence: all repair intents recorded in Postgres that lost their job.
    { id: 'sweep-reports', everyMs: rt.config.REPLY_SWEEP_EVERY_MS, name: 'sweep-reports' },
    { id: 'sweep-batches', everyMs: rt.config.REPLY_SWEEP_EVERY_MS, name: 'sweep-batches' },
    { id: 'credit-expiry', everyMs: rt.config.CREDIT_EXPIRY_EVERY_MS, name: 'credit-expiry' },
  ];
  const queue = rt.queues.get('maintenance');
  // Each run gets its job's options (attempts, and removal, so finished runs do not pile up in Redis).
  for (const s of schedules) await queue.upsertJobScheduler(s.id, { every: s.everyMs }, { name: s.name, data: {}, opts: jobs[s.name].options });
}
