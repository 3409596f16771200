import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type ApiApp } from '../../api/app.js';
import { insertOutbox } from '../../core/mail.js';
import { loadConfig } from '../../core/config.js';
import { createRuntime, type Runtime } from '../../core/runtime.js';
import { startWorkers, type WorkerPool } from '../../workers/runtime.js';
import { createTestDatabase, dropTestDatabase } from '../helpers/db.js';
import { startTcpProxy } from '../helpers/tcp-proxy.js';
import { waitFor } from '../helpers/wait.js';

// Postgres is reached through a proxy the test can cut: the api must answer 503 quickly (never hang),
// /readyz must say not ready, jobs must retry, and everything must recover without a restart.
let database: { name: string; url: string };
let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
let rt: Runtime;
let workerRt: Runtime;
let app: ApiApp;
let pool: WorkerPool;
let url: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const real = new URL(database.url);
  proxy = await startTcpProxy(Number(real.port));
  real.port = String(proxy.port);
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: real.toString(),
    QUEUE_PREFIX: `t${randomBytes(5).toString('hex')}`,
    STORAGE_DIR: mkdtempSync(path.join(tmpdir(), 'fg-')),
  });
  rt = createRuntime(config, 'test');
  workerRt = createRuntime(config, 'test');
  app = createApp(rt);
  url = `http://127.0.0.1:${await app.listen(0, '127.0.0.1')}`;
  pool = await startWorkers(workerRt, ['notify']);
});
afterAll(async () => {
  await pool?.close();
  await app?.close();
  await rt?.close();
  await workerRt?.close();
  await proxy?.close();
  await dropTestDatabase(database.name);
});

describe('Postgres unavailable for a few seconds', () => {
  it('answers 503 fast, reports not ready, retries jobs, and recovers by itself', async () => {
    expect((await fetch(`${url}/api/plans`)).status).toBe(200);
    await proxy.cut();

    const started = Date.now();
    const res = await fetch(`${url}/api/plans`);
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe('The service is temporarily unavailable. Please try again in a moment.');
    expect(Date.now() - started).toBeLessThan(6000);
    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'not ready', postgres: false, redis: true });

    // A job whose processor needs the database fails and is retried with backoff.
    const outboxId = await (async () => {
      await proxy.restore();
      const id = await insertOutbox(rt.db, { to: 'outage@example.com', subject: 'During outage', text: 'x' });
      await proxy.cut();
      return id;
    })();
    const jobId = await rt.queues.enqueue('notify-email', { outboxId });
    const job = await waitFor(
      async () => {
        const j = await rt.queues.get('notify').getJob(jobId);
        return j && j.attemptsMade >= 1 ? j : null;
      },
      { timeout: 15_000, what: 'a failed attempt' },
    );
    expect(job.attemptsMade).toBeGreaterThanOrEqual(1);

    await proxy.restore();
    await waitFor(async () => (await fetch(`${url}/api/plans`)).status === 200, { timeout: 15_000, what: 'api recovery' });
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    const mail = await waitFor(async () => (await rt.db.selectFrom('email_outbox').select('status').where('id', '=', outboxId).executeTakeFirst())?.status === 'stored', {
      timeout: 30_000,
      what: 'the retried job to complete',
    });
    expect(mail).toBe(true);
  });
});
