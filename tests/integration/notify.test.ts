import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { TestClient } from '../helpers/client.js';
import { startWebhookReceiver } from '../helpers/fake-webhook.js';
import { waitFor } from '../helpers/wait.js';

let app: TestApp;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
beforeAll(async () => {
  // The receiver fails twice, then accepts: deliveries must retry with backoff and not block sign-up.
  receiver = await startWebhookReceiver([500, 503]);
  app = await startTestApp({
    workers: ['notify'],
    env: { NEW_USER_WEBHOOK_URL: `${receiver.url}/new-user`, AFFILIATE_TRACKING_URL: `${receiver.url}/affiliate`, WEBHOOK_SIGNING_SECRET: 'test-secret' },
  });
});
afterAll(async () => {
  await app?.close();
  await receiver?.close();
});

describe('post-signup calls through the notify queue', () => {
  it('signs up at once, then delivers the new-user webhook after retries, signed', async () => {
    const client = new TestClient(app.url);
    client.setCookie('_fprom_tid', 'aff-42');
    const res = await client.post('/api/auth/signup', { email: 'hooked@example.com', password: 'secret1' });
    expect(res.status).toBe(201);

    const delivered = await waitFor(() => app.rt.db.selectFrom('webhook_deliveries').selectAll().where('kind', '=', 'webhook').where('status', '=', 'sent').executeTakeFirst(), {
      timeout: 30_000,
      what: 'webhook delivery',
    });
    expect(delivered.attempts).toBeGreaterThanOrEqual(2);
    const newUserCalls = receiver.calls.filter((c) => c.path === '/new-user');
    const last = newUserCalls.at(-1)!;
    expect(last.body).toEqual({ email: 'hooked@example.com', name: 'hooked', current_plan: 'free', calltype: 'new_user' });
    const [t, v1] = String(last.headers['x-signature'])
      .split(',')
      .map((p) => p.split('=')[1]);
    expect(v1).toBe(
      createHmac('sha256', 'test-secret')
        .update(`${t}.${JSON.stringify(last.body)}`)
        .digest('hex'),
    );

    await waitFor(() => receiver.calls.some((c) => c.path === '/affiliate' && c.body.tid === 'aff-42'), { timeout: 30_000, what: 'affiliate call' });
  });
});
