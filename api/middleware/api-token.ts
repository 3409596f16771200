import type { RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { authenticateApiToken } from '../../core/api-tokens/tokens.js';
import { AppError } from '../../core/errors.js';
import type { Db } from '../../db/client.js';

interface Options {
  db: Db;
  redis: Redis;
  prefix: string;
  perMinute: number;
}

/**
 * `Authorization: Bearer fg_...`: the request acts as the token's user, without a login session. The
 * CSRF rule does not apply (a browser never attaches this header on its own, so a forged page cannot
 * send it); each token has its own per-minute budget. A wrong or revoked token is a 401, never a
 * fallback to the cookie.
 */
export function apiTokenAuth({ db, redis, prefix, perMinute }: Options): RequestHandler {
  const limiter = new RateLimiterRedis({ storeClient: redis, keyPrefix: `${prefix}:rl:api-token`, points: perMinute, duration: 60 });
  return async (req, _res, next) => {
    const header = req.headers.authorization;
    if (!header) return next();
    const [scheme, token] = header.split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) throw new AppError(401, 'invalid_token', 'Use Authorization: Bearer <API token>.');
    const found = await authenticateApiToken(db, token);
    if (!found) throw new AppError(401, 'invalid_token', 'This API token is unknown or has been revoked.');
    try {
      await limiter.consume(found.tokenId);
    } catch (e) {
      if (!(e instanceof RateLimiterRes)) throw e;
      throw new AppError(429, 'rate_limited', `This API token made more than ${perMinute} calls in a minute. Please slow down.`, {
        retryAfter: Math.ceil(e.msBeforeNext / 1000),
      });
    }
    req.user = found.user;
    req.realUser = found.user;
    req.apiTokenId = found.tokenId;
    next();
  };
}

/** Runs the login-session and CSRF chain only for requests that did not authenticate with a token. */
export const unlessApiToken = (handlers: RequestHandler[]): RequestHandler[] => handlers.map((handler) => (req, res, next) => (req.apiTokenId ? next() : handler(req, res, next)));

/** Managing tokens needs the signed-in browser: a token cannot mint or revoke tokens. */
export const refuseApiToken: RequestHandler = (req, _res, next) => {
  if (req.apiTokenId) return next(new AppError(403, 'browser_required', 'Manage API tokens from your account page.'));
  next();
};
