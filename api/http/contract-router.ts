import { type Request, type RequestHandler, type Response, Router } from 'express';
import type { z } from 'zod';
import { AppError, notFound } from '../../core/errors.js';
import type { RouteContract, RouteInput, RouteResult } from '../../core/http/contract.js';
import { requireAdmin, requireAuth } from '../middleware/auth.js';
import { describeZodError } from '../middleware/validate.js';

/** What a handler returns when it wrote another declared media type itself (`alsoProduces`). */
export const SENT = Symbol('sent');

type Handler<C extends RouteContract> = (input: RouteInput<C>, req: Request, res: Response) => Promise<RouteResult<C> | typeof SENT>;

function parse(schema: z.ZodType | undefined, value: unknown, onError: (error: z.ZodError) => AppError): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (!result.success) throw onError(result.error);
  return result.data;
}

const invalid = (error: z.ZodError) => {
  const { message, field } = describeZodError(error);
  return new AppError(400, 'validation_error', message, field ? { field } : undefined);
};

/**
 * A router for the routes declared under one path prefix. `add(contract, handler)` checks access, parses
 * params (a malformed id is the resource's 404), runs the route's own gates (`before`: a plan, not while
 * impersonating, a body parser), parses query, headers and body (the first problem is a 400 naming its field), calls the handler
 * with the parsed input and sends what it returns with the declared status.
 */
export function contractRouter(prefix: string) {
  const router = Router();
  const add = <C extends RouteContract>(contract: C, handler: Handler<C>, before: RequestHandler[] = []): void => {
    if (!contract.path.startsWith(prefix)) throw new Error(`${contract.path} is not under ${prefix}`);
    const access: RequestHandler[] = contract.access === 'user' ? [requireAuth] : contract.access === 'admin' ? [requireAuth, requireAdmin] : [];
    const params: RequestHandler = (req, res, next) => {
      // Express hands a `*key` wildcard over as its segments; the contract sees the path they spell.
      const given = Object.fromEntries(Object.entries(req.params).map(([name, value]) => [name, Array.isArray(value) ? value.join('/') : value]));
      res.locals.params = parse(contract.params, given, () => notFound(contract.notFound));
      next();
    };
    const input: RequestHandler = (req, res, next) => {
      const query = parse(contract.query, req.query, invalid);
      const headers = parse(contract.headers, req.headers, invalid);
      // A raw body stays bytes for the handler (its signature covers them); the rest is parsed JSON or form fields.
      const body = contract.rawBody ? undefined : parse(contract.body, req.body ?? {}, invalid);
      res.locals.input = { params: res.locals.params, query, headers, body };
      next();
    };
    const run: RequestHandler = async (req, res) => {
      const result = await handler(res.locals.input as RouteInput<C>, req, res);
      if (result === SENT) return;
      // A handler may answer another declared status (`alsoStatus`) by setting it before it returns.
      if (res.statusCode === 200) res.status(contract.status ?? 200);
      if (contract.response === null) res.end();
      else res.json(result);
    };
    router[contract.method](contract.path.slice(prefix.length) || '/', ...access, params, ...before, input, run);
  };
  return { router, add };
}
