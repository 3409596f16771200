import { z } from 'zod';
import type { JobsOptions } from 'bullmq';
import type { QueueName } from '../config.js';
import { uuid } from '../http/contract.js';

const hour = 3600;
const day = 24 * hour;
// Completed jobs are kept an hour (the dashboard shows recent work; Postgres holds the results);
// failed jobs a week so an operator can inspect them.
const keep = { removeOnComplete: { age: hour, count: 5000 }, removeOnFail: { age: 7 * day } } satisfies JobsOptions;

interface JobDefinition<S extends z.ZodType> {
  queue: QueueName;
  schema: S;
  /** Deterministic id: enqueueing the same intent twice is one job. Undefined = BullMQ assigns one. */
  jobId?: (payload: z.infer<S>) => string;
  options: JobsOptions;
}

function define<S extends z.ZodType>(d: JobDefinition<S>): JobDefinition<S> {
  return d;
}

// The job contract, once. Each job names its queue, payload schema, id rule and retry policy.
export const jobs = {
  'notify-email': define({
    queue: 'notify',
    schema: z.object({ outboxId: uuid }),
    jobId: (p) => `email_${p.outboxId}`,
    options: { attempts: 8, backoff: { type: 'exponential', delay: 2000 }, ...keep },
  }),
  'avatar-batch': define({
    queue: 'avatar-batch',
    schema: z.object({ batchId: uuid }),
    // BullMQ ids may not contain ':'; one job per batch row, so enqueueing twice is one job.
    jobId: (p) => `batch_${p.batchId}`,
    // A retry resumes from the batch's checkpoint in Postgres, so retrying costs nothing already done.
    options: { attempts: 5, backoff: { type: 'exponential', delay: 5000 }, ...keep },
  }),
  'notify-webhook': define({
    queue: 'notify',
    schema: z.object({ deliveryId: uuid }),
    jobId: (p) => `webhook_${p.deliveryId}`,
    options: { attempts: 8, backoff: { type: 'exponential', delay: 2000 }, ...keep },
  }),
  'avatar-reply': define({
    queue: 'avatar-reply',
    schema: z.object({ questionId: uuid, avatarId: uuid }),
    // One job per (question, avatar): a double enqueue or the sweeper's re-enqueue is the same reply.
    jobId: (p) => `reply_${p.questionId}_${p.avatarId}`,
    // Three tries about a second apart, then the reply is recorded as skipped and the round goes on:
    // the group should not wait minutes for one participant.
    options: { attempts: 3, backoff: { type: 'exponential', delay: 1000 }, ...keep },
  }),
  report: define({
    queue: 'report',
    schema: z.object({ reportId: uuid }),
    // One job per report row (a regenerate is a new row): a double enqueue or a re-enqueue is one job.
    jobId: (p) => `report_${p.reportId}`,
    // Three tries (the LLM may be briefly down); after the last one the report is marked failed and
    // its 5 credits are refunded (workers/processors/report.ts).
    options: { attempts: 3, backoff: { type: 'exponential', delay: 2000 }, ...keep },
  }),
  'panel-rerun': define({
    queue: 'report',
    schema: z.object({ rerunId: uuid }),
    // One job per rerun row. Answers are stored as they come, so a retry resumes where the last attempt
    // stopped; after the last attempt the rerun is marked failed and refunded (workers/processors/panel-rerun.ts).
    jobId: (p) => `rerun_${p.rerunId}`,
    options: { attempts: 3, backoff: { type: 'exponential', delay: 2000 }, ...keep },
  }),
  'sweep-reports': define({
    queue: 'maintenance',
    schema: z.object({}),
    options: { attempts: 1, removeOnComplete: true, removeOnFail: { age: day } },
  }),
  // Scheduled (workers/schedules.ts): open avatar batches without a live job get one again.
  'sweep-batches': define({
    queue: 'maintenance',
    schema: z.object({}),
    options: { attempts: 1, removeOnComplete: true, removeOnFail: { age: day } },
  }),
  pdf: define({
    queue: 'pdf',
    // userId is who asked (told when it is ready; a sample report's reader is not its owner).
    // requestedAt (ms) makes each request its own job, so a render that failed for good can be asked
    // for again; the processor skips the render when the cached PDF is still current.
    schema: z.object({ reportId: uuid, userId: uuid, requestedAt: z.number().int().nonnegative() }),
    jobId: (p) => `pdf_${p.reportId}_${p.requestedAt}`,
    options: { attempts: 3, backoff: { type: 'exponential', delay: 1000 }, ...keep },
  }),
  'sweep-replies': define({
    queue: 'maintenance',
    schema: z.object({}),
    options: { attempts: 1, removeOnComplete: true, removeOnFail: { age: day } },
  }),
  // Scheduled (workers/schedules.ts): expires due credit batches. Idempotent, so a missed or doubled run is harmless.
  'credit-expiry': define({
    queue: 'maintenance',
    schema: z.object({}),
    options: { attempts: 3, backoff: { type: 'exponential', delay: 5000 }, removeOnComplete: { age: day, count: 200 }, removeOnFail: { age: 7 * day } },
  }),
  // A user who bought a new plan while subscribed: the replaced subscription is cancelled at Stripe.
  'stripe-cancel-subscription': define({
    queue: 'maintenance',
    schema: z.object({ subscriptionId: z.string().regex(/^sub_\w+$/) }),
    jobId: (p) => `stripe-cancel_${p.subscriptionId}`,
    options: { attempts: 10, backoff: { type: 'exponential', delay: 5000 }, ...keep },
  }),
} as const;

export type JobName = keyof typeof jobs;
export type JobPayload<N extends JobName> = z.infer<(typeof jobs)[N]['schema']>;
export const JOB_NAMES = Object.keys(jobs) as JobName[];
