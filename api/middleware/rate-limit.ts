import type { Redis } from 'ioredis';
import { AppError } from '../../core/errors.js';

/** Failures are remembered this long after the last one. */
const WINDOW_MS = 15 * 60_000;
/** The first lock is short and each further failure doubles it, up to the window. */
const FIRST_LOCK_MS = 60_000;
/** Failures on one account from all untrusted addresses together, as a multiple of the per-address limit. */
const ACCOUNT_MULTIPLIER = 4;

export interface LoginLimiter {
  /**
   * Throws 429 (with the wait) while this attempt's client is locked. `device` is the nonce of a valid
   * device cookie for this account: such a client answers only for its own failures.
   */
  check(attempt: LoginAttempt): Promise<void>;
  /** A wrong password: counts for the address, the account and address, the account, or the device. */
  recordFailure(attempt: LoginAttempt): Promise<void>;
  /** A correct password: clears this client's own counters (never the IP's or the account's total). */
  recordSuccess(attempt: LoginAttempt): Promise<void>;
}

interface LoginAttempt {
  ip: string;
  email: string;
  device?: string;
}

const tooManyAttempts = (ms: number) => {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  const wait = seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
  return new AppError(429, 'rate_limited', `Too many sign-in attempts. For your security, sign-in is paused for ${wait}; please try again then, or reset your password.`, {
    retryAfter: seconds,
  });
};

/**
 * Login throttling after OWASP's guidance, in Redis so every api process shares it. Only failures
 * count, so a busy office behind one address is never locked out by its own successful sign-ins.
 *
 * - An unknown client (no device cookie for the account) is locked per account and address after
 *   `perAccount` failures, per account from any address after 4x as many (a distributed guess), and
 *   per address after `perIp` failures on any accounts (spraying one password over many accounts).
 * - A client holding a device cookie from an earlier successful sign-in to this account is judged
 *   only by its own failures (OWASP "device cookies"), so an attacker's lock never keeps the owner
 *   out of their usual browser.
 * - Each lock starts at a minute and doubles with every further failure, up to 15 minutes.
 */
export function createLoginLimiter(redis: Redis, prefix: string, perAccount: number, perIp: number): LoginLimiter {
  const base = `${prefix}:rl:login`;
  const norm = (email: string) => email.trim().toLowerCase();
  const counters = (a: LoginAttempt): { key: string; limit: number }[] =>
    a.device
      ? [{ key: `${base}:device:${a.device}`, limit: perAccount }]
      : [
          { key: `${base}:account-ip:${norm(a.email)}:${a.ip}`, limit: perAccount },
          { key: `${base}:account:${norm(a.email)}`, limit: perAccount * ACCOUNT_MULTIPLIER },
          { key: `${base}:ip:${a.ip}`, limit: perIp },
        ];

  return {
    async check(attempt) {
      const waits = await Promise.all(counters(attempt).map((c) => redis.pttl(`${c.key}:lock`)));
      const longest = Math.max(0, ...waits);
      if (longest > 0) throw tooManyAttempts(longest);
    },
    async recordFailure(attempt) {
      for (const { key, limit } of counters(attempt)) {
        const [[, count]] = (await redis.multi().incr(key).pexpire(key, WINDOW_MS).exec()) as [[null, number], [null, number]];
        if (count >= limit) {
          const lockMs = Math.min(WINDOW_MS, FIRST_LOCK_MS * 2 ** (count - limit));
          await redis.set(`${key}:lock`, '1', 'PX', lockMs);
        }
      }
    },
    async recordSuccess(attempt) {
      // The account total and the address total stay: the owner signing in must not reset an
      // attacker's budget against the account or from that address.
      const own = attempt.device ? `${base}:device:${attempt.device}` : `${base}:account-ip:${norm(attempt.email)}:${attempt.ip}`;
      await redis.del(own, `${own}:lock`);
    },
  };
}
