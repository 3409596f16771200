// `npm start`: one command from a fresh clone to a running product.
// Installs dependencies when missing, starts Postgres and Redis unless DATABASE_URL / REDIS_URL are
// set, migrates and seeds, builds the web app, then runs the api and a worker until Ctrl-C.
import { spawn } from 'node:child_process';
import { bin, bootstrap, run } from './services.mjs';

// A local run opts into development (the config defaults to production) and the dev mailbox.
process.env.NODE_ENV ??= 'development';
process.env.DEV_MAILBOX ??= process.env.NODE_ENV === 'production' ? '0' : '1';
const stopServices = await bootstrap();
const tsx = bin('tsx');
run(tsx, ['db/migrate.ts']);
run(tsx, ['db/seed.ts']);
if (process.env.SKIP_WEB_BUILD !== '1') run(bin('vite'), ['build', '--config', 'web/vite.config.ts', '--logLevel', 'warn']);

// `node --import tsx` rather than the tsx wrapper: the pid we signal is the process doing the work.
const children = ['api/server.ts', 'workers/main.ts'].map((entry) =>
  spawn(process.execPath, ['--import', 'tsx', entry], { stdio: 'inherit', env: process.env }),
);
const port = process.env.PORT ?? '3000';
console.log(`\n  Focus Group is running: ${process.env.APP_URL ?? `http://localhost:${port}`}\n  Dev mailbox: http://localhost:${port}/dev/mailbox   (Ctrl-C stops everything)\n`);

let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\n[start] stopping api and worker...');
  await Promise.all(
    children.map(
      (c) =>
        new Promise((resolve) => {
          if (c.exitCode !== null) return resolve();
          c.once('exit', resolve);
          c.kill('SIGTERM');
        }),
    ),
  );
  stopServices();
  console.log('[start] stopped');
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
for (const c of children) c.on('exit', (code) => { if (!stopping) { console.error(`[start] a process exited (code ${code}); stopping`); void stop(code ?? 1); } });
