import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { freePort } from './processes.js';
import { waitFor } from './wait.js';

/** A private redis-server with AOF on (as `npm start` runs it), which a test can restart. */
export async function startPrivateRedis(): Promise<{ url: string; restart(downMs?: number): Promise<void>; stop(): Promise<void> }> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'fg-redis-'));
  let proc: ChildProcess;
  const url = `redis://127.0.0.1:${port}`;
  const start = async () => {
    proc = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--appendonly', 'yes', '--appendfsync', 'always', '--save', ''], {
      stdio: 'ignore',
    });
    await waitFor(
      async () => {
        const c = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
        c.on('error', () => {});
        try {
          await c.connect();
          return (await c.ping()) === 'PONG';
        } finally {
          c.disconnect();
        }
      },
      { what: 'redis-server' },
    );
  };
  const stop = async () => {
    const exited = new Promise((r) => proc.once('exit', r));
    proc.kill('SIGTERM');
    await exited;
  };
  await start();
  return {
    url,
    async restart(downMs = 1000) {
      await stop();
      await new Promise((r) => setTimeout(r, downMs));
      await start();
    },
    stop,
  };
}
