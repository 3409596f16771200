// `npm test`: the same bootstrap as `npm start`, then typecheck, lint, layering and unused-export checks, build, unit, integration and browser tests.
// Extra arguments go to vitest (e.g. `npm test -- --project integration`). With test files or name filters
// the typecheck and the build are skipped (a one-file run takes seconds), unless `--full` is given; the
// browser and bundle tests still get a build when web/dist is missing or older than the app's sources.
import { spawnSync } from 'node:child_process';
import { ensurePdfTools, ensureRuntimeBinaries } from './binaries.mjs';
import { bin, run, runWithServices } from './services.mjs';
import { runHygiene } from './hygiene.mjs';
import { buildWeb, webBuildIsCurrent } from './web-build.mjs';
import { testPlan } from './test-plan.mjs';

const plan = testPlan(process.argv.slice(2));

await runWithServices(() => {
  try {
    ensureRuntimeBinaries();
    ensurePdfTools();
    if (plan.typecheck) {
      console.log('[test] typecheck');
      run(bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
      run(bin('tsc'), ['--noEmit', '-p', 'web/tsconfig.json']);
      console.log('[test] lint, layers and unused exports');
      if (!runHygiene()) return 1;
    }
    if (plan.build === 'always' || (plan.build === 'if-stale' && !webBuildIsCurrent())) {
      console.log('[test] building the web app for the browser and bundle tests');
      buildWeb();
    }
    const result = spawnSync(bin('vitest'), ['run', ...plan.vitestArgs], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'test', DEV_MAILBOX: '1' } });
    return result.status ?? 1;
  } catch (e) {
    console.error(`[test] ${e.message}`);
    return 1;
  }
});
