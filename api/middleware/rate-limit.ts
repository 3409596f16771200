import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../../core/errors.js';

const WINDOW_S = 15 * 60;

export interface LoginLimiter {
  /** Throws 429 when the IP or the account is over its limit; counts this attempt for the IP. */
  check(ip: string, email: string): Promise<void>;
  recordFailure(email: string): Promise<void>;
  reset(email: string): Promise<void>;
}

const tooMany = (seconds: number) =>
  new AppError(
    429,
    'rate_limited',
    `Too many sign-in attempts. Please wait ${Math.max(1, Math.ceil(seconds / 60))} minute(s) and try again.`,
    { retryAfter: seconds },
  );

/**
 * Two counters in Redis (shared by every api process): failed passwords per account stop guessing one
 * password, attempts per IP stop spraying many accounts.
 */
export function createLoginLimiter(redis: Redis, prefix: string, perAccount: number, perIp: number): LoginLimiter {
  const account = new RateLimiterRedis({ storeClient: redis, keyPrefix: `${prefix}:rl:login-account`, points: perAccount, duration: WINDOW_S, blockDuration: WINDOW_S });
  const ip = new RateLimiterRedis({ storeClient: redis, keyPrefix: `${prefix}:rl:login-ip`, points: perIp, duration: WINDOW_S });
  const key = (email: string) => email.trim().toLowerCase();
  return {
    async check(ipAddr, email) {
      const state = await account.get(key(email));
      if (state && state.consumedPoints >= perAccount) throw tooMany(Math.ceil(state.msBeforeNext / 1000));
      try {
        await ip.consume(ipAddr);
      } catch (e) {
        if (e instanceof RateLimiterRes) throw tooMany(Math.ceil(e.msBeforeNext / 1000));
        throw e;
      }
    },
    async recordFailure(email) {
      await account.consume(key(email)).catch((e) => {
        if (!(e instanceof RateLimiterRes)) throw e;
      });
    },
    async reset(email) {
      await account.delete(key(email));
    },
  };
}
