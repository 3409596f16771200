import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../helpers/app.js';
import type { TestClient } from '../../helpers/client.js';
import { startWebhookReceiver } from '../../helpers/fake-webhook.js';
import { signedInUser } from '../../helpers/factories.js';
import { waitFor } from '../../helpers/wait.js';

let app: TestApp;
let admin: TestClient;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
beforeAll(async () => {
  // The second call is answered 500: a failed test call is reported once, not retried.
  receiver = await startWebhookReceiver([200, 500]);
  app = await startTestApp({
    workers: ['notify'],
    env: { NEW_USER_WEBHOOK_URL: `${receiver.url}/new-user`, WEBHOOK_URL: `${receiver.url}/events`, WEBHOOK_SIGNING_SECRET: 'tester-secret' },
  });
  ({ client: admin } = await signedInUser(app, { admin: true, email: 'hook.admin@example.com', fullName: 'Hook Admin' }));
});
afterAll(async () => {
  await app?.close();
  await receiver?.close();
});

async function runTest(calltype: string) {
  const sent = await admin.post('/api/admin/webhook-tests', { calltype });
  expect(sent.status).toBe(202);
  expect(sent.body).toMatchObject({ calltype, status: 'pending', result: null });
  return waitFor(
    async () => {
      const t = (await admin.get(`/api/admin/webhook-tests/${sent.body.id}`)).body;
      return t.status !== 'pending' ? t : null;
    },
    { timeout: 15_000, what: `${calltype} test result` },
  );
}

describe('Webhook Tester', () => {
  it('sends a signed test call through notify and shows "Success: Sent (Status: 200)"', async () => {
    const result = await runTest('new_user');
    expect(result).toMatchObject({ status: 'sent', httpStatus: 200, result: 'Success: Sent (Status: 200)' });
    const call = receiver.calls.find((c) => c.path === '/new-user')!;
    expect(call.body).toEqual({ email: 'hook.admin@example.com', name: 'Hook Admin', calltype: 'new_user', current_plan: 'free', test: true });
    const [t, v1] = String(call.headers['x-signature'])
      .split(',')
      .map((p) => p.split('=')[1]);
    expect(v1).toBe(
      createHmac('sha256', 'tester-secret')
        .update(`${t}.${JSON.stringify(call.body)}`)
        .digest('hex'),
    );
  });

  it('shows "Success: Failed (Status: 500)" after one attempt when the endpoint refuses', async () => {
    const result = await runTest('report_generated');
    expect(result).toMatchObject({ status: 'failed', httpStatus: 500, result: 'Success: Failed (Status: 500)' });
    expect(receiver.calls.filter((c) => c.path === '/events' && c.body.calltype === 'report_generated')).toHaveLength(1);
  });

  it('shows the error when the endpoint cannot be reached or none is configured', async () => {
    app.rt.config.WEBHOOK_URL = 'http://127.0.0.1:9/unreachable';
    const unreachable = await runTest('cancelled_plan');
    expect(unreachable.status).toBe('failed');
    expect(unreachable.httpStatus).toBeNull();
    expect(unreachable.result).toBe('Could not reach the webhook endpoint');

    app.rt.config.WEBHOOK_URL = undefined;
    const unconfigured = await runTest('new_plan_started');
    expect(unconfigured).toMatchObject({ status: 'skipped', result: 'No webhook URL is configured for this call type' });
  });

  it('lists the results newest first and refuses an unknown call type', async () => {
    const list = (await admin.get('/api/admin/webhook-tests')).body.items;
    expect(list.map((t: { calltype: string }) => t.calltype)).toEqual(['new_plan_started', 'cancelled_plan', 'report_generated', 'new_user']);
    const bad = await admin.post('/api/admin/webhook-tests', { calltype: 'new_order' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/^calltype: calltype must be one of: new_user, new_plan_started, cancelled_plan, report_generated/);
    const audits = await app.rt.db.selectFrom('audit_log').select('action').where('action', '=', 'webhook.test').execute();
    expect(audits).toHaveLength(4);
  });

  it('counts the notify worker and its job rate on the Statistics tab', async () => {
    const res = (await admin.get('/api/admin/stats/queues')).body;
    const notify = res.queues.find((q: { queue: string }) => q.queue === 'notify');
    expect(notify.workers).toBe(1);
    expect(res.workers).toBe(1);
    expect(notify.completedPerMinute + notify.failedPerMinute).toBeGreaterThan(0);
  });
});
