import type { BodyOf, QueryOf, ResponseOf, RouteContract } from '../../../core/http/contract';

/**
 * Typed fetch wrapper for the JSON API under /api.
 * - Same-origin cookies (the login cookie) on every call.
 * - Every state-changing call carries X-CSRF-Token; the token is fetched lazily and cached. A 403
 *   `csrf_invalid` (the server rotates the token when the login session changes) refetches it and retries once.
 * - Failures become ApiError with the server's `{ error: { code, message } }`.
 */

export const GENERIC_ERROR_MESSAGE = 'An error occurred. Please try again.';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The message to show a user for any thrown value. */
export function errorMessage(error: unknown, fallback = GENERIC_ERROR_MESSAGE): string {
  if (isApiError(error) && error.message) return error.message;
  return fallback;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  /** Query string values; undefined and empty values are left out. */
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
}

const MUTATING: ReadonlySet<Method> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const CSRF_PATH = '/api/auth/csrf';

let csrfToken: Promise<string> | null = null;
let onUnauthorized: (() => void) | null = null;

/**
 * Called when a request answers 401 (the login session expired or was ended elsewhere), so the app can
 * drop the user and leave protected pages. Not for /me or a failed sign-in, which report 401 as an answer.
 */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  onUnauthorized = handler;
}

const ANSWERS_WITH_401 = ['/api/auth/me', '/api/auth/login'];

/** Forget the cached CSRF token (after login/logout the server issues a new one). */
export function resetCsrfToken(): void {
  csrfToken = null;
}

/** Use a token the server handed over with another response (login returns the new session's token). */
export function primeCsrfToken(token: string): void {
  csrfToken = Promise.resolve(token);
}

function loadCsrfToken(): Promise<string> {
  if (!csrfToken) {
    csrfToken = send('GET', CSRF_PATH, undefined, undefined, undefined)
      .then((body) => {
        const token = (body as { token?: unknown } | undefined)?.token;
        if (typeof token !== 'string' || !token) throw new ApiError(500, 'csrf_unavailable', GENERIC_ERROR_MESSAGE);
        return token;
      })
      .catch((error: unknown) => {
        csrfToken = null; // do not cache a failure
        throw error;
      });
  }
  return csrfToken;
}

function buildUrl(path: string, query?: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

async function parseError(response: Response): Promise<ApiError> {
  let code = `http_${response.status}`;
  let message = GENERIC_ERROR_MESSAGE;
  try {
    const body = (await response.json()) as { error?: { code?: unknown; message?: unknown } };
    if (body?.error) {
      if (typeof body.error.code === 'string' && body.error.code) code = body.error.code;
      if (typeof body.error.message === 'string' && body.error.message) message = body.error.message;
    }
  } catch {
    // Not JSON (a proxy error page, an empty body): keep the generic message.
  }
  return new ApiError(response.status, code, message);
}

async function send(method: Method, path: string, body: unknown, csrf: string | undefined, options: RequestOptions | undefined): Promise<unknown> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body; // the browser sets the multipart boundary
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  if (csrf) headers['X-CSRF-Token'] = csrf;

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options?.query), {
      method,
      headers,
      body: payload,
      credentials: 'same-origin',
      signal: options?.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network_error', GENERIC_ERROR_MESSAGE);
  }

  if (!response.ok) {
    if (response.status === 401 && onUnauthorized && !ANSWERS_WITH_401.includes(path)) onUnauthorized();
    throw await parseError(response);
  }
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(response.status, 'invalid_response', GENERIC_ERROR_MESSAGE);
  }
}

async function request<T>(method: Method, path: string, body?: unknown, options?: RequestOptions): Promise<T> {
  if (!MUTATING.has(method)) return (await send(method, path, body, undefined, options)) as T;
  const token = await loadCsrfToken();
  try {
    return (await send(method, path, body, token, options)) as T;
  } catch (error) {
    if (!(isApiError(error) && error.status === 403 && error.code === 'csrf_invalid')) throw error;
    // The token went stale (new login session, server restart): fetch a fresh one and retry once.
    resetCsrfToken();
    const fresh = await loadCsrfToken();
    return (await send(method, path, body, fresh, options)) as T;
  }
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, body, options),
  delete: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('DELETE', path, body, options),
};

/** A contract's path with each `:param` standing for any text: `/api/sessions/${string}/start`. */
type PathOf<P extends string> = P extends `${infer Head}:${string}/${infer Rest}`
  ? `${Head}${string}/${PathOf<Rest>}`
  : P extends `${infer Head}:${string}`
    ? `${Head}${string}`
    : P;

type CallOptions<C extends RouteContract> = Omit<RequestOptions, 'query'> &
  (C['upload'] extends string ? { body: FormData } : BodyOf<C> extends undefined ? { body?: undefined } : { body: BodyOf<C> }) &
  (QueryOf<C> extends undefined ? { query?: undefined } : { query?: QueryOf<C> });

/**
 * Calls a route declared in core (type-only import: the declaration's zod stays on the server). The
 * compiler checks the method, the path's shape, the body and the query against the declaration and
 * types the answer with its response.
 */
export function call<C extends RouteContract>(method: Uppercase<C['method']>, path: PathOf<C['path']>, options?: CallOptions<C>): Promise<ResponseOf<C>> {
  const { body, query, signal } = (options ?? {}) as { body?: unknown; query?: RequestOptions['query']; signal?: AbortSignal };
  return request<ResponseOf<C>>(method, path, body, { query, signal });
}
