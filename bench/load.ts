// The load test: 200 simulated users (HTTP + Socket.IO, in a separate process) each run a 4-avatar,
// 5-question session against 1 api process and 2 worker processes, with the offline provider at zero
// latency and again at 50 ms. Reports sessions completed, replies/s, round-time percentiles, errors
// and the peak memory of every process.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { seedAvatars } from '../core/avatars/seed.js';
import { hashPassword } from '../core/passwords.js';
import { createDiskStorage } from '../core/storage.js';
import { freePort } from '../tests/helpers/processes.js';
import { benchDatabase, percentile, requireEnv, type SectionRow } from './harness.js';

const PASSWORD = 'load-test-password';

function peakRssMb(pid: number): number {
  try {
    return Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return NaN;
  }
}

/** Starts a process entry; it is ready when `isReady` says so (polled), or fails if the process exits. */
function start(entry: string, env: NodeJS.ProcessEnv, isReady: (output: string) => boolean | Promise<boolean>): { proc: ChildProcess; ready: Promise<void> } {
  // node --import tsx (not the tsx wrapper) so the pid measured is the process doing the work.
  const proc = spawn(process.execPath, ['--import', 'tsx', entry], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  proc.stdout!.on('data', (d) => (out += d));
  proc.stderr!.on('data', (d) => (out += d));
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setInterval(async () => {
      if (proc.exitCode !== null) {
        clearInterval(timer);
        reject(new Error(`${entry} exited:\n${out.slice(-2000)}`));
      } else if (await isReady(out)) {
        clearInterval(timer);
        resolve();
      }
    }, 100);
  });
  return { proc, ready };
}

async function stop(proc: ChildProcess): Promise<void> {
  if (proc.exitCode !== null) return;
  const exited = new Promise((r) => proc.once('exit', r));
  proc.kill('SIGTERM');
  await exited;
}

async function runOnce(users: number, latencyMs: number): Promise<SectionRow[]> {
  const bench = await benchDatabase();
  const label = `${users} users, ${latencyMs} ms latency`;
  try {
    await seedAvatars(bench.db, createDiskStorage(`/tmp/fg-load-${randomBytes(3).toString('hex')}`), 200);
    const hash = await hashPassword(PASSWORD);
    const emails = Array.from({ length: users }, (_, i) => `load-${i}@example.com`);
    await bench.db
      .insertInto('users')
      .values(emails.map((email) => ({ email, password_hash: hash, email_verified_at: new Date() })))
      .execute();

    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: bench.url,
      DATABASE_POOL_SIZE: '20',
      REDIS_URL: requireEnv('REDIS_URL'),
      QUEUE_PREFIX: `bload${randomBytes(4).toString('hex')}`,
      SESSION_SECRET: 'load-test-session-secret-123456',
      LLM_PROVIDER: 'offline',
      OFFLINE_LLM_DELAY_MS: '0',
      OFFLINE_LLM_LATENCY_MS: String(latencyMs),
      LOGIN_MAX_ATTEMPTS_PER_IP: '100000',
      AVATAR_REPLY_CONCURRENCY: '50',
    };
    // The api logs only warnings (per-request logs would measure the log pipe); it is ready when /healthz answers.
    const api = start('api/server.ts', env, () =>
      fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      ),
    );
    const workerReady = (out: string) => out.includes('worker started');
    const workers = [
      start('workers/main.ts', { ...env, LOG_LEVEL: 'info', WORKER_QUEUES: 'avatar-reply,maintenance' }, workerReady),
      start('workers/main.ts', { ...env, LOG_LEVEL: 'info', WORKER_QUEUES: 'avatar-reply' }, workerReady),
    ];
    await Promise.all([api.ready, ...workers.map((w) => w.ready)]);

    const client = spawn(process.execPath, ['--import', 'tsx', 'bench/load-client.ts'], {
      env: { ...process.env, LOAD_URL: `http://127.0.0.1:${port}`, LOAD_USERS: JSON.stringify(emails), LOAD_PASSWORD: PASSWORD },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    client.stdout!.on('data', (d) => (out += d));
    await new Promise((r) => client.once('exit', r));
    const result = JSON.parse(out.trim().split('\n').pop()!) as { seconds: number; completed: number; replies: number; rounds: number[]; errors: string[]; peakRssMb: number };

    const memory = { api: peakRssMb(api.proc.pid!), worker1: peakRssMb(workers[0]!.proc.pid!), worker2: peakRssMb(workers[1]!.proc.pid!) };
    await Promise.all([api, ...workers].map((p) => stop(p.proc)));
    if (result.errors.length) console.warn(`[bench] load errors (first 5): ${result.errors.slice(0, 5).join(' | ')}`);
    return [
      { name: `${label}: sessions completed`, value: result.completed, unit: `of ${users}` },
      { name: `${label}: replies per second`, value: result.replies / result.seconds, unit: 'replies/s' },
      { name: `${label}: question round time p50`, value: percentile(result.rounds, 50), unit: 'ms' },
      { name: `${label}: question round time p95`, value: percentile(result.rounds, 95), unit: 'ms' },
      { name: `${label}: question round time p99`, value: percentile(result.rounds, 99), unit: 'ms' },
      { name: `${label}: errors`, value: result.errors.length, unit: 'count' },
      { name: `${label}: peak memory, api process`, value: memory.api, unit: 'MB' },
      { name: `${label}: peak memory, worker process 1`, value: memory.worker1, unit: 'MB' },
      { name: `${label}: peak memory, worker process 2`, value: memory.worker2, unit: 'MB' },
      { name: `${label}: peak memory, client process`, value: result.peakRssMb, unit: 'MB' },
      { name: `${label}: wall time`, value: result.seconds, unit: 's' },
    ];
  } finally {
    await bench.drop();
  }
}

export async function benchLoad(opts: { quick: boolean }): Promise<SectionRow[]> {
  const users = opts.quick ? 20 : 200;
  return [...(await runOnce(users, 0)), ...(await runOnce(users, 50))];
}
