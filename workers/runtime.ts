import { MetricsTime, UnrecoverableError, Worker, type Job } from 'bullmq';
import type { Config, QueueName } from '../core/config.js';
import { jobs, type JobName } from '../core/queues/index.js';
import { bullConnection } from '../core/redis.js';
import type { Runtime } from '../core/runtime.js';
import { closeSharedBrowser } from './chromium.js';
import { processors } from './registry.js';
import { upsertSchedules } from './schedules.js';
import type { Processor } from './types.js';

interface QueueSettings {
  concurrency: keyof Config;
  /**
   * How long a job's lock lasts before the job counts as stalled (its worker died). BullMQ renews the
   * lock every half period while the job runs, so this only bounds how fast a crash is detected.
   */
  lockDurationMs: number;
}

// Lock durations sized to each job: short jobs are re-run quickly after a crash; a PDF render or a
// report step gets more slack so a busy event loop never makes a live job look stalled.
const SETTINGS: Record<QueueName, QueueSettings> = {
  'avatar-reply': { concurrency: 'AVATAR_REPLY_CONCURRENCY', lockDurationMs: 30_000 },
  report: { concurrency: 'REPORT_CONCURRENCY', lockDurationMs: 60_000 },
  pdf: { concurrency: 'PDF_CONCURRENCY', lockDurationMs: 60_000 },
  'avatar-batch': { concurrency: 'AVATAR_BATCH_CONCURRENCY', lockDurationMs: 30_000 },
  notify: { concurrency: 'NOTIFY_CONCURRENCY', lockDurationMs: 30_000 },
  maintenance: { concurrency: 'MAINTENANCE_CONCURRENCY', lockDurationMs: 60_000 },
};

export interface WorkerPool {
  workers: Worker[];
  close(): Promise<void>;
}

/** Validates the payload again at run time and hands it to the job's processor. */
async function dispatch(rt: Runtime, job: Job): Promise<unknown> {
  const name = job.name as JobName;
  const def = jobs[name];
  if (!def) throw new UnrecoverableError(`no processor for job "${job.name}"`);
  const parsed = def.schema.safeParse(job.data);
  if (!parsed.success) throw new UnrecoverableError(`invalid payload for ${name}: ${parsed.error.message}`);
  const log = rt.logger.child({ jobId: job.id, job: name, queue: job.queueName });
  const processor = processors[name] as Processor<typeof name>;
  return processor(parsed.data as never, { rt, job, log });
}

/** Starts one BullMQ worker per queue in `queueNames`; only workers/main.ts and tests call this. */
export async function startWorkers(rt: Runtime, queueNames: QueueName[] = rt.config.WORKER_QUEUES): Promise<WorkerPool> {
  const connection = bullConnection(rt.config.REDIS_URL);
  const workers = queueNames.map(
    (queue) =>
      new Worker(queue, (job) => dispatch(rt, job), {
        connection,
        prefix: rt.config.QUEUE_PREFIX,
        concurrency: rt.config[SETTINGS[queue].concurrency] as number,
        lockDuration: rt.config.WORKER_LOCK_DURATION_MS ?? SETTINGS[queue].lockDurationMs,
        stalledInterval: rt.config.WORKER_STALLED_INTERVAL_MS,
        // A job found stalled twice (its worker crashed twice mid-job) goes to failed for inspection.
        maxStalledCount: 2,
        // Providers limit requests per minute; BullMQ's limiter holds avatar replies back across all workers.
        limiter: queue === 'avatar-reply' && rt.config.LLM_REQUESTS_PER_MINUTE > 0 ? { max: rt.config.LLM_REQUESTS_PER_MINUTE, duration: 60_000 } : undefined,
        // Per-minute completed/failed counts kept in Redis: the admin Statistics tab reads job rates from them.
        metrics: { maxDataPoints: MetricsTime.ONE_WEEK },
      }),
  );
  for (const w of workers) {
    w.on('failed', (job, err) => rt.logger.warn({ jobId: job?.id, job: job?.name, attempts: job?.attemptsMade, err: err.message }, 'job failed'));
    w.on('error', (err) => rt.logger.error({ err: err.message }, 'worker error'));
  }
  await Promise.all(workers.map((w) => w.waitUntilReady()));
  if (queueNames.includes('maintenance')) await upsertSchedules(rt);
  return {
    workers,
    async close() {
      await Promise.all(workers.map((w) => w.close()));
      // After the workers: a PDF job finishing during close still has its browser.
      if (queueNames.includes('pdf')) await closeSharedBrowser();
    },
  };
}
