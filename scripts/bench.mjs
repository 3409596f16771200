// `npm run bench [-- --quick]`: the same service bootstrap as `npm start`, then every benchmark section.
import { spawnSync } from 'node:child_process';
import { bin, ensureChromium, runWithServices } from './services.mjs';

await runWithServices(() => {
  ensureChromium();
  const result = spawnSync(bin('tsx'), ['bench/index.ts', ...process.argv.slice(2)], { stdio: 'inherit' });
  return result.status ?? 1;
});
