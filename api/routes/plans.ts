import { Router } from 'express';
import { listPlans, presentPlan } from '../../core/plans.js';
import type { Runtime } from '../../core/runtime.js';

export function planRoutes(rt: Runtime): Router {
  const r = Router();
  r.get('/', async (_req, res) => {
    res.json((await listPlans(rt.db)).map(presentPlan));
  });
  return r;
}
