import type { Request } from 'express';
import { isValidText } from '../core/text-guard.js';

/** The value of the cookie named `name`, under the same never-throw rules as below. */
export function cookieValue(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq >= 0 && part.slice(0, eq).trim() === name) return decodeCookie(part.slice(eq + 1));
  }
  return undefined;
}

function decodeCookie(raw: string): string | undefined {
  let value: string;
  try {
    value = decodeURIComponent(raw.trim());
  } catch {
    return undefined;
  }
  return isValidText(value) ? value : undefined;
}

/**
 * The first cookie whose name starts with `prefix` (the affiliate cookie is `_fprom_tid` plus a suffix
 * on some setups). Cookies are set by third-party scripts and by anyone crafting a request, so a value
 * that is not valid URL encoding or valid text is treated as absent, never as an error.
 */
export function cookieWithPrefix(req: Request, prefix: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (name.startsWith(prefix)) return decodeCookie(part.slice(eq + 1))?.slice(0, 200) || undefined;
  }
  return undefined;
}
