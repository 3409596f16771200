// `npm run bench [-- --quick]`: the same service bootstrap as `npm start`, then every benchmark section.
import { spawnSync } from 'node:child_process';
import { ensureRuntimeBinaries } from './binaries.mjs';
import { bin, runWithServices } from './services.mjs';
import { buildWeb, webBuildIsCurrent } from './web-build.mjs';

await runWithServices(() => {
  ensureRuntimeBinaries();
  // The web section measures the production build.
  if (!webBuildIsCurrent()) buildWeb();
  const result = spawnSync(bin('tsx'), ['bench/index.ts', ...process.argv.slice(2)], { stdio: 'inherit' });
  return result.status ?? 1;
});
