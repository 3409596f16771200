import type { Request, Router } from 'express';
import { requestPasswordReset, resetPassword, signUp, verifyEmail } from '../../core/accounts.js';
import { authRoutes as routes } from '../../core/auth-routes.js';
import { AppError } from '../../core/errors.js';
import type { Runtime } from '../../core/runtime.js';
import { displayName, presentUser } from '../../core/users.js';
import type { User } from '../../db/types.js';
import { cookieWithPrefix } from '../cookies.js';
import { SENT, contractRouter } from '../http/contract-router.js';
import { isImpersonating, refuseWhileImpersonating } from '../middleware/auth.js';
import type { LoginLimiter } from '../middleware/rate-limit.js';
import type { DeviceCookies } from '../device-cookie.js';
import type { LoginSessions } from '../login-sessions.js';
import { endImpersonation } from './admin-impersonation.js';
import type { Passport } from 'passport';
type PassportInstance = InstanceType<typeof Passport>;

/** How long an anonymous login session (only a CSRF token) lives without a request. */
export const ANONYMOUS_SESSION_MS = 30 * 60_000;

interface AuthRouteDeps {
  rt: Runtime;
  passport: PassportInstance;
  limiter: LoginLimiter;
  devices: DeviceCookies;
  sessions: LoginSessions;
  csrfToken(req: Request, overwrite?: boolean): string;
}

function login(req: Request, user: User): Promise<void> {
  return new Promise((resolve, reject) => req.login(user, (err) => (err ? reject(err) : resolve())));
}

export function authRoutes({ rt, passport, limiter, devices, sessions, csrfToken }: AuthRouteDeps): Router {
  const { router, add } = contractRouter('/api/auth');
  const accountDeps = {
    db: rt.db,
    queues: rt.queues,
    appUrl: rt.config.APP_URL,
    newUserWebhookUrl: rt.config.NEW_USER_WEBHOOK_URL,
    affiliateUrl: rt.config.AFFILIATE_TRACKING_URL,
  };

  add(routes.csrf, async (_input, req) => {
    // The token lives in the login session, so an anonymous visitor gets one, but a short-lived one:
    // every page load used to store a 14-day key in Redis. Signing in regenerates the session with
    // the full lifetime.
    if (!req.user) req.session.cookie.maxAge = ANONYMOUS_SESSION_MS;
    return { token: csrfToken(req) };
  });

  add(routes.signup, async ({ body }, req) => {
    const user = await signUp(accountDeps, { ...body, fpTid: cookieWithPrefix(req, '_fprom_tid') });
    return { user: presentUser(user) };
  });

  add(routes.login, async ({ body }, req, res) => {
    const attempt = { ip: req.ip ?? 'unknown', email: body.email, device: devices.read(req, body.email) };
    await limiter.check(attempt);
    const { user, info } = await new Promise<{ user: User | false; info?: { message?: string } }>((resolve, reject) => {
      passport.authenticate('local', (err: unknown, found: User | false, info?: { message?: string }) => (err ? reject(err) : resolve({ user: found, info })))(req, res, reject);
    });
    if (!user) {
      if (info?.message === 'unverified') {
        throw new AppError(403, 'email_not_verified', 'Please check your email and click the confirmation link before signing in.');
      }
      await limiter.recordFailure(attempt);
      throw new AppError(401, 'invalid_credentials', 'Invalid email or password. Please check your credentials and try again.');
    }
    await login(req, user);
    await Promise.all([limiter.recordSuccess(attempt), sessions.add(user.id, req.sessionID)]);
    devices.issue(req, res, user.email);
    return { user: presentUser(user), csrfToken: csrfToken(req, true) };
  });

  add(routes.logout, async (_input, req, res) => {
    // Destroying the login session ends an impersonation too; it is audited like an exit.
    await endImpersonation(rt.db, req, 'logout');
    const realUserId = req.realUser?.id;
    const sid = req.sessionID;
    await new Promise<void>((resolve, reject) => req.logout((err) => (err ? reject(err) : resolve())));
    await new Promise<void>((resolve) => req.session.destroy(() => resolve()));
    // The sockets opened with this login are closed too: they would keep receiving the account's events.
    if (realUserId) await sessions.remove(realUserId, sid);
    res.clearCookie('fg.sid');
  });

  add(routes.me, async (_input, req) => {
    const user = req.user!;
    return {
      user: presentUser(user),
      impersonating: isImpersonating(req) ? { userId: user.id, name: displayName(user), email: user.email } : null,
      realUser: isImpersonating(req) ? presentUser(req.realUser!) : null,
    };
  });

  add(routes.verify, async ({ query }, _req, res) => {
    const ok = await verifyEmail(rt.db, typeof query.token === 'string' ? query.token : '');
    res.redirect(302, `/?verified=${ok ? 1 : 0}`);
    return SENT;
  });

  add(
    routes.passwordReset,
    async ({ body }) => {
      await requestPasswordReset(accountDeps, body.email);
      return { ok: true as const };
    },
    [refuseWhileImpersonating],
  );

  add(
    routes.passwordResetConfirm,
    async ({ body }, req) => {
      const user = await resetPassword(rt.db, body.token, body.password);
      if (!user) throw new AppError(400, 'invalid_token', 'This password reset link is invalid or has expired.');
      // Whoever knew the old password is signed out everywhere (sockets included); this browser,
      // which proved control of the mailbox, gets the only new session.
      await sessions.endOthers(user.id);
      await login(req, user);
      await sessions.add(user.id, req.sessionID);
    },
    [refuseWhileImpersonating],
  );

  return router;
}
