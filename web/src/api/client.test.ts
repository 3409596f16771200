import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, resetCsrfToken, setUnauthorizedHandler } from './client';

type Call = { url: string; method: string; csrf: string | null; body: unknown };

function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A fake server: answers /api/auth/csrf with successive tokens and other calls with the queued responses. */
function fakeServer(tokens: string[], responses: Response[]) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const headers = new Headers(init?.headers);
    calls.push({
      url,
      method: init?.method ?? 'GET',
      csrf: headers.get('X-CSRF-Token'),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
    });
    if (url === '/api/auth/csrf') return json(200, { token: tokens.shift() });
    const next = responses.shift();
    if (!next) throw new Error(`unexpected call ${url}`);
    return next;
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

const csrfInvalid = () => json(403, { error: { code: 'csrf_invalid', message: 'Invalid CSRF token' } });

describe('api client', () => {
  beforeEach(() => resetCsrfToken());
  afterEach(() => vi.unstubAllGlobals());

  it('sends the CSRF token on state-changing requests and not on reads', async () => {
    const calls = fakeServer(['tok-1'], [json(200, { ok: 1 }), json(200, { ok: 2 })]);
    await api.get('/api/plans');
    await api.patch('/api/profile', { firstName: 'Ada' });
    const [read, , write] = calls;
    expect(read.csrf).toBeNull();
    expect(write).toMatchObject({ method: 'PATCH', csrf: 'tok-1', body: { firstName: 'Ada' } });
  });

  it('refetches the CSRF token once and retries when the server says csrf_invalid', async () => {
    const calls = fakeServer(['stale', 'fresh'], [csrfInvalid(), json(201, { user: { id: 'u1' } })]);
    const result = await api.post<{ user: { id: string } }>('/api/auth/signup', { email: 'a@b.co', password: 'secret1' });
    expect(result.user.id).toBe('u1');
    const writes = calls.filter((c) => c.url === '/api/auth/signup');
    expect(writes.map((c) => c.csrf)).toEqual(['stale', 'fresh']);
    expect(calls.filter((c) => c.url === '/api/auth/csrf')).toHaveLength(2);
  });

  it('gives up after one retry instead of looping', async () => {
    const calls = fakeServer(['one', 'two', 'three'], [csrfInvalid(), csrfInvalid()]);
    await expect(api.delete('/api/admin/impersonation')).rejects.toMatchObject({ status: 403, code: 'csrf_invalid' });
    expect(calls.filter((c) => c.url === '/api/admin/impersonation')).toHaveLength(2);
  });

  it('does not retry other 403s', async () => {
    const calls = fakeServer(['tok'], [json(403, { error: { code: 'email_not_verified', message: 'Verify first' } })]);
    const error = await api.post('/api/auth/login', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'email_not_verified', message: 'Verify first' });
    expect(calls.filter((c) => c.url === '/api/auth/login')).toHaveLength(1);
  });

  it('reuses the cached token across requests', async () => {
    const calls = fakeServer(['tok'], [json(204, undefined), json(204, undefined)]);
    await api.post('/api/auth/logout');
    await api.post('/api/auth/logout');
    expect(calls.filter((c) => c.url === '/api/auth/csrf')).toHaveLength(1);
  });

  it('turns a non-JSON failure and a network failure into ApiErrors with the generic message', async () => {
    fakeServer([], [new Response('<html>Bad gateway</html>', { status: 502 })]);
    await expect(api.get('/api/plans')).rejects.toMatchObject({
      status: 502,
      code: 'http_502',
      message: 'An error occurred. Please try again.',
    });
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(api.get('/api/plans')).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });

  it('reports a lost login (401) on ordinary calls, but not on /me or a failed sign-in', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    const unauthorized = () => json(401, { error: { code: 'unauthorized', message: 'Please sign in' } });
    fakeServer(['tok'], [unauthorized(), unauthorized(), unauthorized()]);
    await expect(api.get('/api/auth/me')).rejects.toMatchObject({ status: 401 });
    await expect(api.post('/api/auth/login', {})).rejects.toMatchObject({ status: 401 });
    expect(handler).not.toHaveBeenCalled();
    await expect(api.get('/api/credits')).rejects.toMatchObject({ status: 401 });
    expect(handler).toHaveBeenCalledTimes(1);
    setUnauthorizedHandler(null);
  });
});
