import type { Request } from 'express';

/** The first cookie whose name starts with `prefix` (the affiliate cookie is `_fprom_tid` plus a suffix on some setups). */
export function cookieWithPrefix(req: Request, prefix: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (name.startsWith(prefix)) {
      const value = decodeURIComponent(part.slice(eq + 1).trim());
      return value.slice(0, 200) || undefined;
    }
  }
  return undefined;
}
