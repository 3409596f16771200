import type { RequestHandler } from 'express';
import { AppError } from '../../core/errors.js';
import { findInvalidText, type TextProblem } from '../../core/text-guard.js';

/** Body fields are named as validate() names them (`title`); the others say where they were. */
const refuse = (where: 'body' | 'query' | 'path', problem: TextProblem) => {
  const field = where === 'body' ? problem.field : where === 'path' ? 'path' : `query.${problem.field}`;
  return problem.reason === 'too_deep'
    ? new AppError(400, 'validation_error', `${field}: is nested too deeply`, { field })
    : new AppError(400, 'validation_error', `${field}: contains characters that are not allowed (control characters or invalid Unicode)`, { field });
};

/**
 * One guard for every API request, ahead of every route: invalid text in the body, the query string
 * or the path becomes a 400 naming the field, so no handler, query or log line ever sees it (a NUL
 * byte used to reach Postgres and answer 500). Multipart bodies are parsed later, by the routes that
 * take uploads, which run `rejectInvalidBody` after parsing.
 */
export const rejectInvalidText: RequestHandler = (req, _res, next) => {
  let segments: string[];
  try {
    segments = req.path.split('/').map((s) => decodeURIComponent(s));
  } catch {
    return next(new AppError(400, 'validation_error', 'path: is not valid URL encoding', { field: 'path' }));
  }
  const inPath = findInvalidText(segments);
  if (inPath) return next(refuse('path', inPath));
  const inQuery = findInvalidText(req.query);
  if (inQuery) return next(refuse('query', inQuery));
  rejectInvalidBody(req, _res, next);
};

export const rejectInvalidBody: RequestHandler = (req, _res, next) => {
  const inBody = findInvalidText(req.body);
  if (inBody) return next(refuse('body', inBody));
  next();
};
