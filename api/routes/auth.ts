import { Router, type Request } from 'express';
import { z } from 'zod';
import { requestPasswordReset, resetPassword, signUp, verifyEmail } from '../../core/accounts.js';
import { AppError } from '../../core/errors.js';
import type { Runtime } from '../../core/runtime.js';
import { displayName, presentUser } from '../../core/users.js';
import type { User } from '../../db/types.js';
import { cookieWithPrefix } from '../cookies.js';
import { isImpersonating, refuseWhileImpersonating, requireAuth } from '../middleware/auth.js';
import type { LoginLimiter } from '../middleware/rate-limit.js';
import type { DeviceCookies } from '../device-cookie.js';
import type { LoginSessions } from '../login-sessions.js';
import { validate } from '../middleware/validate.js';
import { endImpersonation } from './admin-impersonation.js';
import type { Passport } from 'passport';
type PassportInstance = InstanceType<typeof Passport>;

const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Please enter a valid email address'));
const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(6, 'Password must be at least 6 characters long.')
  .max(200, 'Password must be at most 200 characters');

const credentials = z.strictObject({ email: emailSchema, password: passwordSchema });
const loginBody = z.strictObject({ email: emailSchema, password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200) });

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
  const r = Router();
  const accountDeps = {
    db: rt.db,
    queues: rt.queues,
    appUrl: rt.config.APP_URL,
    newUserWebhookUrl: rt.config.NEW_USER_WEBHOOK_URL,
    affiliateUrl: rt.config.AFFILIATE_TRACKING_URL,
  };

  r.get('/csrf', (req, res) => {
    // The token lives in the login session, so an anonymous visitor gets one, but a short-lived one:
    // every page load used to store a 14-day key in Redis. Signing in regenerates the session with
    // the full lifetime.
    if (!req.user) req.session.cookie.maxAge = ANONYMOUS_SESSION_MS;
    res.json({ token: csrfToken(req) });
  });

  r.post('/signup', validate(credentials), async (req, res) => {
    const user = await signUp(accountDeps, { ...req.body, fpTid: cookieWithPrefix(req, '_fprom_tid') });
    res.status(201).json({ user: presentUser(user) });
  });

  r.post('/login', validate(loginBody), async (req, res, next) => {
    const { email } = req.body as z.infer<typeof loginBody>;
    const attempt = { ip: req.ip ?? 'unknown', email, device: devices.read(req, email) };
    await limiter.check(attempt);
    passport.authenticate('local', async (err: unknown, user: User | false, info?: { message?: string }) => {
      try {
        if (err) throw err;
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
        res.json({ user: presentUser(user), csrfToken: csrfToken(req, true) });
      } catch (e) {
        next(e);
      }
    })(req, res, next);
  });

  r.post('/logout', async (req, res, next) => {
    // Destroying the login session ends an impersonation too; it is audited like an exit.
    await endImpersonation(rt.db, req, 'logout');
    const realUserId = req.realUser?.id;
    const sid = req.sessionID;
    req.logout((err) => {
      if (err) return next(err);
      req.session.destroy(() => {
        // The sockets opened with this login are closed too: they would keep receiving the account's events.
        const forget = realUserId ? sessions.remove(realUserId, sid) : Promise.resolve();
        forget.then(
          () => {
            res.clearCookie('fg.sid');
            res.status(204).end();
          },
          next,
        );
      });
    });
  });

  r.get('/me', requireAuth, (req, res) => {
    const user = req.user!;
    res.json({
      user: presentUser(user),
      impersonating: isImpersonating(req) ? { userId: user.id, name: displayName(user), email: user.email } : null,
      realUser: isImpersonating(req) ? presentUser(req.realUser!) : null,
    });
  });

  r.get('/verify', async (req, res) => {
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    const ok = await verifyEmail(rt.db, token);
    res.redirect(302, `/?verified=${ok ? 1 : 0}`);
  });

  r.post('/password-reset', refuseWhileImpersonating, validate(z.strictObject({ email: emailSchema })), async (req, res) => {
    await requestPasswordReset(accountDeps, req.body.email);
    res.status(202).json({ ok: true });
  });

  r.post(
    '/password-reset/confirm',
    refuseWhileImpersonating,
    validate(z.strictObject({ token: z.string().min(1, 'token is required').max(200), password: passwordSchema })),
    async (req, res) => {
      const user = await resetPassword(rt.db, req.body.token, req.body.password);
      if (!user) throw new AppError(400, 'invalid_token', 'This password reset link is invalid or has expired.');
      // Whoever knew the old password is signed out everywhere (sockets included); this browser,
      // which proved control of the mailbox, gets the only new session.
      await sessions.endOthers(user.id);
      await login(req, user);
      await sessions.add(user.id, req.sessionID);
      res.status(204).end();
    },
  );

  return r;
}
