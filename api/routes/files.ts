import { Router } from 'express';
import { assertSafeKey } from '../../core/storage.js';
import type { Runtime } from '../../core/runtime.js';

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  webp: 'image/webp',
};

/**
 * Serves stored uploads. Only image types leave, with nosniff and a sandboxing CSP, so a crafted file
 * can never run script in our origin.
 */
export function fileRoutes(rt: Runtime): Router {
  const r = Router();
  r.get('/*key', async (req, res, next) => {
    const key = ([] as string[]).concat((req.params as { key: string | string[] }).key).join('/');
    const type = TYPES[key.split('.').pop()?.toLowerCase() ?? ''];
    try {
      assertSafeKey(key);
    } catch {
      return res.status(404).end();
    }
    if (!type) return res.status(404).end();
    const stream = await rt.storage.read(key);
    if (!stream) return res.status(404).end();
    res.setHeader('Content-Type', type);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    res.setHeader('Cache-Control', 'public, max-age=3600');
    stream.on('error', next).pipe(res);
  });
  return r;
}
