import type { Router } from 'express';
import { adminRoutes as routes } from '../../core/admin/routes.js';
import { listUsers } from '../../core/admin/user-directory.js';
import type { Runtime } from '../../core/runtime.js';
import { contractRouter } from '../http/contract-router.js';

/** GET /api/admin/users: the User Management table, paged and searchable. */
export function adminUserListRoutes(rt: Runtime): Router {
  const { router, add } = contractRouter('/api/admin/users');
  add(routes.users, async ({ query }) => listUsers(rt.db, { search: query.search || undefined, page: query.page, pageSize: query.pageSize }));
  return router;
}
