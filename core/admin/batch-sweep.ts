import type { Runtime } from '../runtime.js';
import { finishBatch, progressOf } from './batches.js';

/**
 * How long an open batch must have been quiet before the sweeper looks at it. A running batch writes its
 * row every ~200 ms, and a new one is enqueued right after its commit, so only a lost one stays quiet.
 */
const BATCH_SWEEP_GRACE_MS = 30_000;

export interface BatchSweepResult {
  enqueued: number;
  failed: number;
}

/**
 * Maintenance: every queued or running batch must have a live job. A batch whose job is gone (a crash
 * between commit and enqueue, a Redis that lost its data, a job that ended without ending the batch) is
 * enqueued again and resumes from its checkpoint; one whose job failed for good (it stalled too often,
 * which the processor never sees) is ended as failed, its generated avatars shown.
 */
export async function sweepBatches(rt: Pick<Runtime, 'db' | 'queues' | 'emitter'>, now = Date.now()): Promise<BatchSweepResult> {
  const open = await rt.db
    .selectFrom('avatar_batches')
    .select('id')
    .where('status', 'in', ['queued', 'running'])
    .where('updated_at', '<', new Date(now - BATCH_SWEEP_GRACE_MS))
    .execute();
  const result: BatchSweepResult = { enqueued: 0, failed: 0 };
  const queue = rt.queues.get('avatar-batch');
  for (const { id } of open) {
    const job = await queue.getJob(`batch_${id}`);
    const state = job ? await job.getState() : 'unknown';
    if (state === 'failed') {
      const ended = await finishBatch(rt.db, id, 'failed');
      if (ended) rt.emitter.toAdmins('batch:progress', progressOf(ended));
      result.failed++;
    } else if (state === 'unknown' || state === 'completed') {
      // A finished job still holds its id (kept an hour); remove it so the new one is not deduplicated away.
      if (job) await job.remove();
      await rt.queues.enqueue('avatar-batch', { batchId: id });
      result.enqueued++;
    }
  }
  return result;
}
