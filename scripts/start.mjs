// `npm start`: one command from a fresh clone to a running product.
// Installs dependencies when missing, loads .env, validates the configuration, installs the binaries
// the product runs (Chromium and a font for PDFs), starts Postgres and Redis unless DATABASE_URL /
// REDIS_URL are set, migrates and seeds, builds the web app, then runs the api and a worker until
// Ctrl-C, SIGTERM or SIGHUP (a closed terminal), which stop everything it started.
import { spawn } from 'node:child_process';
import { configError, loadEnvFile } from './app-config.mjs';
import { ensureRuntimeBinaries } from './binaries.mjs';
import { waitUntilReady } from './readiness.mjs';
import { bin, ensureDependencies, ensureServices, ROOT, run } from './services.mjs';
import { buildWeb } from './web-build.mjs';

process.chdir(ROOT);
ensureDependencies(ROOT);
await loadEnvFile();
// A local run opts into development (the config defaults to production) and the dev mailbox.
process.env.NODE_ENV ??= 'development';
process.env.DEV_MAILBOX ??= process.env.NODE_ENV === 'production' ? '0' : '1';
const invalid = await configError();
if (invalid) {
  console.error(`${invalid}\n[start] fix these (in .env or the environment; see .env.example) and run npm start again`);
  process.exit(1);
}
ensureRuntimeBinaries();

// A closed terminal may make writes to it fail (EIO): shutdown must go on regardless.
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});

let stopServices = () => {};
const children = [];
let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\n[start] stopping api and worker...');
  await Promise.all(
    children.map(
      (c) =>
        new Promise((resolve) => {
          if (c.exitCode !== null || c.signalCode !== null) return resolve();
          c.once('exit', resolve);
          c.kill('SIGTERM');
        }),
    ),
  );
  stopServices();
  console.log('[start] stopped');
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void stop(0));

stopServices = await ensureServices(ROOT);
try {
  const tsx = bin('tsx');
  run(tsx, ['scripts/migrate.ts']);
  run(tsx, ['scripts/seed.ts']);
  if (process.env.SKIP_WEB_BUILD !== '1') buildWeb();
} catch (e) {
  console.error(`[start] ${e.message}`);
  await stop(1);
}

// `node --import tsx` rather than the tsx wrapper: the pid we signal is the process doing the work.
for (const entry of ['api/server.ts', 'workers/main.ts']) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], { stdio: 'inherit', env: process.env });
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`[start] ${entry} exited (code ${code}); stopping`);
      void stop(code || 1);
    }
  });
  children.push(child);
}

const port = process.env.PORT || '3000';
try {
  await waitUntilReady(`http://127.0.0.1:${port}/readyz`, () => stopping);
} catch (e) {
  console.error(`[start] ${e.message}`);
  await stop(1);
}
if (!stopping) {
  console.log(
    `\n  Focus Group is running: ${process.env.APP_URL || `http://localhost:${port}`}\n  Dev mailbox: http://localhost:${port}/dev/mailbox   (Ctrl-C stops everything)\n`,
  );
}
