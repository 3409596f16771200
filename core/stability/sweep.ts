import { jobs } from '../queues/index.js';
import type { ReportSweepDeps } from '../reports/sweep.js';
import { failRerun } from './reruns.js';

/**
 * The recorded intent is a paid `panel_reruns` row still running. Older than the grace period: no job
 * at all (a crash between commit and enqueue, or Redis lost its data) -> enqueue it; a job that failed
 * for good without failing its rerun (its worker died on the last try) -> fail it and refund once.
 * Run by the report sweep (the rerun job lives on the report queue); idempotent.
 */
export async function sweepReruns(deps: ReportSweepDeps, opts: { graceMs?: number } = {}): Promise<{ enqueued: number; failed: number }> {
  const before = new Date(Date.now() - (opts.graceMs ?? 30_000));
  const open = await deps.db.selectFrom('panel_reruns').select('id').where('status', '=', 'running').where('created_at', '<', before).orderBy('created_at').limit(500).execute();
  const queue = deps.queues.get(jobs['panel-rerun'].queue);
  let enqueued = 0;
  let failed = 0;
  for (const r of open) {
    const job = await queue.getJob(jobs['panel-rerun'].jobId!({ rerunId: r.id }));
    if (!job) {
      await deps.queues.enqueue('panel-rerun', { rerunId: r.id });
      enqueued++;
    } else if ((await job.getState()) === 'failed') {
      await failRerun(deps, r.id, job.failedReason || 'the rerun job failed');
      failed++;
    }
  }
  return { enqueued, failed };
}
