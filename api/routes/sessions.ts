import type { Router } from 'express';
import { createCreditLedger } from '../../core/credits/index.js';
import type { Runtime } from '../../core/runtime.js';
import { createDraft, currentSession, deleteSession, findOwnSession, listSessions, updateDraft, withAvatars } from '../../core/sessions/drafts.js';
import { freeTeamAvatars } from '../../core/sessions/free-team.js';
import { presentSession } from '../../core/sessions/present.js';
import { sessionRoutes as routes } from '../../core/sessions/routes.js';
import { startSession } from '../../core/sessions/start.js';
import { contractRouter } from '../http/contract-router.js';

/**
 * Session setup: drafts the wizard saves between steps, the free user's fixed team, the session to
 * offer in Choose Session Option, and the start (charge, snapshot, active). Middleware is attached per
 * route because the chat and results routers share the /api/sessions prefix.
 */
export function sessionRoutes(rt: Runtime): Router {
  const { router, add } = contractRouter('/api/sessions');
  const ledger = createCreditLedger({ db: rt.db, emitter: rt.emitter, logger: rt.logger });

  add(routes.list, async ({ query }, req) => (await listSessions(rt.db, req.user!.id, query.status)).map(presentSession));

  add(routes.create, async ({ body }, req) => withAvatars(rt.db, await createDraft(rt.db, req.user!, body)));

  add(routes.current, async (_input, req) => {
    const s = await currentSession(rt.db, req.user!.id);
    return { session: s ? presentSession(s) : null };
  });

  add(routes.freeTeam, async (_input, req) => ({ avatars: await freeTeamAvatars(rt.db, req.user!.id) }));

  add(routes.get, async ({ params }, req) => withAvatars(rt.db, await findOwnSession(rt.db, req.user!.id, params.id)));

  add(routes.update, async ({ params, body }, req) => withAvatars(rt.db, await updateDraft(rt.db, req.user!, params.id, body)));

  add(routes.remove, async ({ params }, req) => {
    await deleteSession(rt.db, req.user!.id, params.id);
  });

  add(routes.start, async ({ params }, req) => {
    const result = await startSession(rt.db, req.user!, params.id);
    // After the commit: the header's balance follows the charge.
    if (result.balance !== null) ledger.announce(req.user!.id, result.balance);
    return { ...(await withAvatars(rt.db, result.session)), charged: result.charged, alreadyStarted: result.alreadyStarted };
  });

  return router;
}
