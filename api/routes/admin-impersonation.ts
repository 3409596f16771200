import type { Request, Router } from 'express';
import { writeAudit } from '../../core/admin/audit.js';
import { adminRoutes as routes } from '../../core/admin/routes.js';
import { AppError } from '../../core/errors.js';
import type { Runtime } from '../../core/runtime.js';
import { displayName, findUserById } from '../../core/users.js';
import type { Db } from '../../db/client.js';
import { contractRouter } from '../http/contract-router.js';
import { isImpersonating } from '../middleware/auth.js';

/**
 * Ends an impersonation, if one is running, and audits it with both ids. Used by DELETE below and by
 * logout (which ends it by destroying the login session).
 */
export async function endImpersonation(db: Db, req: Request, reason: 'exit' | 'logout'): Promise<boolean> {
  if (!isImpersonating(req)) return false;
  const adminId = req.realUser!.id;
  const targetUserId = req.user!.id;
  delete req.session.impersonatingUserId;
  await writeAudit(db, { actorId: adminId, action: 'impersonation.end', targetUserId, details: { adminId, targetUserId, reason } });
  return true;
}

/**
 * POST starts acting as another user (admins only, never oneself); the target id lives in the login
 * session on the server, so nothing in the browser can forge or prolong it. DELETE ends it and is
 * reachable while impersonating (when every other admin route refuses).
 */
export function adminImpersonationRoutes(rt: Runtime): Router {
  const { router, add } = contractRouter('/api/admin/impersonation');

  add(routes.startImpersonation, async ({ body }, req) => {
    const admin = req.realUser!;
    if (body.userId === admin.id) throw new AppError(400, 'cannot_impersonate_self', 'You cannot impersonate yourself.');
    const target = await findUserById(rt.db, body.userId);
    if (!target) throw new AppError(404, 'user_not_found', 'User not found.');
    await writeAudit(rt.db, { actorId: admin.id, action: 'impersonation.start', targetUserId: target.id, details: { adminId: admin.id, targetUserId: target.id } });
    req.session.impersonatingUserId = target.id;
    // Sockets opened before act as the admin: close them, the page reconnects as the target.
    rt.emitter.disconnectLogin(req.sessionID);
    return { impersonating: { userId: target.id, name: displayName(target), email: target.email } };
  });

  add(routes.endImpersonation, async (_input, req) => {
    // The sockets of this login act as the target until closed; the page reconnects as the admin.
    if (await endImpersonation(rt.db, req, 'exit')) rt.emitter.disconnectLogin(req.sessionID);
  });

  return router;
}
