import { randomUUID } from 'node:crypto';
import { UnrecoverableError } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handlers } from '../../workers/registry.js';
import { startWorkers, type WorkerPool } from '../../workers/runtime.js';
import type { JobOutcome } from '../../workers/types.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { waitFor } from '../helpers/wait.js';

// The runtime's own rules, with real BullMQ and Redis: the e-mail job is replaced by one that behaves as
// each case needs (keyed by its outbox id); the webhook job is the real one.
type Behaviour = 'fail' | 'unrecoverable' | 'done';
const behaviours = new Map<string, Behaviour>();
const events: string[] = [];

let app: TestApp;
let pool: WorkerPool;
beforeAll(async () => {
  app = await startTestApp();
  pool = await startWorkers(app.rt, ['notify'], {
    ...handlers,
    'notify-email': {
      async process({ outboxId }, { job }): Promise<JobOutcome> {
        events.push(`${outboxId}:attempt ${job.attemptsMade + 1}`);
        const behaviour = behaviours.get(outboxId);
        if (behaviour === 'fail') throw new Error('the mail server is down');
        if (behaviour === 'unrecoverable') throw new UnrecoverableError('the address can never work');
        return { outcome: 'done' };
      },
      async onFinalFailure({ outboxId }, { job }, error) {
        events.push(`${outboxId}:final failure after attempt ${job.attemptsMade + 1}: ${(error as Error).message}`);
        if (behaviours.get(outboxId) === 'unrecoverable') throw new Error('the hook itself failed');
      },
    },
  });
});
afterAll(async () => {
  await pool?.close();
  await app?.close();
});

async function runToEnd(behaviour: Behaviour) {
  const outboxId = randomUUID();
  behaviours.set(outboxId, behaviour);
  const id = await app.rt.queues.enqueue('notify-email', { outboxId }, { attempts: 3, backoff: { type: 'fixed', delay: 20 } });
  const queue = app.rt.queues.get('notify');
  await waitFor(async () => ['completed', 'failed'].includes(await queue.getJobState(id)), { what: `job ${id} to end` });
  const job = (await queue.getJob(id))!;
  return { outboxId, job, seen: events.filter((e) => e.startsWith(outboxId)).map((e) => e.slice(outboxId.length + 1)) };
}

async function outcomeCount(job: string, outcome: string): Promise<number> {
  const text = await (await fetch(`${app.url}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith(`jobs_outcomes_total{queue="notify",job="${job}",outcome="${outcome}"}`));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

describe('worker runtime', () => {
  it('calls onFinalFailure exactly once, after the last attempt, when every attempt fails', async () => {
    const { job, seen } = await runToEnd('fail');
    expect(seen).toEqual(['attempt 1', 'attempt 2', 'attempt 3', 'final failure after attempt 3: the mail server is down']);
    expect(job.failedReason).toBe('the mail server is down');
    expect(job.attemptsMade).toBe(3);
  });

  it('calls onFinalFailure at the first attempt on an UnrecoverableError, and a failing hook does not hide the error', async () => {
    const { job, seen } = await runToEnd('unrecoverable');
    expect(seen).toEqual(['attempt 1', 'final failure after attempt 1: the address can never work']);
    expect(job.failedReason).toBe('the address can never work');
    expect(job.attemptsMade).toBe(1);
  });

  it('counts done, skipped, retry and failed runs in the metrics the api serves', async () => {
    const { seen } = await runToEnd('done');
    expect(seen).toEqual(['attempt 1']);
    // The real webhook job, for a delivery that does not exist: nothing to send.
    const skippedId = await app.rt.queues.enqueue('notify-webhook', { deliveryId: randomUUID() });
    await waitFor(async () => (await app.rt.queues.get('notify').getJob(skippedId))?.isCompleted(), { what: 'the skipped webhook job' });
    expect(
      await app.rt.queues
        .get('notify')
        .getJob(skippedId)
        .then((j) => j?.returnvalue),
    ).toEqual({ outcome: 'skipped', why: 'the delivery is gone' });

    await waitFor(async () => (await outcomeCount('notify-webhook', 'skipped')) === 1, { what: 'the skipped count' });
    expect(await outcomeCount('notify-email', 'done')).toBe(1);
    // From the cases above: 2 retries then 1 failure, and 1 failure at once.
    expect(await outcomeCount('notify-email', 'retry')).toBe(2);
    expect(await outcomeCount('notify-email', 'failed')).toBe(2);
  });
});
