import { Router } from 'express';
import { loadDashboard } from '../../core/reports/dashboard.js';
import type { Runtime } from '../../core/runtime.js';
import { requireAuth } from '../middleware/auth.js';

/** GET /api/dashboard: Continue Working, Ready for Reports (3 each) and the sample reports. */
export function dashboardRoutes(rt: Runtime): Router {
  const r = Router();
  r.get('/', requireAuth, async (req, res) => {
    res.json(await loadDashboard(rt.db, req.user!.id));
  });
  return r;
}
