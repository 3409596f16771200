import type { Express } from 'express';

export interface JsonRoute {
  method: string;
  /** The full pattern, mount prefixes included: `/api/sessions/:id/questions`. */
  path: string;
}

interface RouterLayer {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: RouterLayer[] };
}

/**
 * Every route of the running app, read from Express's own router (so a route added tomorrow is fuzzed,
 * and must be declared, tomorrow without anyone listing it), as method and full pattern.
 */
export function listRoutes(express: Express): JsonRoute[] {
  const app = express as unknown as { router: { stack: RouterLayer[] } };
  const out: JsonRoute[] = [];
  const walk = (stack: RouterLayer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route && typeof layer.route.path === 'string') {
        for (const [method, on] of Object.entries(layer.route.methods)) {
          if (on && method !== '_all') out.push({ method: method.toUpperCase(), path: `${prefix}${layer.route.path}`.replace(/\/$/, '') || '/' });
        }
      } else if (layer.handle?.stack) {
        const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
        walk(layer.handle.stack, prefix + mount);
      }
    }
  };
  walk(app.router.stack, '');
  const seen = new Set<string>();
  return out.filter((r) => !seen.has(`${r.method} ${r.path}`) && seen.add(`${r.method} ${r.path}`));
}

/** The routes under /api. */
export const listApiRoutes = (express: Express): JsonRoute[] => listRoutes(express).filter((r) => r.path.startsWith('/api/'));
