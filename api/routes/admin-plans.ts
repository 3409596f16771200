import type { Router } from 'express';
import { updatePlan } from '../../core/admin/pricing.js';
import { adminRoutes as routes } from '../../core/admin/routes.js';
import { notFound } from '../../core/errors.js';
import { listPlans, presentPlan } from '../../core/plans.js';
import type { Runtime } from '../../core/runtime.js';
import { contractRouter } from '../http/contract-router.js';

/** Price Configuration: every plan, and a row edit that the public /api/plans reads at once. */
export function adminPlanRoutes(rt: Runtime): Router {
  const { router, add } = contractRouter('/api/admin/plans');
  add(routes.plans, async () => (await listPlans(rt.db)).map(presentPlan));
  add(routes.updatePlan, async ({ params, body }, req) => {
    const plan = await updatePlan(rt.db, params.id, body, req.realUser!.id);
    if (!plan) throw notFound('Pricing plan not found');
    return plan;
  });
  return router;
}
