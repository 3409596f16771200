import type { Router } from 'express';
import { sql } from 'kysely';
import { opsRoutes as routes } from '../../core/ops-routes.js';
import type { Runtime } from '../../core/runtime.js';
import { contractRouter, SENT } from '../http/contract-router.js';
import type { ApiMetrics } from '../metrics.js';
import { metricsAccess } from '../middleware/metrics-access.js';

const withTimeout = <T>(p: Promise<T>, ms: number) => Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms))]);

export function healthRoutes(rt: Runtime, metrics: ApiMetrics): Router {
  const { router, add } = contractRouter('');
  add(routes.health, async () => ({ status: 'ok' as const }));
  add(routes.ready, async (_input, _req, res) => {
    const [postgres, redis] = await Promise.all([
      withTimeout(sql`select 1`.execute(rt.db), 2000).then(
        () => true,
        () => false,
      ),
      withTimeout(rt.redis.ping(), 2000).then(
        () => true,
        () => false,
      ),
    ]);
    if (!postgres || !redis) res.status(503);
    return { status: postgres && redis ? ('ready' as const) : ('not ready' as const), postgres, redis };
  });
  add(
    routes.metrics,
    async (_input, _req, res) => {
      res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
      return SENT;
    },
    [metricsAccess(rt.config)],
  );
  return router;
}
