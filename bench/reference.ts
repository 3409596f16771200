// Reference runs measured in the same process as the sections: bare BullMQ no-op jobs, raw Postgres
// inserts, and a raw Socket.IO emit through the Redis adapter. Section figures are divided by these.
import { createServer } from 'node:http';
import { randomBytes } from 'node:crypto';
import { Queue, Worker } from 'bullmq';
import { createAdapter } from '@socket.io/redis-adapter';
import { Emitter } from '@socket.io/redis-emitter';
import { Server } from 'socket.io';
import { io as connect } from 'socket.io-client';
import { sql } from 'kysely';
import { bullConnection, createRedis } from '../core/redis.js';
import { benchDatabase, percentile, requireEnv, type BenchRow } from './harness.js';

export interface References {
  bullmqJobsPerSecond: number;
  pgInsertsPerSecond: number;
  socketEmitP50Ms: number;
}

async function bullmqNoop(jobs: number): Promise<number> {
  const connection = bullConnection(requireEnv('REDIS_URL'));
  const prefix = `bref${randomBytes(4).toString('hex')}`;
  const queue = new Queue('noop', { connection, prefix });
  let done = 0;
  let resolveAll!: () => void;
  const all = new Promise<void>((r) => (resolveAll = r));
  const worker = new Worker('noop', async () => undefined, { connection, prefix, concurrency: 50 });
  worker.on('completed', () => {
    if (++done === jobs) resolveAll();
  });
  await worker.waitUntilReady();
  const start = performance.now();
  await queue.addBulk(Array.from({ length: jobs }, (_, i) => ({ name: 'noop', data: { i }, opts: { removeOnComplete: true } })));
  await all;
  const seconds = (performance.now() - start) / 1000;
  await worker.close();
  await queue.obliterate({ force: true });
  await queue.close();
  return jobs / seconds;
}

async function pgInserts(rows: number): Promise<number> {
  const bench = await benchDatabase();
  try {
    await sql`CREATE TABLE bench_ref (id bigserial primary key, user_id uuid, n integer, created_at timestamptz default now())`.execute(bench.db);
    const start = performance.now();
    // 32 concurrent single-row inserts, like concurrent requests each writing one row.
    let next = 0;
    await Promise.all(
      Array.from({ length: 32 }, async () => {
        while (next < rows) {
          next++;
          await sql`INSERT INTO bench_ref (user_id, n) VALUES (gen_random_uuid(), ${next})`.execute(bench.db);
        }
      }),
    );
    return rows / ((performance.now() - start) / 1000);
  } finally {
    await bench.drop();
  }
}

async function socketEmit(samples: number): Promise<number> {
  const redisUrl = requireEnv('REDIS_URL');
  const key = `bref-${randomBytes(4).toString('hex')}`;
  const pub = createRedis(redisUrl);
  const sub = pub.duplicate();
  const emitterClient = createRedis(redisUrl);
  const http = createServer();
  const io = new Server(http, { adapter: createAdapter(pub, sub, { key }) });
  io.on('connection', (s) => void s.join('room'));
  await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
  const port = (http.address() as { port: number }).port;
  const client = connect(`http://127.0.0.1:${port}`, { transports: ['websocket'] });
  await new Promise<void>((r) => client.on('connect', () => r()));
  await new Promise((r) => setTimeout(r, 100));
  const emitter = new Emitter(emitterClient, { key });
  const latencies: number[] = [];
  for (let i = 0; i < samples; i++) {
    const got = new Promise<void>((r) => client.once('ping-bench', () => r()));
    const start = performance.now();
    emitter.to('room').emit('ping-bench', i);
    await got;
    latencies.push(performance.now() - start);
  }
  client.close();
  await new Promise<void>((r) => io.close(() => r()));
  pub.disconnect();
  sub.disconnect();
  emitterClient.disconnect();
  return percentile(latencies, 50);
}

export async function measureReferences(quick: boolean): Promise<{ refs: References; rows: BenchRow[] }> {
  const refs: References = {
    bullmqJobsPerSecond: await bullmqNoop(quick ? 500 : 2000),
    pgInsertsPerSecond: await pgInserts(quick ? 1000 : 5000),
    socketEmitP50Ms: await socketEmit(quick ? 100 : 500),
  };
  const section = 'reference';
  return {
    refs,
    rows: [
      { section, name: 'bare BullMQ no-op jobs (concurrency 50)', value: refs.bullmqJobsPerSecond, unit: 'jobs/s' },
      { section, name: 'raw Postgres single-row inserts (32 clients)', value: refs.pgInsertsPerSecond, unit: 'rows/s' },
      { section, name: 'raw Socket.IO emit via Redis, p50', value: refs.socketEmitP50Ms, unit: 'ms' },
    ],
  };
}
