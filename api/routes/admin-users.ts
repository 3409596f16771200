import { Router } from 'express';
import { z } from 'zod';
import { presentAdminUser } from '../../core/admin/user-directory.js';
import { changeUser, grantCredits } from '../../core/admin/user-changes.js';
import { createCreditLedger } from '../../core/credits/index.js';
import { AppError } from '../../core/errors.js';
import type { Runtime } from '../../core/runtime.js';
import { requireAdmin, requireAuth } from '../middleware/auth.js';
import { validate } from '../middleware/validate.js';
import { idOr404 } from './admin-params.js';

const KEY_RULE = 'must be 8 to 100 letters, digits, dashes or underscores';
const idempotencyKey = z.string().regex(/^[A-Za-z0-9_-]{8,100}$/, KEY_RULE);
const grantBody = z.strictObject({
  credits: z.number().int('must be a whole number').min(1, 'must be at least 1').max(100_000, 'must be at most 100000'),
  reason: z.string().trim().min(1, 'is required').max(500, 'must be at most 500 characters'),
  // Like every ledger write: the client makes one key per intent, so a double click grants once. It
  // may come as this field or as an Idempotency-Key header.
  idempotencyKey: idempotencyKey.optional(),
});
const changeBody = z
  .strictObject({
    subscriptionLevel: z.string().trim().min(1, 'is required').max(50).optional(),
    isAdmin: z.boolean().optional(),
  })
  .refine((b) => b.subscriptionLevel !== undefined || b.isAdmin !== undefined, 'Nothing to change: send subscriptionLevel or isAdmin');

/** The money side of user management: POST /:id/credits and PATCH /:id, admin only, audited. */
export function adminUserRoutes(rt: Runtime): Router {
  const r = Router();
  // Checked here as well as by the admin router: these routes move money.
  r.use(requireAuth, requireAdmin);
  const ledger = createCreditLedger({ db: rt.db, emitter: rt.emitter, logger: rt.logger });

  r.post('/:id/credits', validate(grantBody), async (req, res) => {
    const userId = idOr404(req.params.id, 'User not found');
    const body = req.body as z.infer<typeof grantBody>;
    const header = req.get('idempotency-key');
    const key = body.idempotencyKey ?? idempotencyKey.safeParse(header).data;
    if (!key) {
      const problem = header === undefined ? 'is required (a unique id per grant, e.g. a UUID)' : KEY_RULE;
      throw new AppError(400, 'validation_error', `idempotencyKey: ${problem}`, { field: 'idempotencyKey' });
    }
    const { allocation, expiresAt, user } = await grantCredits(rt.db, { actorId: req.realUser!.id, userId, credits: body.credits, reason: body.reason, idempotencyKey: key });
    if (allocation.created) ledger.announce(userId, allocation.balance);
    res.status(201).json({
      batch: { id: allocation.batchId, credits: allocation.credits, expiresAt: expiresAt.toISOString() },
      replayed: !allocation.created,
      balance: allocation.balance,
      user: presentAdminUser(user),
    });
  });

  r.patch('/:id', validate(changeBody), async (req, res) => {
    const userId = idOr404(req.params.id, 'User not found');
    const body = req.body as z.infer<typeof changeBody>;
    const user = await changeUser(rt.db, { actorId: req.realUser!.id, userId, ...body });
    rt.emitter.toUser(userId, 'user:updated', { userId });
    res.json({ user: presentAdminUser(user) });
  });
  return r;
}
