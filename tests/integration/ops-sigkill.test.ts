import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDelivery } from '../../core/webhooks.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { signedInUser } from '../helpers/factories.js';
import { startWebhookReceiver } from '../helpers/fake-webhook.js';
import { spawnWorker } from '../helpers/processes.js';
import { balanceOf, buildTranscript, grantCredits } from '../helpers/transcript-factory.js';
import { waitFor } from '../helpers/wait.js';

// A worker process killed with SIGKILL mid-job: after the lock expires another worker picks the job up,
// and the outcome happens once in effect (one report and one charge; one delivery row marked sent).
let app: TestApp;
let env: Record<string, string>;
beforeAll(async () => {
  app = await startTestApp();
  env = {
    DATABASE_URL: app.rt.config.DATABASE_URL,
    REDIS_URL: app.rt.config.REDIS_URL,
    QUEUE_PREFIX: app.rt.config.QUEUE_PREFIX,
    // Workers write PDFs where the api reads them.
    STORAGE_DIR: app.rt.config.STORAGE_DIR,
    // Detect the dead worker's job within a few seconds instead of the production 30-60 s.
    WORKER_LOCK_DURATION_MS: '2000',
    WORKER_STALLED_INTERVAL_MS: '1000',
  };
});
afterAll(async () => {
  await app?.close();
});

describe('SIGKILL of a worker mid-job', () => {
  it('report: the job reruns on a new worker; one report, charged once', async () => {
    const { user, client } = await signedInUser(app, { plan: 'pro' });
    await grantCredits(app.rt.db, user.id, 12);
    const t = await buildTranscript(app.rt.db, user);
    // Slow prose (1.5 s a call) keeps the job running long enough to kill it in the middle.
    const doomed = await spawnWorker({ ...env, WORKER_QUEUES: 'report', OFFLINE_LLM_LATENCY_MS: '1500' });
    const res = await client.post(`/api/sessions/${t.session.id}/reports`, {});
    expect(res.status).toBe(202);
    const reportId = res.body.reportId as string;
    await waitFor(async () => (await app.rt.queues.get('report').getJob(`report_${reportId}`))?.isActive(), { timeout: 20_000, what: 'the report job to start' });
    doomed.kill('SIGKILL');
    await doomed.exited;

    const rescuer = await spawnWorker({ ...env, WORKER_QUEUES: 'report' });
    try {
      const report = await waitFor(() => app.rt.db.selectFrom('reports').selectAll().where('id', '=', reportId).where('status', '=', 'ready').executeTakeFirst(), {
        timeout: 45_000,
        what: 'the report to complete on the new worker',
      });
      expect(report.verdict).toMatch(/greenlight|tweaks|not-ready/);
      const reports = await app.rt.db.selectFrom('reports').select('id').where('session_id', '=', t.session.id).execute();
      expect(reports).toHaveLength(1);
      const charges = await app.rt.db.selectFrom('credit_deductions').selectAll().where('user_id', '=', user.id).execute();
      expect(charges.map((c) => [c.idempotency_key, c.amount, c.refunded_at])).toEqual([[`report:${reportId}`, 5, null]]);
      expect(await balanceOf(app.rt.db, user.id)).toBe(7);
    } finally {
      rescuer.kill('SIGTERM');
      await rescuer.exited;
    }
  });

  it('pdf: a render interrupted by SIGKILL is rendered once by the next worker', async () => {
    const { user, client } = await signedInUser(app, { plan: 'pro' });
    await grantCredits(app.rt.db, user.id, 5);
    // A long transcript makes a render long enough (a second or more) to kill it in the middle.
    const t = await buildTranscript(app.rt.db, user, { avatars: 15, questions: Array.from({ length: 25 }, (_, i) => `Question ${i + 1}: what would you change about it?`) });
    const reportWorker = await spawnWorker({ ...env, WORKER_QUEUES: 'report' });
    const { reportId } = (await client.post(`/api/sessions/${t.session.id}/reports`, {})).body as { reportId: string };
    await waitFor(() => app.rt.db.selectFrom('reports').select('id').where('id', '=', reportId).where('status', '=', 'ready').executeTakeFirst(), {
      timeout: 30_000,
      what: 'the report',
    });
    reportWorker.kill('SIGTERM');
    await reportWorker.exited;

    const doomed = await spawnWorker({ ...env, WORKER_QUEUES: 'pdf' });
    expect((await client.post(`/api/reports/${reportId}/pdf`, {})).status).toBe(202);
    const pdfJob = async () => (await app.rt.queues.get('pdf').getJobs(['active', 'waiting', 'completed', 'failed'])).find((j) => j.data.reportId === reportId);
    await waitFor(async () => (await pdfJob())?.isActive(), { timeout: 20_000, interval: 10, what: 'the render to start' });
    doomed.kill('SIGKILL');
    await doomed.exited;

    const rescuer = await spawnWorker({ ...env, WORKER_QUEUES: 'pdf' });
    try {
      // The job completes a moment after the PDF is stored: wait for the job, then look at the report.
      const job = await waitFor(
        async () => {
          const j = await pdfJob();
          return (await j?.isCompleted()) ? j : undefined;
        },
        { timeout: 45_000, what: 'the render to complete on the new worker' },
      );
      const report = await app.rt.db.selectFrom('reports').selectAll().where('id', '=', reportId).executeTakeFirstOrThrow();
      // The job really was cut off mid-render: BullMQ found it stalled once before rerunning it.
      expect(job.stalledCounter).toBeGreaterThanOrEqual(1);
      const pdf = await client.request('GET', `/api/reports/${reportId}/pdf`);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(report.pdf_path).toMatch(new RegExp(`^reports/${reportId}/`));
    } finally {
      rescuer.kill('SIGTERM');
      await rescuer.exited;
    }
  });

  it('notify: a webhook delivery interrupted mid-call is retried and recorded as sent once', async () => {
    const receiver = await startWebhookReceiver([], { delayMs: 2500 });
    try {
      const doomed = await spawnWorker({ ...env, WORKER_QUEUES: 'notify' });
      const deliveryId = await insertDelivery(app.rt.db, { kind: 'webhook', calltype: 'new_user', url: `${receiver.url}/hook`, payload: { email: 'k@example.com' } });
      await app.rt.queues.enqueue('notify-webhook', { deliveryId });
      await waitFor(() => receiver.calls.length === 1, { timeout: 20_000, what: 'the call to start' });
      doomed.kill('SIGKILL');
      await doomed.exited;

      const rescuer = await spawnWorker({ ...env, WORKER_QUEUES: 'notify' });
      try {
        const row = await waitFor(() => app.rt.db.selectFrom('webhook_deliveries').selectAll().where('id', '=', deliveryId).where('status', '=', 'sent').executeTakeFirst(), {
          timeout: 45_000,
          what: 'the delivery to be retried',
        });
        expect(row.http_status).toBe(200);
        // At-least-once: the receiver may see the call twice, always with the same id to dedupe on.
        expect(receiver.calls.length).toBeGreaterThanOrEqual(2);
        expect(new Set(receiver.calls.map((c) => c.headers['x-webhook-id']))).toEqual(new Set([deliveryId]));
      } finally {
        rescuer.kill('SIGTERM');
        await rescuer.exited;
      }
    } finally {
      await receiver.close();
    }
  });
});
