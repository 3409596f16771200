import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/processes.js';
import { waitFor } from '../helpers/wait.js';

const portOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

// The real `npm start` with its own private Postgres and Redis (own ports and data folder), closed the
// way a terminal closes: SIGHUP.
describe('npm start', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fg-start-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('says it is running only once /readyz answers, and stops everything it started on SIGHUP', async () => {
    const [pgPort, redisPort, port] = [await freePort(), await freePort(), await freePort()];
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      LOCAL_DATA_DIR: dataDir,
      LOCAL_PG_PORT: String(pgPort),
      LOCAL_REDIS_PORT: String(redisPort),
      PORT: String(port),
      HOST: '127.0.0.1',
      STORAGE_DIR: path.join(dataDir, 'storage'),
      SKIP_WEB_BUILD: '1',
    };
    delete env.DATABASE_URL;
    delete env.REDIS_URL;
    const child = spawn(process.execPath, ['scripts/start.mjs'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      await waitFor(() => out.includes('Focus Group is running'), { timeout: 90_000, what: `the banner\n${out}` });
      expect(out.indexOf('"api listening')).toBeGreaterThan(-1);
      expect(out.indexOf('"api listening')).toBeLessThan(out.indexOf('Focus Group is running'));
      expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
      expect(await portOpen(pgPort)).toBe(true);
      expect(await portOpen(redisPort)).toBe(true);

      // The worker says when it has started (a worker signalled before then simply ends).
      await waitFor(() => out.includes('worker started'), { timeout: 30_000, what: 'the worker' });
      child.kill('SIGHUP');
      expect(await exited).toBe(0);
      expect(out).toContain('worker stopping');
      await waitFor(async () => !(await portOpen(pgPort)) && !(await portOpen(redisPort)), { timeout: 15_000, what: 'Postgres and Redis to stop' });
      expect(await portOpen(port)).toBe(false);
    } finally {
      child.kill('SIGTERM');
    }
  }, 150_000);
});
