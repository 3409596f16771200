import type { Job } from 'bullmq';
import type { Logger } from '../core/logger.js';
import type { JobName, JobPayload } from '../core/queues/index.js';
import type { Runtime } from '../core/runtime.js';

interface ProcessorDeps {
  rt: Runtime;
  job: Job;
  log: Logger;
}

export type Processor<N extends JobName> = (payload: JobPayload<N>, deps: ProcessorDeps) => Promise<unknown>;
