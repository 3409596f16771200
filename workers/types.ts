import type { Job } from 'bullmq';
import type { Logger } from '../core/logger.js';
import type { JobName, JobPayload } from '../core/queues/index.js';
import type { Runtime } from '../core/runtime.js';

interface ProcessorDeps {
  rt: Runtime;
  job: Job;
  log: Logger;
}

/**
 * What a run ended with, logged and counted by the runtime (workers/runtime.ts). `skipped` says why no
 * work was needed (already done, the row is gone), so an operator can tell a no-op from a success.
 */
export type JobOutcome = { outcome: 'done' } | { outcome: 'skipped'; why: string };

export const done: JobOutcome = { outcome: 'done' };
export const skipped = (why: string): JobOutcome => ({ outcome: 'skipped', why });

export type Processor<N extends JobName> = (payload: JobPayload<N>, deps: ProcessorDeps) => Promise<JobOutcome>;

/**
 * Runs once, after the attempt the runtime found final (an UnrecoverableError, or the last attempt):
 * refunds, marks rows failed, tells the user. It is awaited before BullMQ records the failure.
 */
export type FinalFailureHook<N extends JobName> = (payload: JobPayload<N>, deps: ProcessorDeps, error: unknown) => Promise<void>;

/** A job's code: its processor and, when a failure for good must be recorded, the hook that does it. */
export interface JobHandler<N extends JobName> {
  process: Processor<N>;
  onFinalFailure?: FinalFailureHook<N>;
}
