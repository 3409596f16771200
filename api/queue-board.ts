import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { RequestHandler } from 'express';
import { AppError } from '../core/errors.js';
import type { Runtime } from '../core/runtime.js';
import { isImpersonating } from './middleware/auth.js';

export const QUEUE_BOARD_PATH = '/admin/queues';

const wantsPage = (req: Parameters<RequestHandler>[0]) => req.method === 'GET' && req.accepts(['json', 'html']) === 'html';

/**
 * Admins only, with the same rule as /api/admin (is_admin from the database, refused while
 * impersonating). A browser asking for the page is sent where the app explains: visitors to the landing
 * page, non-admins to /admin, whose gate shows Access Denied.
 */
const adminGate: RequestHandler = (req, res, next) => {
  const real = req.realUser;
  if (real?.is_admin && !isImpersonating(req)) return next();
  if (wantsPage(req)) return res.redirect(302, real ? '/admin' : '/');
  next(real ? new AppError(403, 'forbidden', 'You do not have admin privileges.') : new AppError(401, 'unauthenticated', 'Please sign in to continue.'));
};

/**
 * bull-board's own API (retry, clean, remove) takes no CSRF token, so its writes must come from a page
 * of this origin: browsers send Sec-Fetch-Site / Origin on every cross-site write, and SameSite=Lax
 * already keeps the login cookie off them; this closes the same-site case too.
 */
const sameOriginWrites: RequestHandler = (req, _res, next) => {
  if (req.method === 'GET' || req.method === 'HEAD') return next();
  const site = req.get('sec-fetch-site');
  const origin = req.get('origin');
  const sameOrigin = site ? site === 'same-origin' : origin ? URL.parse(origin)?.host === req.get('host') : false;
  next(sameOrigin ? undefined : new AppError(403, 'cross_origin', 'Cross-origin request refused.'));
};

/** The operator's view of every queue, mounted at /admin/queues behind the login session chain. */
export function queueBoard(rt: Runtime, authChain: RequestHandler[]): RequestHandler[] {
  const serverAdapter = new ExpressAdapter().setBasePath(QUEUE_BOARD_PATH);
  createBullBoard({
    queues: rt.queues.all().map((q) => new BullMQAdapter(q)),
    serverAdapter,
    options: { uiConfig: { boardTitle: 'Focus Group queues', hideDocsLink: true } },
  });
  return [...authChain, adminGate, sameOriginWrites, serverAdapter.getRouter()];
}
