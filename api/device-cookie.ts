import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import { cookieValue } from './cookies.js';

const DEVICE_COOKIE = 'fg.device';
const MAX_AGE_MS = 180 * 24 * 3600_000;

/**
 * OWASP's "device cookie": proof that this browser once signed in to an account, so the login
 * limiter can keep an attacker's lock from applying to the owner's own browser. The value is a random
 * nonce and an HMAC over the account's e-mail and the nonce; it grants nothing by itself.
 */
export function deviceCookies(secret: string, secure: boolean) {
  const key = createHmac('sha256', secret).update('device-cookie').digest();
  const sign = (email: string, nonce: string) => createHmac('sha256', key).update(`${email.trim().toLowerCase()}|${nonce}`).digest('base64url');

  /** The nonce of a valid device cookie for `email`, or undefined. */
  const read = (req: Request, email: string): string | undefined => {
    const [nonce, sig, extra] = (cookieValue(req, DEVICE_COOKIE) ?? '').split('.');
    if (!nonce || !sig || extra !== undefined || !/^[A-Za-z0-9_-]{22}$/.test(nonce)) return undefined;
    const expected = Buffer.from(sign(email, nonce));
    const given = Buffer.from(sig);
    return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : undefined;
  };

  /** After a correct sign-in: keeps this browser's nonce for the account, or gives it one. */
  const issue = (req: Request, res: Response, email: string): void => {
    const nonce = read(req, email) ?? randomBytes(16).toString('base64url');
    res.cookie(DEVICE_COOKIE, `${nonce}.${sign(email, nonce)}`, { httpOnly: true, sameSite: 'lax', secure, maxAge: MAX_AGE_MS, path: '/api/auth' });
  };

  return { read, issue };
}

export type DeviceCookies = ReturnType<typeof deviceCookies>;
