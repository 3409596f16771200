import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { signedInUser, buildUser } from '../helpers/factories.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const audit = (targetId: string) => app.rt.db.selectFrom('audit_log').selectAll().where('target_user_id', '=', targetId).orderBy('created_at').execute();

describe('admin credit grants', () => {
  it('refuses non-admins and changes nothing', async () => {
    const target = await buildUser(app.rt.db);
    const { client } = await signedInUser(app);
    const res = await client.post(`/api/admin/users/${target.id}/credits`, { credits: 100, reason: 'please', idempotencyKey: 'grant-key-0001' });
    expect(res.status).toBe(403);
    expect((await client.patch(`/api/admin/users/${target.id}`, { subscriptionLevel: 'pro' })).status).toBe(403);
    expect(await app.rt.db.selectFrom('credit_transactions').select('id').where('user_id', '=', target.id).execute()).toEqual([]);
    expect(await audit(target.id)).toEqual([]);
  });

  it('grants a 61-day batch through the ledger and audits it with the admin id', async () => {
    const target = await buildUser(app.rt.db);
    const { user: admin, client } = await signedInUser(app, { admin: true });
    const res = await client.post(`/api/admin/users/${target.id}/credits`, { credits: 25, reason: 'Goodwill for outage', idempotencyKey: 'grant-key-0002' });
    expect(res.status).toBe(201);
    expect(res.body.balance).toBe(25);
    expect(res.body.user).toMatchObject({ id: target.id, credits: 25 });
    const days = (Date.parse(res.body.batch.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(60.9);
    expect(days).toBeLessThanOrEqual(61);
    const batch = await app.rt.db.selectFrom('credit_transactions').selectAll().where('id', '=', res.body.batch.id).executeTakeFirstOrThrow();
    expect(batch).toMatchObject({
      user_id: target.id,
      transaction_type: 'allocated',
      credits: 25,
      remaining_credits: 25,
      source: 'admin-grant',
      description: 'Goodwill for outage',
    });
    const [row] = await audit(target.id);
    expect(row).toMatchObject({ actor_id: admin.id, action: 'credits.grant' });
    expect(row!.details).toMatchObject({ credits: 25, reason: 'Goodwill for outage', batchId: batch.id });
  });

  it('validates the body and the target', async () => {
    const target = await buildUser(app.rt.db);
    const { client } = await signedInUser(app, { admin: true });
    const cases: [unknown, RegExp][] = [
      [{ credits: 0, reason: 'x', idempotencyKey: 'grant-key-0005' }, /^credits:/],
      [{ credits: 2.5, reason: 'x', idempotencyKey: 'grant-key-0005' }, /^credits:/],
      [{ credits: 5, idempotencyKey: 'grant-key-0005' }, /^reason:/],
      [{ credits: 5, reason: 'x' }, /^idempotencyKey:/],
      [{ credits: 5, reason: 'x', idempotencyKey: 'grant-key-0005', expiresAt: '2030-01-01' }, /Unknown field: expiresAt/],
    ];
    for (const [body, message] of cases) {
      const res = await client.post(`/api/admin/users/${target.id}/credits`, body);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toMatch(message);
    }
    expect((await client.post('/api/admin/users/00000000-0000-4000-8000-000000000000/credits', { credits: 1, reason: 'x', idempotencyKey: 'grant-key-0003' })).status).toBe(404);
  });
});

describe('admin user changes', () => {
  it('sets a plan level by hand and admin rights, audited with before and after', async () => {
    const target = await buildUser(app.rt.db);
    const { user: admin, client } = await signedInUser(app, { admin: true });
    const res = await client.patch(`/api/admin/users/${target.id}`, { subscriptionLevel: 'pro' });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ subscriptionLevel: 'pro', isAdmin: false });
    await client.patch(`/api/admin/users/${target.id}`, { isAdmin: true });
    const rows = await audit(target.id);
    expect(rows.map((r) => [r.actor_id, r.action, r.details])).toEqual([
      [admin.id, 'user.update', { subscriptionLevel: { from: 'free', to: 'pro' } }],
      [admin.id, 'user.update', { isAdmin: { from: false, to: true } }],
    ]);
  });

  it('refuses an unknown plan, an empty change and removing one’s own admin rights', async () => {
    const target = await buildUser(app.rt.db);
    const { user: admin, client } = await signedInUser(app, { admin: true });
    expect((await client.patch(`/api/admin/users/${target.id}`, { subscriptionLevel: 'platinum' })).body.error.message).toMatch(/unknown plan/);
    expect((await client.patch(`/api/admin/users/${target.id}`, {})).status).toBe(400);
    expect((await client.patch(`/api/admin/users/${target.id}`, { credits: 5 })).body.error.message).toBe('Unknown field: credits');
    const self = await client.patch(`/api/admin/users/${admin.id}`, { isAdmin: false });
    expect(self.status).toBe(400);
    expect((await app.rt.db.selectFrom('users').select('is_admin').where('id', '=', admin.id).executeTakeFirstOrThrow()).is_admin).toBe(true);
  });
});
