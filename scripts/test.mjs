// `npm test`: the same bootstrap as `npm start`, then typecheck, unit, integration and browser tests.
// Extra arguments go to vitest (e.g. `npm test -- --project integration`).
import { spawnSync } from 'node:child_process';
import { bin, ensureChromium, ensurePdfTools, run, runWithServices } from './services.mjs';

await runWithServices(() => {
  try {
    ensureChromium();
    ensurePdfTools();
    console.log('[test] typecheck');
    run(bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
    run(bin('tsc'), ['--noEmit', '-p', 'web/tsconfig.json']);
    console.log('[test] building the web app for the browser tests');
    run(bin('vite'), ['build', '--config', 'web/vite.config.ts', '--logLevel', 'warn']);
    const result = spawnSync(bin('vitest'), ['run', ...process.argv.slice(2)], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'test', DEV_MAILBOX: '1' } });
    return result.status ?? 1;
  } catch (e) {
    console.error(`[test] ${e.message}`);
    return 1;
  }
});
