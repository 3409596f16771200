import type { Db } from '../../db/client.js';
import type { Logger } from '../logger.js';
import { jobs, type Queues } from '../queues/index.js';
import type { RealtimeEmitter } from '../realtime.js';
import { failReport } from './lifecycle.js';

export interface ReportSweepDeps {
  db: Db;
  queues: Queues;
  emitter: RealtimeEmitter;
  logger: Logger;
}

/**
 * The recorded intent is a report row in status generating, paid for. For each one older than the
 * grace period: no job at all (a crash between commit and enqueue, or Redis lost its data) ->
 * enqueue it; a job that failed for good without failing its report (its worker died on the last
 * try) -> fail the report and refund it. Waiting and running jobs are left alone: a report may wait
 * its turn behind others for a long time. Idempotent, safe on two workers at once.
 */
export async function sweepReports(deps: ReportSweepDeps, opts: { graceMs?: number; limit?: number } = {}): Promise<{ enqueued: number; failed: number }> {
  const before = new Date(Date.now() - (opts.graceMs ?? 30_000));
  const open = await deps.db
    .selectFrom('reports')
    .select(['id', 'session_id', 'user_id'])
    .where('status', '=', 'generating')
    .where('created_at', '<', before)
    .orderBy('created_at')
    .limit(opts.limit ?? 500)
    .execute();
  const queue = deps.queues.get(jobs.report.queue);
  let enqueued = 0;
  let failed = 0;
  for (const r of open) {
    const job = await queue.getJob(jobs.report.jobId!({ reportId: r.id }));
    if (!job) {
      await deps.queues.enqueue('report', { reportId: r.id });
      enqueued++;
    } else if ((await job.getState()) === 'failed') {
      if (await failReport(deps, r, job.failedReason || 'the report job failed')) failed++;
    }
  }
  return { enqueued, failed };
}
