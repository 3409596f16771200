import { createServer, type RequestListener } from 'node:http';
import { networkInterfaces } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { signedInUser } from '../helpers/factories.js';

const apps: TestApp[] = [];
afterAll(async () => {
  for (const a of apps) await a.close();
});
const start = async (env: Record<string, string | undefined> = {}) => {
  const app = await startTestApp({ env });
  apps.push(app);
  return app;
};

/** This machine's first non-loopback IPv4 address, to reach the app as a remote client would. */
const externalAddress = () =>
  Object.values(networkInterfaces())
    .flat()
    .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;

/** Not the mailbox, nor the web app's shell (which answers every other path): a plain 404. */
const notMailbox = async (res: Response) => {
  expect(res.status).toBe(404);
  expect(await res.text()).not.toContain('mailbox');
};

describe('the dev mailbox', () => {
  it('does not exist unless DEV_MAILBOX is on', async () => {
    const app = await start({ DEV_MAILBOX: undefined });
    await notMailbox(await fetch(`${app.url}/dev/mailbox.json`));
    await notMailbox(await fetch(`${app.url}/dev/mailbox`));
  });

  it('does not exist in production, whatever else is set', async () => {
    const app = await start({ NODE_ENV: 'production', DEV_MAILBOX: '0', SESSION_SECRET: 'a-production-secret-of-length' });
    await notMailbox(await fetch(`${app.url}/dev/mailbox.json`));
  });

  it('answers loopback clients only, even when on', async () => {
    const app = await start({ DEV_MAILBOX: '1' });
    expect((await fetch(`${app.url}/dev/mailbox.json`)).status).toBe(200);
    const address = externalAddress();
    if (!address) return; // a machine with no network interface cannot be reached from outside anyway
    // The same app, reached over the machine's network address instead of 127.0.0.1.
    const outside = createServer(app.app.express as unknown as RequestListener);
    await new Promise<void>((resolve) => outside.listen(0, address, resolve));
    try {
      const port = (outside.address() as { port: number }).port;
      const res = await fetch(`http://${address}:${port}/dev/mailbox.json`, { headers: { 'x-forwarded-for': '127.0.0.1' } });
      expect(res.status).toBe(404);
    } finally {
      await new Promise<void>((resolve) => outside.close(() => resolve()));
    }
  });
});

describe('/metrics', () => {
  it('needs the bearer token when METRICS_TOKEN is set', async () => {
    const app = await start({ METRICS_TOKEN: 'metrics-token-0123456789' });
    const none = await fetch(`${app.url}/metrics`);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toMatch(/Bearer/);
    expect((await fetch(`${app.url}/metrics`, { headers: { authorization: 'Bearer wrong-token-0123456789' } })).status).toBe(401);
    const ok = await fetch(`${app.url}/metrics`, { headers: { authorization: 'Bearer metrics-token-0123456789' } });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('http_request_duration_seconds');
  });

  it('is refused in production without a token, even from this machine', async () => {
    const app = await start({ NODE_ENV: 'production', DEV_MAILBOX: '0', SESSION_SECRET: 'a-production-secret-of-length' });
    const res = await fetch(`${app.url}/metrics`);
    expect(res.status).toBe(403);
    expect((await res.json()).error.message).toMatch(/METRICS_TOKEN/);
  });

  it('labels error responses with the full route, mount prefix included', async () => {
    const app = await start();
    const { client } = await signedInUser(app);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await client.get(`/api/sessions/${missing}`)).status).toBe(404);
    expect((await client.get(`/api/reports/${missing}`)).status).toBe(404);
    const text = await (await fetch(`${app.url}/metrics`)).text();
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/sessions\/:id",status="404"\} 1/);
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/reports\/:id",status="404"\} 1/);
    expect(text).not.toMatch(/route="\/:id"/);
  });
});
