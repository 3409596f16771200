import { createHash, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { isLoopbackHost, type Config } from '../../core/config.js';
import { AppError } from '../../core/errors.js';

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * Who may read /metrics (queue sizes, route latencies, user activity: an attacker's reconnaissance).
 * With METRICS_TOKEN set: a scraper sending `Authorization: Bearer <token>`. Without it: outside
 * production, clients on this machine (the socket's address, not a forwarded header); in production,
 * nobody, since a reverse proxy on the same machine would make every visitor look local.
 */
export function metricsAccess(config: Pick<Config, 'METRICS_TOKEN' | 'NODE_ENV'>): RequestHandler {
  const expected = config.METRICS_TOKEN ? digest(config.METRICS_TOKEN) : null;
  return (req, res, next) => {
    if (expected) {
      const match = /^Bearer (.+)$/.exec(req.get('authorization') ?? '');
      // Hashes have equal lengths, so the comparison takes the same time whatever was sent.
      if (match && timingSafeEqual(digest(match[1]!), expected)) return next();
      res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
      return next(new AppError(401, 'unauthenticated', 'Metrics need the bearer token (METRICS_TOKEN).'));
    }
    if (config.NODE_ENV !== 'production' && isLoopbackHost(req.socket.remoteAddress ?? '')) return next();
    next(new AppError(403, 'forbidden', 'Metrics are off: set METRICS_TOKEN to enable them.'));
  };
}
