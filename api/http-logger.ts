// The request log: one line per request with its id, user and timing, and nothing that would let a
// reader of the logs act as someone else.
import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from '../core/logger.js';

// Query parameters that carry a credential: e-mail verification and password-reset links (?token=).
const SECRET_PARAM = /token|secret|signature|password|key|code/i;
const MASK = '[redacted]';

/** A query parameter's name as a client meant it; malformed escapes (anyone can send them) stay as sent. */
function decodedName(name: string): string {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/** The URL with the values of credential-like query parameters masked. */
export function maskUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      return eq >= 0 && SECRET_PARAM.test(decodedName(name)) ? `${name}=${MASK}` : pair;
    });
  return `${url.slice(0, q)}?${params.join('&')}`;
}

function maskQuery(query: unknown): unknown {
  if (!query || typeof query !== 'object') return query;
  return Object.fromEntries(Object.entries(query).map(([name, value]) => [name, SECRET_PARAM.test(name) ? MASK : value]));
}

interface SerializedReq {
  url?: string;
  query?: unknown;
  [key: string]: unknown;
}

/**
 * Cookies, the session cookie the server sets, Authorization and the CSRF token are removed by the
 * logger's redact paths (core/logger.ts); tokens in URLs are masked here, in the url and the parsed query.
 */
export function httpLogger(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: (req, res) => {
      const incoming = req.headers['x-request-id'];
      const id = typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/metrics' },
    customProps: (req) => ({ userId: (req as Request).user?.id }),
    serializers: {
      req: (req: SerializedReq) => ({ ...req, url: req.url && maskUrl(req.url), query: maskQuery(req.query) }),
    },
  });
}
