import type { Router } from 'express';
import { loadDashboard } from '../../core/reports/dashboard.js';
import { reportRoutes as routes } from '../../core/reports/routes.js';
import type { Runtime } from '../../core/runtime.js';
import { contractRouter } from '../http/contract-router.js';

/** GET /api/dashboard: Continue Working, Ready for Reports (3 each) and the sample reports. */
export function dashboardRoutes(rt: Runtime): Router {
  const { router, add } = contractRouter('/api/dashboard');
  add(routes.dashboard, async (_input, req) => loadDashboard(rt.db, req.user!.id));
  return router;
}
