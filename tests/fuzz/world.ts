import type { Express } from 'express';
import type { Db } from '../../db/client.js';
import { TestClient } from '../helpers/client.js';
import { buildUser, TEST_PASSWORD } from '../helpers/factories.js';
import { buildTranscript, grantCredits } from '../helpers/transcript-factory.js';
import { listApiRoutes, type JsonRoute } from './routes.js';

/**
 * Routes left out: they end or switch the fuzzing client's own login (logout, impersonation), which
 * would leave the rest of the run testing only the 401 path. Their own tests cover them.
 */
const SKIP = new Set(['POST /api/auth/logout', 'POST /api/admin/impersonation', 'DELETE /api/admin/impersonation']);

export interface FuzzWorld {
  routes: JsonRoute[];
  /** Ids that exist: users, a session with a transcript, its avatars and questions, a report, plans. */
  realIds: string[];
  user: TestClient;
  admin: TestClient;
}

async function signIn(baseUrl: string, email: string): Promise<TestClient> {
  const client = new TestClient(baseUrl);
  const res = await client.post('/api/auth/login', { email, password: TEST_PASSWORD });
  if (res.status !== 200) throw new Error(`fuzz sign-in failed: ${res.status}`);
  return client;
}

/** A paid user with a finished discussion and a report being generated, an admin, and their ids. */
export async function buildFuzzWorld(db: Db, express: Express, baseUrl: string): Promise<FuzzWorld> {
  const owner = await buildUser(db, { plan: 'pro' });
  const adminUser = await buildUser(db, { admin: true });
  await grantCredits(db, owner.id, 50);
  const t = await buildTranscript(db, owner);
  const user = await signIn(baseUrl, owner.email);
  const admin = await signIn(baseUrl, adminUser.email);
  const report = await user.post(`/api/sessions/${t.session.id}/reports`);
  const plans = await db.selectFrom('pricing_plans').select('id').execute();
  const realIds = [owner.id, adminUser.id, t.session.id, ...t.avatars.map((a) => a.id), ...t.questionIds, ...plans.map((p) => p.id)];
  if (typeof report.body?.reportId === 'string') realIds.push(report.body.reportId);
  const routes = listApiRoutes(express).filter((r) => !SKIP.has(`${r.method} ${r.path}`));
  return { routes, realIds, user, admin };
}
