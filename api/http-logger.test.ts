import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../core/logger.js';
import { httpLogger, maskUrl } from './http-logger.js';

// The app's logger and request logger on a real Express server; the log lines are read back as JSON.
describe('the request log', () => {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  let base = '';
  let close = () => {};

  beforeAll(async () => {
    const app = express();
    app.use(httpLogger(createLogger('info', {}, sink)));
    app.get('/api/auth/csrf', (_req, res) => {
      res.cookie('fg.sid', 's:secret-session-id.signature', { httpOnly: true });
      res.json({ csrfToken: 'x' });
    });
    app.get('/api/auth/verify', (_req, res) => void res.redirect('/?verified=1'));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  const lastLine = () =>
    JSON.parse(lines.at(-1)!) as { req: { url: string; query: Record<string, string>; headers: Record<string, string> }; res: { headers: Record<string, unknown> } };

  it('leaves out the session cookie the server sets and the cookies and tokens the browser sends', async () => {
    await fetch(`${base}/api/auth/csrf`, { headers: { cookie: 'fg.sid=s:abc.def', authorization: 'Bearer live-token', 'x-csrf-token': 'csrf-value' } });
    const line = lastLine();
    expect(line.res.headers['set-cookie']).toBeUndefined();
    expect(line.req.headers.cookie).toBeUndefined();
    expect(line.req.headers.authorization).toBeUndefined();
    expect(line.req.headers['x-csrf-token']).toBeUndefined();
    expect(lines.at(-1)).not.toMatch(/secret-session-id|s:abc|live-token|csrf-value/);
    expect(line.req.url).toBe('/api/auth/csrf');
  });

  it('masks verification and reset tokens in the URL and the parsed query', async () => {
    await fetch(`${base}/api/auth/verify?token=abcdef123456&lang=en`, { redirect: 'manual' });
    const line = lastLine();
    expect(line.req.url).toBe('/api/auth/verify?token=[redacted]&lang=en');
    expect(line.req.query).toEqual({ token: '[redacted]', lang: 'en' });
    expect(lines.at(-1)).not.toContain('abcdef123456');
  });

  it('masks only credential-like parameters', () => {
    expect(maskUrl('/reset-password?token=t1')).toBe('/reset-password?token=[redacted]');
    expect(maskUrl('/api/avatars?q=nurse&page=2')).toBe('/api/avatars?q=nurse&page=2');
    expect(maskUrl('/x?api_key=k&flag')).toBe('/x?api_key=[redacted]&flag');
  });

  it('logs a query with a malformed escape as sent, without throwing', () => {
    expect(maskUrl('/api/profile?%E0%A4%A=1&token=t')).toBe('/api/profile?%E0%A4%A=1&token=[redacted]');
  });
});
