import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerViolations } from '../../core/credits/invariant.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { TestClient } from '../helpers/client.js';
import { fuzz } from '../fuzz/run.js';
import { buildFuzzWorld, type FuzzWorld } from '../fuzz/world.js';

// Seeded: a failure names its request and replays with the same seed. Bounded in time, so the whole
// file stays well under a minute even on a busy machine.
const SEED = 1414;
const TIME_PER_ROLE_MS = 16_000;

let app: TestApp;
let world: FuzzWorld;
beforeAll(async () => {
  app = await startTestApp();
  world = await buildFuzzWorld(app.rt.db, app.app.express, app.url);
});
afterAll(async () => {
  await app?.close();
});

describe('fuzzing every JSON route', () => {
  it('finds every api route, mount prefixes included', () => {
    const names = world.routes.map((r) => `${r.method} ${r.path}`);
    expect(names).toEqual(expect.arrayContaining(['POST /api/sessions/:id/questions', 'GET /api/reports/:id', 'POST /api/admin/users/:id/credits', 'GET /api/avatars']));
    expect(names.length).toBeGreaterThan(50);
  });

  it('answers no generated request with a 500 when signed out', async () => {
    const result = await fuzz({ client: new TestClient(app.url), routes: world.routes, realIds: world.realIds, seed: SEED + 2, timeMs: 5_000, maxRequests: 2_000 });
    expect(result.tried).toBeGreaterThan(50);
    expect(result.serverErrors.slice(0, 3)).toEqual([]);
  });

  for (const role of ['user', 'admin'] as const) {
    it(`answers no generated request with a 500, signed in as ${role === 'user' ? 'a user' : 'an admin'}, and keeps the ledger sound`, async () => {
      const result = await fuzz({
        client: world[role],
        routes: world.routes,
        realIds: world.realIds,
        seed: SEED + (role === 'admin' ? 1 : 0),
        timeMs: TIME_PER_ROLE_MS,
        maxRequests: 5_000,
      });
      expect(result.tried).toBeGreaterThan(100);
      expect(result.serverErrors.slice(0, 3)).toEqual([]);
      expect(await ledgerViolations(app.rt.db)).toEqual([]);
      // Still signed in: the run tested the routes, not the 401 path.
      expect((await world[role].get('/api/auth/me')).status).toBe(200);
    });
  }
});
