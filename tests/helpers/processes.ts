import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { waitFor } from './wait.js';

export interface Spawned {
  proc: ChildProcess;
  output(): string;
  /** Resolves with the exit code once the process ends. */
  exited: Promise<number | null>;
  kill(signal?: NodeJS.Signals): void;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

/** Runs a real process entry (`api/server.ts` or `workers/main.ts`) with the given environment. */
function spawnEntry(entry: 'api/server.ts' | 'workers/main.ts', env: Record<string, string | undefined>): Spawned {
  // Node itself with tsx as a loader, not the tsx CLI: the CLI runs the entry in a child process, so a
  // SIGKILL would kill only the wrapper and leave the real process running.
  const proc = spawn(process.execPath, ['--import', 'tsx', path.resolve(entry)], {
    env: { ...process.env, NODE_ENV: 'test', DEV_MAILBOX: '1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout!.on('data', (d) => (out += d));
  proc.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  return { proc, output: () => out, exited, kill: (signal = 'SIGTERM') => void proc.kill(signal) };
}

/** Starts an api process on a free port and waits until /healthz answers. */
export async function spawnApi(env: Record<string, string | undefined>): Promise<Spawned & { url: string; port: number }> {
  const port = await freePort();
  const spawned = spawnEntry('api/server.ts', { ...env, PORT: String(port), HOST: '127.0.0.1' });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(async () => (await fetch(`${url}/healthz`)).ok, { timeout: 30_000, what: `api on ${port}\n${spawned.output()}` });
  return { ...spawned, url, port };
}

/** Starts a worker process and waits until it logs that it started. */
export async function spawnWorker(env: Record<string, string | undefined>): Promise<Spawned> {
  const spawned = spawnEntry('workers/main.ts', env);
  await waitFor(() => spawned.output().includes('worker started'), { timeout: 30_000, what: 'worker start' });
  return spawned;
}
