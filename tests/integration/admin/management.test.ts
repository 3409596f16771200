import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../helpers/app.js';
import { TestClient } from '../../helpers/client.js';
import { buildUser, signedInUser } from '../../helpers/factories.js';
import { declaredPng } from '../../helpers/images.js';

let app: TestApp;
let admin: TestClient;
let adminId: string;
beforeAll(async () => {
  app = await startTestApp();
  const signed = await signedInUser(app, { admin: true, email: 'zz-admin@example.com' });
  admin = signed.client;
  adminId = signed.user.id;
});
afterAll(async () => {
  await app?.close();
});

const PNG_1X1 = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000200a5f5d2620000000049454e44ae426082', 'hex');

function avatarForm(fields: Record<string, string>, image?: { name: string; data: Buffer; type: string }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (image) form.append('image', new Blob([new Uint8Array(image.data)], { type: image.type }), image.name);
  return admin.request('POST', '/api/admin/avatars', undefined, { raw: form });
}

describe('Users & Subscriptions', () => {
  it('pages and searches users newest first, with level, credits, renewal, created and admin', async () => {
    for (let i = 0; i < 23; i++) await buildUser(app.rt.db, { email: `paging-${String(i).padStart(2, '0')}@example.com` });
    const special = await buildUser(app.rt.db, { email: 'needle_100%@example.com', plan: 'pro', fullName: 'Hay Stack' });
    await app.rt.db
      .updateTable('users')
      .set({ credits: 42, renewal_date: new Date('2030-01-02T00:00:00Z') })
      .where('id', '=', special.id)
      .execute();

    const first = (await admin.get('/api/admin/users?page=1')).body;
    expect(first).toMatchObject({ total: 25, page: 1, pageSize: 20 });
    expect(first.items).toHaveLength(20);
    expect(first.items[0]).toEqual({
      id: special.id,
      email: 'needle_100%@example.com',
      fullName: 'Hay Stack',
      subscriptionLevel: 'pro',
      credits: 42,
      renewalDate: '2030-01-02T00:00:00.000Z',
      startDate: null,
      createdAt: expect.any(String),
      isAdmin: false,
    });
    const second = (await admin.get('/api/admin/users?page=2')).body;
    expect(second.items).toHaveLength(5);
    expect(second.items.at(-1).id).toBe(adminId);
    expect(second.items.at(-1).isAdmin).toBe(true);

    // Wildcards are literal text; the name is searched too; case does not matter.
    expect((await admin.get('/api/admin/users?search=_100%25')).body.items.map((u: { id: string }) => u.id)).toEqual([special.id]);
    expect((await admin.get('/api/admin/users?search=hay%20STACK')).body.total).toBe(1);
    expect((await admin.get('/api/admin/users?search=PAGING-0')).body.total).toBe(10);
    expect((await admin.get('/api/admin/users?page=0')).status).toBe(400);
    expect((await admin.get('/api/admin/users?pageSize=500')).status).toBe(400);
  });
});

describe('Price Configuration', () => {
  it('edits a row, audits it, and the public plans read the new values at once', async () => {
    const plans = (await admin.get('/api/admin/plans')).body;
    const growth = plans.find((p: { planName: string }) => p.planName === 'growth');
    const res = await admin.patch(`/api/admin/plans/${growth.id}`, { displayName: ' Growth Plus ', price: 44.5, credits: 60, stripePriceId: 'price_123' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ displayName: 'Growth Plus', price: 44.5, credits: 60, stripePriceId: 'price_123' });
    const stored = await app.rt.db.selectFrom('pricing_plans').selectAll().where('id', '=', growth.id).executeTakeFirstOrThrow();
    expect(stored.price_cents).toBe(4450);

    const publicPlans = (await new TestClient(app.url).get('/api/plans')).body;
    expect(publicPlans.find((p: { id: string }) => p.id === growth.id)).toMatchObject({ displayName: 'Growth Plus', price: 44.5, credits: 60 });

    const audit = await app.rt.db.selectFrom('audit_log').selectAll().where('action', '=', 'plan.update').executeTakeFirstOrThrow();
    expect(audit.actor_id).toBe(adminId);
    expect(audit.details).toMatchObject({ planId: growth.id, before: { priceCents: 3999, credits: 50 }, after: { priceCents: 4450, credits: 60 } });

    // An empty stripe_price_id clears it.
    expect((await admin.patch(`/api/admin/plans/${growth.id}`, { stripePriceId: '' })).body.stripePriceId).toBeNull();
  });

  it('names the bad field and changes nothing on an invalid edit', async () => {
    const plan = (await admin.get('/api/admin/plans')).body[0];
    const cases: [unknown, RegExp][] = [
      [{ price: -1 }, /^price: /],
      [{ credits: 2.5 }, /^credits: must be a whole number/],
      [{ displayName: '   ' }, /Display name is required/],
      [{ price: '9.99' }, /^price: /],
      [{ colour: 'red' }, /Unknown field: colour/],
      [{}, /Nothing to update/],
    ];
    for (const [body, message] of cases) {
      const res = await admin.patch(`/api/admin/plans/${plan.id}`, body);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toMatch(message);
    }
    expect((await admin.patch('/api/admin/plans/00000000-0000-4000-8000-000000000000', { price: 1 })).status).toBe(404);
    expect((await admin.get('/api/admin/plans')).body[0]).toEqual(plan);
  });
});

