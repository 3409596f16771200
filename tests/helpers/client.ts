/** A browser-like HTTP client: keeps cookies and sends the CSRF token on state-changing requests. */
export interface TestResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export class TestClient {
  private cookies = new Map<string, string>();
  private csrf: string | null = null;

  constructor(readonly baseUrl: string) {}

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  private store(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async csrfToken(refresh = false): Promise<string> {
    if (!this.csrf || refresh) this.csrf = (await this.request('GET', '/api/auth/csrf')).body.token;
    return this.csrf!;
  }

  async request<T = any>(
    method: string,
    path: string,
    body?: unknown,
    init: { raw?: FormData | string; headers?: Record<string, string>; csrf?: boolean; retried?: boolean } = {},
  ): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...init.headers };
    if (method !== 'GET' && method !== 'HEAD' && init.csrf !== false) headers['x-csrf-token'] = await this.csrfToken();
    const cookie = this.cookieHeader();
    if (cookie) headers.cookie = cookie;
    let payload: FormData | string | undefined = init.raw;
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const res = await fetch(this.baseUrl + path, { method, headers, body: payload, redirect: 'manual' });
    this.store(res.headers);
    const text = await res.text();
    let parsed: unknown = text;
    if ((res.headers.get('content-type') ?? '').includes('json') && text) parsed = JSON.parse(text);
    const out = { status: res.status, body: parsed as T, headers: res.headers };
    // Like the web client: a login (or reset) regenerates the login session and its CSRF token, so a
    // stale token is refreshed once.
    if (out.status === 403 && (parsed as { error?: { code?: string } })?.error?.code === 'csrf_invalid' && init.csrf !== false && !init.retried) {
      await this.csrfToken(true);
      return this.request<T>(method, path, body, { ...init, retried: true });
    }
    // A login regenerates the login session, and with it the CSRF token.
    if ((out.body as { csrfToken?: string })?.csrfToken) this.csrf = (out.body as { csrfToken: string }).csrfToken;
    return out;
  }

  get<T = any>(path: string) {
    return this.request<T>('GET', path);
  }
  post<T = any>(path: string, body?: unknown) {
    return this.request<T>('POST', path, body ?? {});
  }
  patch<T = any>(path: string, body?: unknown) {
    return this.request<T>('PATCH', path, body ?? {});
  }
  put<T = any>(path: string, body?: unknown) {
    return this.request<T>('PUT', path, body ?? {});
  }
  delete<T = any>(path: string, body?: unknown) {
    return this.request<T>('DELETE', path, body);
  }
  upload<T = any>(path: string, field: string, file: { name: string; data: Buffer; type?: string }) {
    const form = new FormData();
    form.append(field, new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/octet-stream' }), file.name);
    return this.request<T>('POST', path, undefined, { raw: form });
  }
}
