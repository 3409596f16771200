// Avatar batch section: one batch through a real worker process with zero-latency generation (the
// offline persona generator, no model wait), so what is measured is the pipeline itself: the 200 ms
// spacing floor, and the overhead above it (generation, portrait, checkpoint transaction, progress
// event) plus the worker's memory while it runs. Run alone with `npm run bench -- --only=batch`.
// prints a Markdown table.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createBatch } from '../core/admin/batches.js';
import { loadConfig } from '../core/config.js';
import { createRuntime } from '../core/runtime.js';
import { GENERATION_SPACING_MS } from '../workers/processors/avatar-batch.js';
import { benchDatabase, requireEnv, round, type SectionRow } from './harness.js';

/** Resident memory of a process in MB, from /proc (Linux). */
function rssMb(pid: number): number | null {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'));
    return line ? Number(line.replace(/\D+/g, '')) / 1024 : null;
  } catch {
    return null;
  }
}

export async function benchBatch(opts: { quick: boolean }): Promise<SectionRow[]> {
  const count = opts.quick ? 50 : 1000;
  const database = await benchDatabase();
  const storage = mkdtempSync(path.join(tmpdir(), 'fg-bench-batch-'));
  const env = {
    NODE_ENV: 'production',
    SESSION_SECRET: 'bench-session-secret-0123456789',
    // info: the worker announces "worker started" at that level.
    LOG_LEVEL: 'info',
    DATABASE_URL: database.url,
    REDIS_URL: requireEnv('REDIS_URL'),
    QUEUE_PREFIX: `bbatch${randomBytes(4).toString('hex')}`,
    STORAGE_DIR: storage,
    LLM_PROVIDER: 'offline',
    OFFLINE_LLM_DELAY_MS: '0',
    OFFLINE_LLM_LATENCY_MS: '0',
    WORKER_QUEUES: 'avatar-batch',
  };
  const rt = createRuntime(loadConfig({ ...process.env, ...env }), 'api');
  // The worker is its own node process (tsx as a loader, not a wrapper), so its pid is the one measured.
  const worker = spawn(process.execPath, ['--import', 'tsx', 'workers/main.ts'], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  worker.stdout.on('data', (d) => (output += d));
  worker.stderr.on('data', (d) => (output += d));
  try {
    const started = Date.now();
    while (!output.includes('worker started')) {
      if (worker.exitCode !== null || Date.now() - started > 60_000) throw new Error(`worker did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    const baseline = rssMb(worker.pid!) ?? 0;
    const admin = await rt.db.insertInto('users').values({ email: 'bench-admin@example.com', password_hash: 'x', is_admin: true }).returning('id').executeTakeFirstOrThrow();

    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(worker.pid!) ?? 0)), 100);
    const t0 = performance.now();
    const { id } = await createBatch(rt, admin.id, { count, tags: ['parent', 'urban', 'gamer', 'pet-owner'] });
    let batch = await rt.db.selectFrom('avatar_batches').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    while (batch.status !== 'completed') {
      if (batch.status === 'failed' || batch.status === 'cancelled' || worker.exitCode !== null) throw new Error(`batch ${batch.status}:\n${output}`);
      await new Promise((r) => setTimeout(r, 250));
      batch = await rt.db.selectFrom('avatar_batches').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    }
    const wall = (performance.now() - t0) / 1000;
    clearInterval(sampler);

    const run = (batch.finished_at!.getTime() - batch.started_at!.getTime()) / 1000;
    const floor = ((count - 1) * GENERATION_SPACING_MS) / 1000;
    const active = await rt.db
      .selectFrom('avatars')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('batch_id', '=', id)
      .where('is_active', '=', true)
      .executeTakeFirstOrThrow();
    return [
      { name: `${count}-avatar batch, zero-latency generation: run time (start to end in the worker)`, value: round(run), unit: 's' },
      { name: `${count}-avatar batch: spacing floor (${count - 1} × ${GENERATION_SPACING_MS} ms)`, value: round(floor), unit: 's' },
      { name: `${count}-avatar batch: overhead above the floor`, value: round(run - floor), unit: 's' },
      { name: `${count}-avatar batch: overhead per avatar`, value: round(((run - floor) / count) * 1000), unit: 'ms' },
      { name: `${count}-avatar batch: from the API call to completion`, value: round(wall), unit: 's' },
      { name: `${count}-avatar batch: avatars generated and visible`, value: Number(active.n), unit: 'avatars' },
      { name: 'batch worker RSS before the batch', value: round(baseline, 1), unit: 'MB' },
      { name: 'batch worker RSS peak during the batch', value: round(peak, 1), unit: 'MB' },
    ];
  } finally {
    worker.kill('SIGTERM');
    await new Promise((r) => (worker.exitCode !== null ? r(null) : worker.once('exit', r)));
    await rt.queues.get('avatar-batch').obliterate({ force: true });
    await rt.close();
    await database.drop();
    rmSync(storage, { recursive: true, force: true });
  }
}
