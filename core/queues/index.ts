import { Queue, type ConnectionOptions, type JobsOptions } from 'bullmq';
import { QUEUE_NAMES, type QueueName } from '../config.js';
import { jobs, type JobName, type JobPayload } from './definitions.js';

export { jobs, JOB_NAMES, type JobName, type JobPayload } from './definitions.js';

export interface Queues {
  enqueue<N extends JobName>(name: N, payload: JobPayload<N>, opts?: JobsOptions): Promise<string>;
  get(name: QueueName): Queue;
  all(): Queue[];
  close(): Promise<void>;
}

/** Producer side of every queue. Creating it starts no worker: only workers/main.ts does. */
export function createQueues(connection: ConnectionOptions, prefix: string): Queues {
  const queues = new Map<QueueName, Queue>();
  const get = (name: QueueName) => {
    let q = queues.get(name);
    if (!q) {
      q = new Queue(name, { connection, prefix });
      // Connection errors surface on the next call; without a listener they would crash the process.
      q.on('error', () => {});
      queues.set(name, q);
    }
    return q;
  };
  return {
    async enqueue(name, payload, opts) {
      const def = jobs[name];
      const data = def.schema.parse(payload) as JobPayload<typeof name>;
      const jobId = 'jobId' in def && def.jobId ? (def.jobId as (p: unknown) => string)(data) : undefined;
      const job = await get(def.queue).add(name, data, { ...def.options, jobId, ...opts });
      return job.id!;
    },
    get,
    all: () => QUEUE_NAMES.map(get),
    async close() {
      await Promise.all([...queues.values()].map((q) => q.close()));
    },
  };
}
