import type { RequestHandler } from 'express';
import { Passport } from 'passport';
type PassportInstance = InstanceType<typeof Passport>;
import { Strategy as LocalStrategy } from 'passport-local';
import { authenticate } from '../../core/accounts.js';
import { AppError } from '../../core/errors.js';
import { findUserById } from '../../core/users.js';
import type { Db } from '../../db/client.js';

/** One Passport instance per app (no global state), storing only the user id in the login session. */
export function createPassport(db: Db): PassportInstance {
  const passport = new Passport();
  passport.use(
    new LocalStrategy({ usernameField: 'email', passwordField: 'password' }, (email, password, done) => {
      authenticate(db, email, password).then(
        (r) => (r.ok ? done(null, r.user) : done(null, false, { message: r.reason })),
        (err) => done(err),
      );
    }),
  );
  passport.serializeUser((user, done) => done(null, user.id));
  passport.deserializeUser((id: string, done) => {
    findUserById(db, id).then((u) => done(null, u ?? false), done);
  });
  return passport;
}

/**
 * While an admin impersonates, req.user becomes the target and req.realUser stays the admin, so every
 * owner check downstream acts as the target without knowing about impersonation.
 */
export function resolveImpersonation(db: Db): RequestHandler {
  return async (req, _res, next) => {
    if (!req.user) return next();
    req.realUser = req.user;
    const targetId = req.session.impersonatingUserId;
    if (!targetId) return next();
    try {
      const target = req.user.is_admin ? await findUserById(db, targetId) : undefined;
      if (target) req.user = target;
      else delete req.session.impersonatingUserId;
      next();
    } catch (err) {
      next(err);
    }
  };
}

export const isImpersonating = (req: Express.Request) => !!req.realUser && !!req.user && req.realUser.id !== req.user.id;

export const requireAuth: RequestHandler = (req, _res, next) => {
  if (!req.user) return next(new AppError(401, 'unauthenticated', 'Please sign in to continue.'));
  next();
};

/** Profile and password changes belong to the account's owner, not to an admin acting as them. */
export const refuseWhileImpersonating: RequestHandler = (req, _res, next) => {
  if (isImpersonating(req)) return next(new AppError(403, 'impersonating', 'Not available while impersonating a user.'));
  next();
};

/** Admin rights are read from the database on every request (req.realUser was loaded this request). */
export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (!req.realUser) return next(new AppError(401, 'unauthenticated', 'Please sign in to continue.'));
  if (!req.realUser.is_admin || isImpersonating(req)) {
    return next(new AppError(403, 'forbidden', 'You do not have admin privileges.'));
  }
  next();
};
