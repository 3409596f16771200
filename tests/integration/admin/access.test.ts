import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../helpers/app.js';
import type { TestClient } from '../../helpers/client.js';
import { buildUser, signedInUser } from '../../helpers/factories.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

/** Every admin endpoint, with a body that would change something if it were let through. */
async function everyAdminRoute(client: TestClient, ids: { userId: string; planId: string; batchId: string; testId: string }) {
  const form = new FormData();
  form.append('name', 'Intruder Avatar');
  form.append('image', new Blob([PNG], { type: 'image/png' }), 'a.png');
  return {
    'GET access': await client.get('/api/admin/access'),
    'GET users': await client.get('/api/admin/users?search=a&page=1'),
    'POST impersonation': await client.post('/api/admin/impersonation', { userId: ids.userId }),
    'GET stats': await client.get('/api/admin/stats'),
    'GET stats/queues': await client.get('/api/admin/stats/queues'),
    'GET analytics': await client.get('/api/admin/analytics?gender=female'),
    'GET plans': await client.get('/api/admin/plans'),
    'PATCH plan': await client.patch(`/api/admin/plans/${ids.planId}`, { price: 1, credits: 1 }),
    'POST avatar': await client.request('POST', '/api/admin/avatars', undefined, { raw: form }),
    'POST batch': await client.post('/api/admin/avatar-batches', { count: 5, tags: ['parent'] }),
    'GET batches': await client.get('/api/admin/avatar-batches'),
    'GET batch': await client.get(`/api/admin/avatar-batches/${ids.batchId}`),
    'POST batch cancel': await client.post(`/api/admin/avatar-batches/${ids.batchId}/cancel`),
    'POST webhook test': await client.post('/api/admin/webhook-tests', { calltype: 'new_user' }),
    'GET webhook tests': await client.get('/api/admin/webhook-tests'),
    'GET webhook test': await client.get(`/api/admin/webhook-tests/${ids.testId}`),
    'POST grant credits': await client.post(`/api/admin/users/${ids.userId}/credits`, { credits: 50, reason: 'x', idempotencyKey: 'grant-key-0004' }),
    'PATCH user': await client.patch(`/api/admin/users/${ids.userId}`, { isAdmin: true }),
    'GET queue board api': await client.get('/admin/queues/api/queues'),
  };
}

/** What any admin action could change; compared before and after the refused calls. */
async function snapshot() {
  const db = app.rt.db;
  const count = async (t: 'audit_log' | 'avatars' | 'avatar_batches' | 'webhook_deliveries' | 'credit_transactions') =>
    Number(
      (
        await db
          .selectFrom(t)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    audit: await count('audit_log'),
    avatars: await count('avatars'),
    batches: await count('avatar_batches'),
    deliveries: await count('webhook_deliveries'),
    credits: await count('credit_transactions'),
    plans: await db.selectFrom('pricing_plans').select(['id', 'price_cents', 'credits', 'display_name']).orderBy('id').execute(),
    admins: await db.selectFrom('users').select('id').where('is_admin', '=', true).orderBy('id').execute(),
    batchRows: await db.selectFrom('avatar_batches').select(['id', 'status', 'cancel_requested']).execute(),
  };
}

async function fixtures() {
  const target = await buildUser(app.rt.db, { fullName: 'Target Person' });
  const plan = await app.rt.db.selectFrom('pricing_plans').select('id').executeTakeFirstOrThrow();
  const owner = await buildUser(app.rt.db, { admin: true });
  const batch = await app.rt.db.insertInto('avatar_batches').values({ admin_id: owner.id, count: 3 }).returning('id').executeTakeFirstOrThrow();
  const test = await app.rt.db
    .insertInto('webhook_deliveries')
    .values({ kind: 'webhook', calltype: 'new_user', payload: JSON.stringify({ test: true }) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { userId: target.id, planId: plan.id, batchId: batch.id, testId: test.id };
}

describe('admin access is enforced on the server', () => {
  it('refuses every admin route to a signed-in non-admin with 403 and changes nothing', async () => {
    const ids = await fixtures();
    const { client } = await signedInUser(app);
    const before = await snapshot();
    const answers = await everyAdminRoute(client, ids);
    for (const [route, res] of Object.entries(answers)) expect([route, res.status]).toEqual([route, 403]);
    expect(answers['GET users'].body.error.message).toBe('You do not have admin privileges.');
    expect(await snapshot()).toEqual(before);
  });

  it('refuses every admin route to a visitor with 401', async () => {
    const ids = await fixtures();
    const { client } = await signedInUser(app);
    await client.post('/api/auth/logout');
    const answers = await everyAdminRoute(client, ids);
    for (const [route, res] of Object.entries(answers)) expect([route, res.status]).toEqual([route, 401]);
  });

  it('reads is_admin from the database on every request: a revoked admin is refused at once', async () => {
    const { user, client } = await signedInUser(app, { admin: true });
    expect((await client.get('/api/admin/access')).status).toBe(200);
    await app.rt.db.updateTable('users').set({ is_admin: false }).where('id', '=', user.id).execute();
    expect((await client.get('/api/admin/access')).status).toBe(403);
  });

  it('refuses every admin route to an admin while impersonating, and changes nothing', async () => {
    const ids = await fixtures();
    const { client } = await signedInUser(app, { admin: true });
    const someone = await buildUser(app.rt.db);
    expect((await client.post('/api/admin/impersonation', { userId: someone.id })).status).toBe(201);
    const before = await snapshot();
    const answers = await everyAdminRoute(client, ids);
    for (const [route, res] of Object.entries(answers)) expect([route, res.status]).toEqual([route, 403]);
    expect(await snapshot()).toEqual(before);
    // Still acting as the same person: a refused start did not switch targets.
    expect((await client.get('/api/auth/me')).body.impersonating.userId).toBe(someone.id);
  });

  it('sends a visitor asking for the queue board page to the landing page and a non-admin to the admin gate', async () => {
    const visitor = await fetch(`${app.url}/admin/queues`, { headers: { accept: 'text/html' }, redirect: 'manual' });
    expect([visitor.status, visitor.headers.get('location')]).toEqual([302, '/']);
    const { client } = await signedInUser(app);
    const res = await client.request('GET', '/admin/queues', undefined, { headers: { accept: 'text/html' } });
    expect([res.status, res.headers.get('location')]).toEqual([302, '/admin']);
  });

  it('shows the queue board to an admin and refuses its cross-site writes', async () => {
    const { client } = await signedInUser(app, { admin: true });
    const page = await client.request('GET', '/admin/queues', undefined, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain('Focus Group queues');
    const queues = await client.get('/admin/queues/api/queues');
    expect(queues.status).toBe(200);
    expect(queues.body.queues.map((q: { name: string }) => q.name)).toContain('avatar-batch');
    const write = await client.request('PUT', '/admin/queues/api/queues/notify/pause', undefined, { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
    expect(write.status).toBe(403);
    expect(await app.rt.queues.get('notify').isPaused()).toBe(false);
  });
});
