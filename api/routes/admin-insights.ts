import { Router } from 'express';
import { z } from 'zod';
import { questionLog, responseLog } from '../../core/admin/analytics.js';
import { queueOverview } from '../../core/admin/queue-stats.js';
import { computeStats } from '../../core/admin/stats.js';
import { GENDERS, INCOME_BRACKETS } from '../../core/avatars/enumerations.js';
import type { Runtime } from '../../core/runtime.js';
import { validate } from '../middleware/validate.js';

// "all" (or nothing) means no filter: the participant filter defaults to all (docs/admin.md, Focus group analytics).
const orAll = (values: readonly string[]) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (!v || v === 'all') return undefined;
      if (values.includes(v)) return v;
      ctx.addIssue({ code: 'custom', message: `must be all or one of: ${values.join(', ')}` });
      return z.NEVER;
    });

const filterQuery = z.strictObject({
  gender: orAll(GENDERS),
  income: orAll(INCOME_BRACKETS),
  expertise: z
    .string()
    .trim()
    .max(100, 'must be at most 100 characters')
    .optional()
    .transform((v) => v || undefined),
});

/** The Statistics and Focus Group Analytics tabs: read-only figures over all users. */
export function adminInsightRoutes(rt: Runtime): Router {
  const r = Router();
  r.get('/stats', async (_req, res) => {
    res.json(await computeStats(rt.db));
  });
  r.get('/stats/queues', async (_req, res) => {
    res.json(await queueOverview(rt.queues));
  });
  r.get('/analytics', validate(filterQuery, 'query'), async (_req, res) => {
    const filter = res.locals.query as z.infer<typeof filterQuery>;
    const [questions, responses] = await Promise.all([questionLog(rt.db, filter), responseLog(rt.db, filter)]);
    res.json({ questions, responses, filter });
  });
  return r;
}
