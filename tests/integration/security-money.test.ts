import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerViolations } from '../../core/credits/invariant.js';
import { DELETE_WHILE_GENERATING } from '../../core/sessions/drafts.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { buildUser, signedInUser } from '../helpers/factories.js';
import { balanceOf, buildTranscript, grantCredits } from '../helpers/transcript-factory.js';
import { waitFor } from '../helpers/wait.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('deleting a session while its report generates', () => {
  it('is refused with a 409 that says why, keeping the session, the report and the charge', async () => {
    const { user, client } = await signedInUser(app, { plan: 'pro' });
    await grantCredits(app.rt.db, user.id, 10);
    const t = await buildTranscript(app.rt.db, user);
    const report = await client.post(`/api/sessions/${t.session.id}/reports`);
    expect(report.status).toBe(202);
    expect(await balanceOf(app.rt.db, user.id)).toBe(5);

    const res = await client.delete(`/api/sessions/${t.session.id}`);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(DELETE_WHILE_GENERATING);
    expect((await client.get(`/api/sessions/${t.session.id}`)).status).toBe(200);
    expect(await app.rt.db.selectFrom('reports').select('status').where('id', '=', report.body.reportId).executeTakeFirst()).toEqual({ status: 'generating' });

    // Once the report is done the session can go.
    const pool = await app.startWorkers(['report']);
    await waitFor(async () => (await app.rt.db.selectFrom('reports').select('status').where('id', '=', report.body.reportId).executeTakeFirst())?.status === 'ready', {
      timeout: 30_000,
      what: 'report ready',
    });
    expect((await client.delete(`/api/sessions/${t.session.id}`)).status).toBe(204);
    expect(await balanceOf(app.rt.db, user.id)).toBe(5);
    await pool.close();
  });

  it('fails the job (not "finished elsewhere") and refunds once when the report row is gone', async () => {
    const { user, client } = await signedInUser(app, { plan: 'pro' });
    await grantCredits(app.rt.db, user.id, 10);
    const t = await buildTranscript(app.rt.db, user);
    const report = await client.post(`/api/sessions/${t.session.id}/reports`);
    const reportId: string = report.body.reportId;
    // The row vanishes under the job, the way a delete used to remove it.
    await app.rt.db.deleteFrom('sessions').where('id', '=', t.session.id).execute();
    const job = await app.rt.queues.get('report').getJob(`report_${reportId}`);
    expect(job).toBeDefined();
    const pool = await app.startWorkers(['report']);
    await waitFor(async () => (await job!.isFailed()) || (await job!.isCompleted()), { timeout: 30_000, what: 'report job settled' });
    expect(await job!.isFailed()).toBe(true);
    await pool.close();
    expect(await balanceOf(app.rt.db, user.id)).toBe(10);
    const deduction = await app.rt.db.selectFrom('credit_deductions').select('refunded_at').where('idempotency_key', '=', `report:${reportId}`).executeTakeFirstOrThrow();
    expect(deduction.refunded_at).not.toBeNull();
    expect(await ledgerViolations(app.rt.db)).toEqual([]);
  });
});

describe('admin credit grants', () => {
  it('grants once for a double click (the same idempotency key twice, at once)', async () => {
    const target = await buildUser(app.rt.db);
    const { client } = await signedInUser(app, { admin: true });
    const body = { credits: 30, reason: 'Goodwill', idempotencyKey: 'grant-double-click-1' };
    const [a, b] = await Promise.all([client.post(`/api/admin/users/${target.id}/credits`, body), client.post(`/api/admin/users/${target.id}/credits`, body)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.batch.id).toBe(b.body.batch.id);
    expect(await balanceOf(app.rt.db, target.id)).toBe(30);
    const audits = await app.rt.db.selectFrom('audit_log').select('action').where('target_user_id', '=', target.id).where('action', '=', 'credits.grant').execute();
    expect(audits).toHaveLength(1);
    // A new key is a new grant.
    expect((await client.post(`/api/admin/users/${target.id}/credits`, { ...body, idempotencyKey: 'grant-double-click-2' })).status).toBe(201);
    expect(await balanceOf(app.rt.db, target.id)).toBe(60);
  });

  it('takes the key from an Idempotency-Key header too', async () => {
    const target = await buildUser(app.rt.db);
    const { client } = await signedInUser(app, { admin: true });
    const send = () => client.request('POST', `/api/admin/users/${target.id}/credits`, { credits: 7, reason: 'Header key' }, { headers: { 'idempotency-key': 'header-key-0001' } });
    expect((await send()).status).toBe(201);
    expect((await send()).status).toBe(201);
    expect(await balanceOf(app.rt.db, target.id)).toBe(7);
  });

  it('refuses a grant without an idempotency key', async () => {
    const target = await buildUser(app.rt.db);
    const { client } = await signedInUser(app, { admin: true });
    const res = await client.post(`/api/admin/users/${target.id}/credits`, { credits: 5, reason: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/^idempotencyKey:/);
  });
});
