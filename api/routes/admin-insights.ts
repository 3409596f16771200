import type { Router } from 'express';
import { questionLog, responseLog } from '../../core/admin/analytics.js';
import { adminOpsRoutes as routes } from '../../core/admin/ops-routes.js';
import { queueOverview } from '../../core/admin/queue-stats.js';
import { computeStats } from '../../core/admin/stats.js';
import type { Runtime } from '../../core/runtime.js';
import { contractRouter } from '../http/contract-router.js';

/** The Statistics and Focus Group Analytics tabs: read-only figures over all users. */
export function adminInsightRoutes(rt: Runtime): Router {
  const { router, add } = contractRouter('/api/admin');
  add(routes.stats, async () => computeStats(rt.db));
  add(routes.queues, async () => queueOverview(rt.queues));
  add(routes.analytics, async ({ query }) => {
    const [questions, responses] = await Promise.all([questionLog(rt.db, query), responseLog(rt.db, query)]);
    return { questions, responses, filter: query };
  });
  return router;
}
