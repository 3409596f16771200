import type { Router } from 'express';
import { creditRoutes as routes } from '../../core/credits/routes.js';
import { listPlans, presentPlan } from '../../core/plans.js';
import type { Runtime } from '../../core/runtime.js';
import { contractRouter } from '../http/contract-router.js';

export function planRoutes(rt: Runtime): Router {
  const { router, add } = contractRouter('/api/plans');
  add(routes.plans, async () => (await listPlans(rt.db)).map(presentPlan));
  return router;
}
