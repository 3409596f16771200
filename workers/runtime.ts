import { MetricsTime, UnrecoverableError, Worker, type Job } from 'bullmq';
import type { Config, QueueName } from '../core/config.js';
import { jobs, type JobName } from '../core/queues/index.js';
import { bullConnection } from '../core/redis.js';
import type { Logger } from '../core/logger.js';
import { countOutcome, type OutcomeLabel } from '../core/queues/outcomes.js';
import type { Runtime } from '../core/runtime.js';
import { closeSharedBrowser } from './chromium.js';
import { handlers } from './registry.js';
import { upsertSchedules } from './schedules.js';
import type { JobHandler, JobOutcome } from './types.js';

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

/** BullMQ runs this job no more: the error says so, or this was its last attempt. Decided here only. */
const isFinal = (job: Job, err: unknown) => err instanceof UnrecoverableError || job.attemptsMade + 1 >= (job.opts.attempts ?? 1);

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * Validates the payload again at run time and hands it to the job's processor. On a final failure the
 * job's `onFinalFailure` runs once before the error goes back to BullMQ; a failure of the hook itself is
 * logged, and the job still fails with its own error.
 */
async function run(rt: Runtime, job: Job, log: Logger, jobHandlers: JobHandlers): Promise<JobOutcome> {
  const name = job.name as JobName;
  const def = jobs[name];
  if (!def) throw new UnrecoverableError(`no processor for job "${job.name}"`);
  const parsed = def.schema.safeParse(job.data);
  if (!parsed.success) throw new UnrecoverableError(`invalid payload for ${name}: ${parsed.error.message}`);
  const handler = jobHandlers[name] as JobHandler<typeof name>;
  const deps = { rt, job, log };
  try {
    return await handler.process(parsed.data as never, deps);
  } catch (err) {
    if (isFinal(job, err) && handler.onFinalFailure) {
      await handler.onFinalFailure(parsed.data as never, deps, err).catch((hookErr: unknown) => {
        log.error({ err: messageOf(hookErr), jobErr: messageOf(err) }, 'recording the final failure failed');
      });
    }
    throw err;
  }
}

/** One log line and one count per run: done or skipped (with why), retry or failed. */
async function dispatch(rt: Runtime, job: Job, jobHandlers: JobHandlers): Promise<JobOutcome> {
  const log = rt.logger.child({ jobId: job.id, job: job.name, queue: job.queueName });
  const started = performance.now();
  const settle = (outcome: OutcomeLabel, fields: Record<string, unknown>, message: string) => {
    const line = { outcome, attempt: job.attemptsMade + 1, durationMs: Math.round(performance.now() - started), ...fields };
    if (outcome === 'done' || outcome === 'skipped') log.info(line, message);
    else log.warn(line, message);
    // Not awaited: a Redis hiccup must not hold the job; a lost count is logged.
    countOutcome(rt.redis, rt.config.QUEUE_PREFIX, job.queueName, job.name, outcome).catch((err: unknown) => log.warn({ err: messageOf(err) }, 'job outcome not counted'));
  };
  try {
    const result = await run(rt, job, log, jobHandlers);
    settle(result.outcome, result.outcome === 'skipped' ? { why: result.why } : {}, 'job ended');
    return result;
  } catch (err) {
    const final = isFinal(job, err);
    settle(final ? 'failed' : 'retry', { err: messageOf(err) }, final ? 'job failed for good' : 'job failed; BullMQ retries it');
    throw err;
  }
}

type JobHandlers = typeof handlers;

/**
 * Starts one BullMQ worker per queue in `queueNames`; only workers/main.ts and tests call this. Tests of
 * the runtime itself pass handlers that fail on purpose; every other caller runs the registry's.
 */
export async function startWorkers(rt: Runtime, queueNames: QueueName[] = rt.config.WORKER_QUEUES, jobHandlers: JobHandlers = handlers): Promise<WorkerPool> {
  const connection = bullConnection(rt.config.REDIS_URL);
  const workers = queueNames.map(
    (queue) =>
      new Worker(queue, (job) => dispatch(rt, job, jobHandlers), {
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
    // A stalled job never reached dispatch's log: its worker died mid-run; BullMQ runs it again or fails it.
    w.on('stalled', (jobId) => rt.logger.warn({ jobId, queue: w.name }, 'job stalled'));
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
