// What `npm test` runs before vitest, decided from its arguments.

// Tests that open the built web app: the browser journeys and the bundle budget.
const NEEDS_BUILD = /(^|[\\/])(e2e|tests[\\/]build)([\\/]|$)|^(e2e|build)$/;
// vitest options whose next argument is their value, not a file filter.
const TAKES_VALUE = new Set(['--project', '-t', '--testNamePattern', '--reporter', '--shard', '--config', '-c', '--root', '--dir']);

/**
 * A run narrowed to files (or name filters) skips the typecheck and the build, unless `--full`; it still
 * builds when it runs a test that needs the build and the build is stale. `npm test` alone (CI) runs all.
 */
export function testPlan(args) {
  const full = args.includes('--full');
  const vitestArgs = args.filter((a) => a !== '--full');
  const filters = [];
  const projects = [];
  for (let i = 0; i < vitestArgs.length; i++) {
    const arg = vitestArgs[i];
    if (TAKES_VALUE.has(arg)) {
      if (arg === '--project') projects.push(vitestArgs[i + 1]);
      i++;
    } else if (arg.startsWith('--project=')) {
      projects.push(arg.slice('--project='.length));
    } else if (!arg.startsWith('-')) {
      filters.push(arg);
    }
  }
  if (full || filters.length === 0) return { typecheck: true, build: 'always', vitestArgs };
  const needsBuild = [...filters, ...projects].some((f) => NEEDS_BUILD.test(f));
  return { typecheck: false, build: needsBuild ? 'if-stale' : 'never', vitestArgs };
}
