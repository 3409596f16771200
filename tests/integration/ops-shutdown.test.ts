import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDelivery } from '../../core/webhooks.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { startWebhookReceiver } from '../helpers/fake-webhook.js';
import { spawnApi, spawnWorker } from '../helpers/processes.js';
import { waitFor } from '../helpers/wait.js';

let app: TestApp;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let env: Record<string, string>;

beforeAll(async () => {
  receiver = await startWebhookReceiver([], { delayMs: 1500 });
  app = await startTestApp();
  env = { DATABASE_URL: app.rt.config.DATABASE_URL, REDIS_URL: app.rt.config.REDIS_URL, QUEUE_PREFIX: app.rt.config.QUEUE_PREFIX };
});
afterAll(async () => {
  await app?.close();
  await receiver?.close();
});

async function queueDelivery(): Promise<string> {
  const id = await insertDelivery(app.rt.db, { kind: 'webhook', calltype: 'new_user', url: `${receiver.url}/slow`, payload: { n: 1 } });
  await app.rt.queues.enqueue('notify-webhook', { deliveryId: id });
  return id;
}

const statusOf = async (id: string) => (await app.rt.db.selectFrom('webhook_deliveries').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

describe('graceful shutdown', () => {
  it('SIGTERM to a worker finishes its running job, takes no new one, and exits 0', async () => {
    const worker = await spawnWorker({ ...env, WORKER_QUEUES: 'notify' });
    const running = await queueDelivery();
    await waitFor(() => receiver.calls.length === 1, { what: 'the job to start' });
    worker.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 200));
    const later = await queueDelivery();
    expect(await worker.exited).toBe(0);
    expect(await statusOf(running)).toBe('sent');
    expect(await statusOf(later)).toBe('pending');
    expect(receiver.calls).toHaveLength(1);
  });

  it('SIGTERM to the api lets an in-flight request finish and refuses new connections', async () => {
    const api = await spawnApi(env);
    const csrfRes = await fetch(`${api.url}/api/auth/csrf`);
    const cookie = csrfRes.headers.getSetCookie()[0]!.split(';')[0]!;
    const { token } = (await csrfRes.json()) as { token: string };
    const body = JSON.stringify({ email: 'late.request@example.com', password: 'secret1' });
    const answered = new Promise<number>((resolve, reject) => {
      const req = request(`${api.url}/api/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), cookie, 'x-csrf-token': token },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode!);
      });
      req.on('error', reject);
      // Half the body now, the rest after SIGTERM: the request is in flight while the api stops.
      req.write(body.slice(0, 10));
      setTimeout(() => {
        api.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(10)), 300);
      }, 100);
    });
    expect(await answered).toBe(201);
    expect(await api.exited).toBe(0);
    await expect(fetch(`${api.url}/healthz`)).rejects.toThrow();
  });
});
