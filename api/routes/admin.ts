import { Router } from 'express';
import { adminRoutes as routes } from '../../core/admin/routes.js';
import type { Runtime } from '../../core/runtime.js';
import { contractRouter } from '../http/contract-router.js';
import { requireAdmin, requireAuth } from '../middleware/auth.js';
import { adminAvatarBatchRoutes } from './admin-avatar-batches.js';
import { adminAvatarRoutes } from './admin-avatars.js';
import { adminImpersonationRoutes } from './admin-impersonation.js';
import { adminInsightRoutes } from './admin-insights.js';
import { adminPlanRoutes } from './admin-plans.js';
import { adminUserListRoutes } from './admin-user-list.js';
import { adminUserRoutes } from './admin-users.js';
import { adminWebhookTestRoutes } from './admin-webhook-tests.js';

/**
 * Everything under /api/admin. The gate is here, once: requireAdmin reads is_admin from the database on
 * every request and refuses while impersonating. Only ending an impersonation is mounted before it,
 * since the admin is then acting as someone else.
 */
export function adminRoutes(rt: Runtime): Router {
  const r = Router();
  r.use(requireAuth);
  r.use('/impersonation', adminImpersonationRoutes(rt));
  r.use(requireAdmin);
  // The admin page's access check ("Checking admin access..."): answers only when the gate let it through.
  const access = contractRouter('/api/admin');
  access.add(routes.access, async () => ({ isAdmin: true as const }));
  r.use(access.router);
  r.use('/users', adminUserListRoutes(rt));
  r.use('/users', adminUserRoutes(rt));
  r.use('/', adminInsightRoutes(rt));
  r.use('/plans', adminPlanRoutes(rt));
  r.use('/avatars', adminAvatarRoutes(rt));
  r.use('/avatar-batches', adminAvatarBatchRoutes(rt));
  r.use('/webhook-tests', adminWebhookTestRoutes(rt));
  return r;
}
