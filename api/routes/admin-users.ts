import type { Router } from 'express';
import { adminRoutes as routes, IDEMPOTENCY_KEY_RULE, idempotencyKey } from '../../core/admin/routes.js';
import { changeUser, grantCredits } from '../../core/admin/user-changes.js';
import { presentAdminUser } from '../../core/admin/user-directory.js';
import { createCreditLedger } from '../../core/credits/index.js';
import { AppError } from '../../core/errors.js';
import type { Runtime } from '../../core/runtime.js';
import { contractRouter } from '../http/contract-router.js';

/** The money side of user management: POST /:id/credits and PATCH /:id, admin only, audited. */
export function adminUserRoutes(rt: Runtime): Router {
  // The declarations' `admin` access checks the gate here as well as in the admin router: these routes move money.
  const { router, add } = contractRouter('/api/admin/users');
  const ledger = createCreditLedger({ db: rt.db, emitter: rt.emitter, logger: rt.logger });

  add(routes.grantCredits, async ({ params, body }, req) => {
    const header = req.get('idempotency-key');
    // Like every ledger write: the client makes one key per intent, so a double click grants once.
    const key = body.idempotencyKey ?? idempotencyKey.safeParse(header).data;
    if (!key) {
      const problem = header === undefined ? 'is required (a unique id per grant, e.g. a UUID)' : IDEMPOTENCY_KEY_RULE;
      throw new AppError(400, 'validation_error', `idempotencyKey: ${problem}`, { field: 'idempotencyKey' });
    }
    const { allocation, expiresAt, user } = await grantCredits(rt.db, {
      actorId: req.realUser!.id,
      userId: params.id,
      credits: body.credits,
      reason: body.reason,
      idempotencyKey: key,
    });
    if (allocation.created) ledger.announce(params.id, allocation.balance);
    return {
      batch: { id: allocation.batchId, credits: allocation.credits, expiresAt: expiresAt.toISOString() },
      replayed: !allocation.created,
      balance: allocation.balance,
      user: presentAdminUser(user),
    };
  });

  add(routes.changeUser, async ({ params, body }, req) => {
    const user = await changeUser(rt.db, { actorId: req.realUser!.id, userId: params.id, ...body });
    rt.emitter.toUser(params.id, 'user:updated', { userId: params.id });
    return { user: presentAdminUser(user) };
  });
  return router;
}
