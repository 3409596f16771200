import { Router } from 'express';
import { planUpdateSchema, updatePlan, type PlanUpdate } from '../../core/admin/pricing.js';
import { notFound } from '../../core/errors.js';
import { listPlans, presentPlan } from '../../core/plans.js';
import type { Runtime } from '../../core/runtime.js';
import { validate } from '../middleware/validate.js';
import { idOr404 } from './admin-params.js';

/** Price Configuration: every plan, and a row edit that the public /api/plans reads at once. */
export function adminPlanRoutes(rt: Runtime): Router {
  const r = Router();
  r.get('/', async (_req, res) => {
    res.json((await listPlans(rt.db)).map(presentPlan));
  });
  r.patch('/:id', validate(planUpdateSchema), async (req, res) => {
    const id = idOr404(req.params.id, 'Pricing plan not found');
    const plan = await updatePlan(rt.db, id, req.body as PlanUpdate, req.realUser!.id);
    if (!plan) throw notFound('Pricing plan not found');
    res.json(plan);
  });
  return r;
}
