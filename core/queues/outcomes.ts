import type { Redis } from 'ioredis';

/** How a job run ended: done or skipped (the processor's word), retry (it will run again), failed (for good). */
export type OutcomeLabel = 'done' | 'skipped' | 'retry' | 'failed';

interface OutcomeCount {
  queue: string;
  job: string;
  outcome: OutcomeLabel;
  count: number;
}

// One Redis hash shared by every worker process: the api's /metrics reads it at scrape time, as it reads
// the queues themselves, so worker processes need no metrics port of their own.
const key = (prefix: string) => `${prefix}:metrics:job-outcomes`;

export function countOutcome(redis: Redis, prefix: string, queue: string, job: string, outcome: OutcomeLabel): Promise<number> {
  return redis.hincrby(key(prefix), `${queue}|${job}|${outcome}`, 1);
}

export async function readOutcomes(redis: Redis, prefix: string): Promise<OutcomeCount[]> {
  const fields = await redis.hgetall(key(prefix));
  return Object.entries(fields).map(([field, count]) => {
    const [queue = '', job = '', outcome] = field.split('|');
    return { queue, job, outcome: outcome as OutcomeLabel, count: Number(count) };
  });
}
