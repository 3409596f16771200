import { createApp } from '../api/app.js';
import { ledgerViolations } from '../core/credits/invariant.js';
import { createRuntime } from '../core/runtime.js';
import { fuzz } from '../tests/fuzz/run.js';
import { buildFuzzWorld } from '../tests/fuzz/world.js';
import { benchSetup, round, type SectionRow } from './harness.js';

/**
 * The route fuzzer of `tests/integration/fuzz-routes.test.ts`, run for longer and with other seeds:
 * every api route, as a user and as an admin. A 500 found is printed with its request and fails the
 * section, as does a ledger that no longer adds up.
 */
export async function benchFuzz(opts: { quick: boolean }): Promise<SectionRow[]> {
  const { config, cleanup } = await benchSetup('fuzz', 'bfz');
  const rt = createRuntime(config, 'api');
  const app = createApp(rt);
  try {
    const port = await app.listen(0, '127.0.0.1');
    const world = await buildFuzzWorld(rt.db, app.express, `http://127.0.0.1:${port}`);
    const timeMs = opts.quick ? 20_000 : 150_000;
    const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
    console.log(`[bench] fuzz: ${world.routes.length} routes, seed ${seed} (FUZZ_SEED=${seed} replays it)`);
    let tried = 0;
    const errors: Awaited<ReturnType<typeof fuzz>>['serverErrors'] = [];
    const started = performance.now();
    for (const [i, role] of (['user', 'admin'] as const).entries()) {
      const result = await fuzz({ client: world[role], routes: world.routes, realIds: world.realIds, seed: seed + i * 7919, timeMs, maxRequests: Number.MAX_SAFE_INTEGER });
      tried += result.tried;
      errors.push(...result.serverErrors);
    }
    const seconds = (performance.now() - started) / 1000;
    for (const e of errors.slice(0, 10))
      console.error(`[bench] fuzz: ${e.status} for ${e.request.method} ${e.request.url} ${JSON.stringify(e.request.body ?? null).slice(0, 300)}`);
    const violations = await ledgerViolations(rt.db);
    if (violations.length) throw new Error(`fuzz: the credits ledger no longer adds up:\n${violations.join('\n')}`);
    if (errors.length) throw new Error(`fuzz: ${errors.length} requests answered with a server error (first ones above)`);
    return [
      { name: `requests tried (${world.routes.length} routes, user and admin)`, value: tried, unit: 'requests' },
      { name: '500s found', value: errors.length, unit: 'responses' },
      { name: 'request rate', value: round(tried / seconds, 1), unit: 'requests/s' },
    ];
  } finally {
    await app.close();
    await rt.close();
    await cleanup();
  }
}
