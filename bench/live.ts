// Live session section: questions answered by every avatar through the real path (HTTP question, one
// BullMQ job per avatar, a worker process streaming from the offline provider, Postgres insert,
// Socket.IO event back to a joined client). Run alone with `npm run bench -- --only=live`.
import { randomBytes } from 'node:crypto';
import { Queue, Worker } from 'bullmq';
import { bullConnection } from '../core/redis.js';
import { benchDatabase, percentile, requireEnv, round, type SectionRow } from './harness.js';
import { startLiveStack, type LiveStack } from './live-stack.js';

// The worker process's concurrency for avatar replies (AVATAR_REPLY_CONCURRENCY's default).
const CONCURRENCY = 20;

/** Question-to-last-reply times of sequential rounds, each on a fresh session of `size` avatars. */
async function roundTimes(stack: LiveStack, size: number, rounds: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const sessionId = await stack.newSession(size);
    const t0 = performance.now();
    const questionId = await stack.ask(sessionId, 'What is your first impression of this concept?');
    times.push((await stack.repliesDone(questionId, size)) - t0);
  }
  return times;
}

/** End-to-end avatar-reply throughput: jobs enqueued at once for stored questions, until every reply:done. */
async function replyThroughput(stack: LiveStack, jobs: number): Promise<number> {
  const size = 15;
  const questions = Math.ceil(jobs / size);
  const sessions = await Promise.all(Array.from({ length: questions }, () => stack.newSession(size)));
  const rows = await stack.rt.db
    .insertInto('questions')
    .values(sessions.map((sessionId) => ({ session_id: sessionId, question_text: 'What concerns would you have?', question_number: 1 })))
    .returning(['id'])
    .execute();
  const details = await stack.rt.db.selectFrom('sessions').select(['selected_avatars']).where('id', '=', sessions[0]!).executeTakeFirstOrThrow();
  const t0 = performance.now();
  await Promise.all(rows.flatMap((q) => details.selected_avatars.map((avatarId) => stack.rt.queues.enqueue('avatar-reply', { questionId: q.id, avatarId }))));
  const ends = await Promise.all(rows.map((q) => stack.repliesDone(q.id, size)));
  return (rows.length * size) / ((Math.max(...ends) - t0) / 1000);
}

/** Bare BullMQ with the same concurrency: the ceiling the reply pipeline runs under. */
async function noopThroughput(jobs: number): Promise<number> {
  const connection = bullConnection(requireEnv('REDIS_URL'));
  const prefix = `bnoop${randomBytes(4).toString('hex')}`;
  const queue = new Queue('noop', { connection, prefix });
  let done = 0;
  let finish!: () => void;
  const all = new Promise<void>((r) => (finish = r));
  const worker = new Worker('noop', async () => undefined, { connection, prefix, concurrency: CONCURRENCY });
  worker.on('completed', () => ++done === jobs && finish());
  await worker.waitUntilReady();
  const t0 = performance.now();
  await Promise.all(Array.from({ length: jobs }, (_, i) => queue.add('noop', { i }, { removeOnComplete: true })));
  await all;
  const rate = jobs / ((performance.now() - t0) / 1000);
  await worker.close();
  await queue.obliterate({ force: true });
  await queue.close();
  return rate;
}

export async function benchLive(opts: { quick: boolean }): Promise<SectionRow[]> {
  const rounds = opts.quick ? 5 : 30;
  const jobs = opts.quick ? 300 : 1500;
  const slowRounds = opts.quick ? 2 : 5;
  const latencyMs = 1000;
  const database = await benchDatabase();
  const rows: SectionRow[] = [];
  try {
    const fast = await startLiveStack(database.url, { OFFLINE_LLM_LATENCY_MS: '0', AVATAR_REPLY_CONCURRENCY: String(CONCURRENCY) });
    try {
      await roundTimes(fast, 4, 2); // warm-up: connections, JIT, prepared pool
      for (const size of [4, 15]) {
        const times = await roundTimes(fast, size, rounds);
        rows.push({ name: `question to all replies stored, ${size} avatars, zero latency: p50`, value: round(percentile(times, 50)), unit: 'ms' });
        rows.push({ name: `question to all replies stored, ${size} avatars, zero latency: p95`, value: round(percentile(times, 95)), unit: 'ms' });
      }
      const noop = await noopThroughput(jobs);
      const live = await replyThroughput(fast, jobs);
      rows.push({
        name: `avatar-reply jobs end to end (enqueue, stream, store, emit), 1 worker process, ${jobs} jobs`,
        value: round(live),
        unit: 'jobs/s',
        ratio: live / noop,
        reference: 'bare BullMQ no-op rate',
      });
      rows.push({ name: `bare BullMQ no-op jobs, concurrency ${CONCURRENCY}, same run`, value: round(noop), unit: 'jobs/s' });
    } finally {
      await fast.close();
    }
    const slow = await startLiveStack(database.url, { OFFLINE_LLM_LATENCY_MS: String(latencyMs), AVATAR_REPLY_CONCURRENCY: String(CONCURRENCY) });
    try {
      const times = await roundTimes(slow, 15, slowRounds);
      const p50 = percentile(times, 50);
      rows.push({
        name: `round time, 15 avatars, fixed ${latencyMs} ms provider latency: p50`,
        value: round(p50),
        unit: 'ms',
        ratio: p50 / latencyMs,
        reference: 'one provider latency',
      });
    } finally {
      await slow.close();
    }
    return rows;
  } finally {
    await database.drop();
  }
}
