import { Router } from 'express';
import { sql } from 'kysely';
import type { Runtime } from '../../core/runtime.js';
import type { ApiMetrics } from '../metrics.js';
import { metricsAccess } from '../middleware/metrics-access.js';

const withTimeout = <T>(p: Promise<T>, ms: number) => Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms))]);

export function healthRoutes(rt: Runtime, metrics: ApiMetrics): Router {
  const r = Router();
  r.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  r.get('/readyz', async (_req, res) => {
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
    res.status(postgres && redis ? 200 : 503).json({ status: postgres && redis ? 'ready' : 'not ready', postgres, redis });
  });
  r.get('/metrics', metricsAccess(rt.config), async (_req, res) => {
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
  return r;
}
