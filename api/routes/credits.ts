import type { Router } from 'express';
import { creditSummary } from '../../core/credits/index.js';
import { creditRoutes as routes } from '../../core/credits/routes.js';
import type { Runtime } from '../../core/runtime.js';
import { contractRouter } from '../http/contract-router.js';

export function creditRoutes(rt: Runtime): Router {
  const { router, add } = contractRouter('/api/credits');
  // Always the acting user's own ledger: there is no way to name another user here.
  add(routes.summary, async (_input, req) => creditSummary(rt.db, req.user!.id));
  return router;
}
