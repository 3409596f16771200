import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { createCreditLedger } from '../../core/credits/index.js';
import { notFound } from '../../core/errors.js';
import type { Runtime } from '../../core/runtime.js';
import { createDraft, currentSession, deleteSession, findOwnSession, listSessions, updateDraft, withAvatars } from '../../core/sessions/drafts.js';
import { freeTeamAvatars } from '../../core/sessions/free-team.js';
import { presentSession } from '../../core/sessions/present.js';
import { sessionDraftBody, type SessionDraftInput } from '../../core/sessions/schemas.js';
import { startSession } from '../../core/sessions/start.js';
import { requireAuth } from '../middleware/auth.js';
import { validate } from '../middleware/validate.js';

const listQuery = z.strictObject({ status: z.enum(['draft', 'active', 'completed']).optional() });
const emptyBody = z.strictObject({});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// A malformed id cannot name a session: the same 404 as a missing or another user's session.
const sessionParam: RequestHandler = (req, _res, next) => (UUID.test(String(req.params.id)) ? next() : next(notFound('Session not found')));
const owner = [requireAuth, sessionParam];

/**
 * Session setup: drafts the wizard saves between steps, the free user's fixed team, the session to
 * offer in Choose Session Option, and the start (charge, snapshot, active). Middleware is attached per
 * route because the chat and results routers share the /api/sessions prefix.
 */
export function sessionRoutes(rt: Runtime): Router {
  const r = Router();
  const ledger = createCreditLedger({ db: rt.db, emitter: rt.emitter, logger: rt.logger });

  r.get('/', requireAuth, validate(listQuery, 'query'), async (req, res) => {
    const { status } = res.locals.query as z.infer<typeof listQuery>;
    res.json((await listSessions(rt.db, req.user!.id, status)).map(presentSession));
  });

  r.post('/', requireAuth, validate(sessionDraftBody), async (req, res) => {
    const created = await createDraft(rt.db, req.user!, req.body as SessionDraftInput);
    res.status(201).json(await withAvatars(rt.db, created));
  });

  r.get('/current', requireAuth, async (req, res) => {
    const s = await currentSession(rt.db, req.user!.id);
    res.json({ session: s ? presentSession(s) : null });
  });

  r.get('/free-team', requireAuth, async (req, res) => {
    res.json({ avatars: await freeTeamAvatars(rt.db, req.user!.id) });
  });

  r.get('/:id', ...owner, async (req, res) => {
    res.json(await withAvatars(rt.db, await findOwnSession(rt.db, req.user!.id, String(req.params.id))));
  });

  r.patch('/:id', ...owner, validate(sessionDraftBody), async (req, res) => {
    const updated = await updateDraft(rt.db, req.user!, String(req.params.id), req.body as SessionDraftInput);
    res.json(await withAvatars(rt.db, updated));
  });

  r.delete('/:id', ...owner, async (req, res) => {
    await deleteSession(rt.db, req.user!.id, String(req.params.id));
    res.status(204).end();
  });

  r.post('/:id/start', ...owner, validate(emptyBody), async (req, res) => {
    const result = await startSession(rt.db, req.user!, String(req.params.id));
    // After the commit: the header's balance follows the charge.
    if (result.balance !== null) ledger.announce(req.user!.id, result.balance);
    res.json({ ...(await withAvatars(rt.db, result.session)), charged: result.charged, alreadyStarted: result.alreadyStarted });
  });

  return r;
}
