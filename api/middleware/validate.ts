import type { RequestHandler } from 'express';
import type { z } from 'zod';
import { AppError } from '../../core/errors.js';

type Part = 'body' | 'query' | 'params';

/** The first problem, named by its field: "email: Invalid email address". */
export function describeZodError(error: z.ZodError): { message: string; field?: string } {
  const issue = error.issues[0];
  const field = issue?.path.join('.') || undefined;
  if (issue?.code === 'unrecognized_keys') {
    return { message: `Unknown field: ${issue.keys.join(', ')}`, field: issue.keys[0] };
  }
  return { message: field ? `${field}: ${issue!.message}` : (issue?.message ?? 'Invalid request'), field };
}

/**
 * Parses `req[part]` with the schema; the parsed value replaces it (query and params are read-only
 * getters in Express 5, so those are stored on res.locals.query / res.locals.params).
 */
export function validate<S extends z.ZodType>(schema: S, part: Part = 'body'): RequestHandler {
  return (req, res, next) => {
    const result = schema.safeParse(part === 'body' ? (req.body ?? {}) : req[part]);
    if (!result.success) {
      const { message, field } = describeZodError(result.error);
      return next(new AppError(400, 'validation_error', message, field ? { field } : undefined));
    }
    if (part === 'body') req.body = result.data;
    else res.locals[part] = result.data;
    next();
  };
}
