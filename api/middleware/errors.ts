import type { ErrorRequestHandler, RequestHandler } from 'express';
import { AppError } from '../../core/errors.js';

const DB_DOWN_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57P01', '57P03', '08006', '08001', '08003']);

function isDatabaseUnavailable(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  return (e?.code !== undefined && DB_DOWN_CODES.has(e.code)) || /timeout exceeded when trying to connect|Connection terminated|connect ECONNREFUSED/i.test(e?.message ?? '');
}

export const notFoundApi: RequestHandler = (_req, _res, next) => next(new AppError(404, 'not_found', 'Not found'));

/** Every error leaves as `{error:{code,message}}`; nothing a user can type produces a 500. */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  let status = 500;
  let code = 'internal_error';
  let message = 'An unexpected error occurred';
  let details: Record<string, unknown> | undefined;
  if (err instanceof AppError) {
    ({ status, code, message, details } = err);
  } else if (err?.type === 'entity.parse.failed') {
    status = 400;
    code = 'invalid_json';
    message = 'The request body is not valid JSON';
  } else if (err?.type === 'entity.too.large') {
    status = 413;
    code = 'payload_too_large';
    message = 'The request body is too large';
  } else if (err?.code === 'EBADCSRFTOKEN' || err?.message === 'invalid csrf token') {
    status = 403;
    code = 'csrf_invalid';
    message = 'Your session token is missing or expired. Refresh the page and try again.';
  } else if (isDatabaseUnavailable(err)) {
    status = 503;
    code = 'unavailable';
    message = 'The service is temporarily unavailable. Please try again in a moment.';
  } else if (typeof err?.status === 'number' && err.status >= 400 && err.status < 500) {
    status = err.status;
    code = 'bad_request';
    message = err.expose ? err.message : 'Bad request';
  }
  if (status >= 500) req.log?.error({ err }, 'request failed');
  if (res.headersSent) return;
  if (status === 429 && typeof details?.retryAfter === 'number') res.setHeader('Retry-After', String(details.retryAfter));
  res.status(status).json({ error: { code, message, ...(details ?? {}) } });
};