describe('Avatar Generator: single avatar', () => {
  it('creates an active avatar with every field, lists split on commas, blanks as null, and the image stored', async () => {
    const res = await avatarForm(
      {
        name: '  Maya Lopez ',
        slogan: 'Less is more',
        jobTitle: 'Graphic Designer',
        age: '34',
        gender: 'female',
        personality: 'Curious',
        educationLevel: 'bachelors',
        location: 'Austin, TX',
        hobbies: 'Climbing',
        tags: 'Creative, millennial,, urban ',
        incomeBracket: '50k-75k',
        householdType: 'single',
        homeownershipStatus: 'rent',
        purchaseFrequency: 'monthly',
        budgetSensitivity: 'value-focused',
        preferredBuyingChannel: 'online',
        decisionRole: 'primary-decision-maker',
        coreValues: 'creativity, honesty',
        painPoints: ' , ',
        buyingMotivations: 'quality',
        preferredCommunication: 'email',
        socialPlatforms: 'Instagram, Behance',
        techComfortLevel: 'advanced',
        awarenessStage: 'solution-aware',
        pastBrand: '',
        competitorExperience: '   ',
        communicationStyle: 'Direct',
        values: 'Craft',
        motivations: 'Growth',
      },
      { name: 'maya.png', data: PNG_1X1, type: 'image/png' },
    );
    expect(res.status).toBe(201);
    expect(res.body.avatar).toMatchObject({ name: 'Maya Lopez', jobTitle: 'Graphic Designer', incomeBracket: '50k-75k', tags: ['creative', 'millennial', 'urban'] });
    const row = await app.rt.db.selectFrom('avatars').selectAll().where('id', '=', res.body.avatar.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: 'Maya Lopez',
      age: 34,
      gender: 'female',
      core_values: ['creativity', 'honesty'],
      pain_points: null,
      social_platforms: ['Instagram', 'Behance'],
      past_brand: null,
      competitor_experience: null,
      awareness_stage: 'solution-aware',
      is_active: true,
    });
    expect(row.avatar_image_url).toMatch(/^\/files\/avatars\/[0-9a-f-]{36}\.png$/);
    const image = await fetch(app.url + row.avatar_image_url!);
    expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect((await app.rt.db.selectFrom('audit_log').select('action').where('action', '=', 'avatar.create').execute()).length).toBe(1);
  });

  it('refuses a portrait that declares 50000 x 50000 pixels and stores no avatar', async () => {
    const before = await app.rt.db
      .selectFrom('avatars')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await avatarForm({ name: 'Bomb' }, { name: 'bomb.png', data: declaredPng(50_000, 50_000), type: 'image/png' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/too many pixels/);
    const after = await app.rt.db
      .selectFrom('avatars')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('needs only a name; empty age and choices become null', async () => {
    const res = await avatarForm({ name: 'Solo', age: '', gender: '', tags: '' });
    expect(res.status).toBe(201);
    const row = await app.rt.db.selectFrom('avatars').selectAll().where('id', '=', res.body.avatar.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ age: null, gender: null, tags: [], avatar_image_url: null, core_values: null });
  });

  it('refuses a missing name, a bad enumeration or age, and a file that is not an image by its content', async () => {
    const before = await app.rt.db
      .selectFrom('avatars')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const blank = await avatarForm({ name: '   ' });
    expect([blank.status, blank.body.error.message]).toEqual([400, 'name: Name is required']);
    expect((await avatarForm({ age: '30' })).body.error.message).toBe('name: Name is required');
    expect((await avatarForm({ name: 'X', gender: 'robot' })).body.error.message).toMatch(/^gender: must be one of/);
    expect((await avatarForm({ name: 'X', age: 'thirty' })).body.error.message).toMatch(/^age: must be a whole number/);
    expect((await avatarForm({ name: 'X', favourite: 'blue' })).body.error.message).toBe('Unknown field: favourite');
    const fake = await avatarForm({ name: 'X' }, { name: 'fake.png', data: Buffer.from('<script>alert(1)</script>'), type: 'image/png' });
    expect([fake.status, fake.body.error.message]).toEqual([400, 'Invalid file type. Please use JPG, PNG, or GIF.']);
    const after = await app.rt.db
      .selectFrom('avatars')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });
});
