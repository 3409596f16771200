import type { Router } from 'express';
import { notFound } from '../../core/errors.js';
import { opsRoutes as routes } from '../../core/ops-routes.js';
import { assertSafeKey } from '../../core/storage.js';
import type { Runtime } from '../../core/runtime.js';
import { contractRouter, SENT } from '../http/contract-router.js';

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
  const { router, add } = contractRouter('/files');
  add(routes.file, async ({ params: { key } }, _req, res) => {
    const type = TYPES[key.split('.').pop()?.toLowerCase() ?? ''];
    try {
      assertSafeKey(key);
    } catch {
      throw notFound('File not found');
    }
    const stream = type ? await rt.storage.read(key) : null;
    if (!stream) throw notFound('File not found');
    res.setHeader('Content-Type', type!);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    res.setHeader('Cache-Control', 'public, max-age=3600');
    stream.on('error', () => res.destroy()).pipe(res);
    return SENT;
  });
  return router;
}
