import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../helpers/app.js';
import { buildUser, signIn, signedInUser } from '../../helpers/factories.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const auditOf = (actorId: string) =>
  app.rt.db.selectFrom('audit_log').select(['action', 'actor_id', 'target_user_id', 'details']).where('actor_id', '=', actorId).orderBy('created_at').execute();

describe('impersonation', () => {
  it('lets an admin act as another user, audited with both ids, until Exit Impersonation', async () => {
    const { user: admin, client } = await signedInUser(app, { admin: true, fullName: 'Ada Admin' });
    const target = await buildUser(app.rt.db, { fullName: 'Tess Target', plan: 'pro' });

    const started = await client.post('/api/admin/impersonation', { userId: target.id });
    expect(started.status).toBe(201);
    expect(started.body.impersonating).toEqual({ userId: target.id, name: 'Tess Target', email: target.email });

    const me = (await client.get('/api/auth/me')).body;
    expect(me.user.id).toBe(target.id);
    expect(me.user.subscriptionLevel).toBe('pro');
    expect(me.impersonating).toEqual({ userId: target.id, name: 'Tess Target', email: target.email });
    expect(me.realUser.id).toBe(admin.id);
    expect((await client.get('/api/profile')).body.email).toBe(target.email);

    expect((await client.delete('/api/admin/impersonation')).status).toBe(204);
    const back = (await client.get('/api/auth/me')).body;
    expect(back.user.id).toBe(admin.id);
    expect(back.impersonating).toBeNull();

    const audit = await auditOf(admin.id);
    expect(audit.map((a) => a.action)).toEqual(['impersonation.start', 'impersonation.end']);
    for (const row of audit) {
      expect(row.target_user_id).toBe(target.id);
      expect(row.details).toMatchObject({ adminId: admin.id, targetUserId: target.id });
    }
  });

  it('refuses profile edit, photo upload and password change while impersonating, changing nothing', async () => {
    const { client } = await signedInUser(app, { admin: true });
    const target = await buildUser(app.rt.db, { fullName: 'Untouched Name' });
    await client.post('/api/admin/impersonation', { userId: target.id });

    expect((await client.patch('/api/profile', { firstName: 'Hacked' })).status).toBe(403);
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    expect((await client.upload('/api/profile/photo', 'photo', { name: 'p.png', data: png, type: 'image/png' })).status).toBe(403);
    expect((await client.post('/api/auth/password-reset', { email: target.email })).status).toBe(403);
    expect((await client.post('/api/auth/password-reset/confirm', { token: 'x', password: 'new-password-1' })).status).toBe(403);

    const row = await app.rt.db.selectFrom('users').select(['full_name', 'first_name', 'avatar_url', 'password_hash']).where('id', '=', target.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ full_name: 'Untouched Name', first_name: null, avatar_url: null, password_hash: target.password_hash });
    const mails = await app.rt.db.selectFrom('email_outbox').select('id').where('to_address', '=', target.email).execute();
    expect(mails).toHaveLength(0);
  });

  it('refuses to impersonate oneself or a user that does not exist, leaving the admin as they were', async () => {
    const { user: admin, client } = await signedInUser(app, { admin: true });
    const self = await client.post('/api/admin/impersonation', { userId: admin.id });
    expect(self.status).toBe(400);
    expect(self.body.error.message).toBe('You cannot impersonate yourself.');
    expect((await client.post('/api/admin/impersonation', { userId: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
    expect((await client.post('/api/admin/impersonation', { userId: 'not-an-id' })).status).toBe(400);
    expect((await client.get('/api/auth/me')).body.impersonating).toBeNull();
    expect(await auditOf(admin.id)).toEqual([]);
  });

  it('refuses a non-admin, who stays themselves', async () => {
    const { user, client } = await signedInUser(app);
    const other = await buildUser(app.rt.db);
    expect((await client.post('/api/admin/impersonation', { userId: other.id })).status).toBe(403);
    expect((await client.get('/api/auth/me')).body.user.id).toBe(user.id);
  });

  it('treats Exit Impersonation without an impersonation as done, with nothing audited', async () => {
    const { user: admin, client } = await signedInUser(app, { admin: true });
    expect((await client.delete('/api/admin/impersonation')).status).toBe(204);
    expect(await auditOf(admin.id)).toEqual([]);
  });

  it('ends at logout, audited, and a new login starts as the admin', async () => {
    const { user: admin, client } = await signedInUser(app, { admin: true });
    const target = await buildUser(app.rt.db);
    await client.post('/api/admin/impersonation', { userId: target.id });
    expect((await client.post('/api/auth/logout')).status).toBe(204);
    const audit = await auditOf(admin.id);
    expect(audit.map((a) => [a.action, a.target_user_id, (a.details as { reason?: string }).reason])).toEqual([
      ['impersonation.start', target.id, undefined],
      ['impersonation.end', target.id, 'logout'],
    ]);
    const again = await signIn(app, admin);
    const me = (await again.get('/api/auth/me')).body;
    expect([me.user.id, me.impersonating]).toEqual([admin.id, null]);
  });

  it('stops acting as the target as soon as the admin loses admin rights', async () => {
    const { user: admin, client } = await signedInUser(app, { admin: true });
    const target = await buildUser(app.rt.db);
    await client.post('/api/admin/impersonation', { userId: target.id });
    await app.rt.db.updateTable('users').set({ is_admin: false }).where('id', '=', admin.id).execute();
    const me = (await client.get('/api/auth/me')).body;
    expect([me.user.id, me.impersonating]).toEqual([admin.id, null]);
  });
});
