import { Router } from 'express';
import { creditSummary } from '../../core/credits/index.js';
import type { Runtime } from '../../core/runtime.js';
import { requireAuth } from '../middleware/auth.js';

export function creditRoutes(rt: Runtime): Router {
  const r = Router();
  // Always the acting user's own ledger: there is no way to name another user here.
  r.get('/', requireAuth, async (req, res) => {
    res.json(await creditSummary(rt.db, req.user!.id));
  });
  return r;
}
