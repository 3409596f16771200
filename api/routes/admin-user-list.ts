import { Router } from 'express';
import { z } from 'zod';
import { listUsers } from '../../core/admin/user-directory.js';
import type { Runtime } from '../../core/runtime.js';
import { validate } from '../middleware/validate.js';

const listQuery = z.strictObject({
  search: z.string().trim().max(200, 'must be at most 200 characters').optional(),
  page: z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').max(100_000).default(1),
  pageSize: z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').max(100, 'must be at most 100').default(20),
});

/** GET /api/admin/users: the User Management table, paged and searchable. */
export function adminUserListRoutes(rt: Runtime): Router {
  const r = Router();
  r.get('/', validate(listQuery, 'query'), async (_req, res) => {
    const q = res.locals.query as z.infer<typeof listQuery>;
    res.json(await listUsers(rt.db, { search: q.search || undefined, page: q.page, pageSize: q.pageSize }));
  });
  return r;
}
