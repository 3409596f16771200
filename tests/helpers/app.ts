import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp, type ApiApp } from '../../api/app.js';
import { loadConfig, type QueueName } from '../../core/config.js';
import { createRuntime, type Runtime } from '../../core/runtime.js';
import { startWorkers, type WorkerPool } from '../../workers/runtime.js';
import { createTestDatabase, dropTestDatabase } from './db.js';
import { freePort } from './processes.js';

export interface TestApp {
  url: string;
  port: number;
  rt: Runtime;
  app: ApiApp;
  workers: WorkerPool | null;
  /** Starts (more) in-process workers for the given queues. */
  startWorkers(queues?: QueueName[], env?: Record<string, string>): Promise<WorkerPool>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Queues to run in-process workers for; `true` = all, `false` = none (the default). */
  workers?: boolean | QueueName[];
  env?: Record<string, string | undefined>;
}

/** A real app: its own database and queue prefix, listening on a random port, optionally with workers. */
export async function startTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const prefix = `t${randomBytes(5).toString('hex')}`;
  // The port is chosen first so APP_URL (used in e-mailed links and redirects) is right from the start.
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    DEV_MAILBOX: '1',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATABASE_URL: database.url,
    QUEUE_PREFIX: prefix,
    STORAGE_DIR: mkdtempSync(path.join(tmpdir(), 'fg-storage-')),
    OFFLINE_LLM_DELAY_MS: '0',
    PORT: String(port),
    APP_URL: url,
    ...opts.env,
  };
  const baseConfig = loadConfig(env);
  const rt = createRuntime(baseConfig, 'test');
  const app = createApp(rt);
  await app.listen(port, '127.0.0.1');

  const pools: { pool: WorkerPool; rt: Runtime }[] = [];
  const start = async (queues?: QueueName[], extraEnv: Record<string, string> = {}) => {
    const wrt = createRuntime(loadConfig({ ...env, ...extraEnv }), 'test');
    const pool = await startWorkers(wrt, queues);
    pools.push({ pool, rt: wrt });
    return pool;
  };
  let workers: WorkerPool | null = null;
  if (opts.workers) workers = await start(opts.workers === true ? undefined : opts.workers);

  return {
    url,
    port,
    rt,
    app,
    workers,
    startWorkers: start,
    async close() {
      for (const { pool, rt: wrt } of pools) {
        await pool.close();
        await wrt.close();
      }
      await app.close();
      await rt.close();
      await dropTestDatabase(database.name);
    },
  };
}
