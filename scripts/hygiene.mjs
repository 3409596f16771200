// The checks `npm test` runs next to the typecheck: lint and formatting (Biome; `npm run format` fixes the
// latter), the layering of ARCHITECTURE.md
// (dependency-cruiser, .dependency-cruiser.cjs) and unused files, exports and dependencies (knip, knip.json).
// Each is a command line, so a developer can run one alone: `npm run lint`, `npm run deps`, `npm run knip`.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tool = (name) => path.join(ROOT, 'node_modules', '.bin', name);

export const HYGIENE_CHECKS = [
  { name: 'lint', cmd: 'biome', args: ['lint', '--error-on-warnings'] },
  { name: 'format', cmd: 'biome', args: ['format'] },
  { name: 'layers', cmd: 'depcruise', args: ['api', 'workers', 'core', 'db', 'web/src', 'scripts', '--config', '.dependency-cruiser.cjs'] },
  { name: 'unused', cmd: 'knip', args: ['--reporter', 'compact'] },
];

/** Runs one check in `cwd` (the repository, or a test's fixture with the same config files). */
export function runCheck(check, cwd = ROOT) {
  const result = spawnSync(tool(check.cmd), check.args, { cwd, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' } });
  return { ok: result.status === 0, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
}

/** Every check; prints the output of those that fail and returns whether all passed. */
export function runHygiene() {
  let ok = true;
  for (const check of HYGIENE_CHECKS) {
    const result = runCheck(check);
    if (!result.ok) {
      ok = false;
      console.error(`[test] ${check.name} failed:\n${result.output}`);
    }
  }
  return ok;
}
