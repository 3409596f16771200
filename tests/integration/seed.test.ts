import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFirstAdmin } from '../../core/admin-seed.js';
import { verifyPassword } from '../../core/passwords.js';
import { seedPlans } from '../../core/plans.js';
import { createDb, type Db } from '../../db/client.js';
import { createTestDatabase, dropTestDatabase } from '../helpers/db.js';

let db: Db;
let name: string;
beforeAll(async () => {
  const d = await createTestDatabase();
  name = d.name;
  db = createDb(d.url, 2);
});
afterAll(async () => {
  await db?.destroy();
  await dropTestDatabase(name);
});

describe('seeds', () => {
  it('creates the first admin once, with a generated password when none is configured', async () => {
    const first = await seedFirstAdmin(db, {});
    expect(first?.generatedPassword).toMatch(/^[\w-]{16}$/);
    const admin = await db.selectFrom('users').selectAll().where('email', '=', first!.email).executeTakeFirstOrThrow();
    expect(admin.is_admin).toBe(true);
    expect(admin.email_verified_at).not.toBeNull();
    expect(await verifyPassword(admin.password_hash, first!.generatedPassword!)).toBe(true);
    expect(await seedFirstAdmin(db, {})).toBeNull();
  });

  it('keeps an admin edit of a plan when seeding again', async () => {
    await db.updateTable('pricing_plans').set({ price_cents: 1234 }).where('plan_name', '=', 'starter').execute();
    await seedPlans(db);
    const plans = await db.selectFrom('pricing_plans').selectAll().execute();
    expect(plans).toHaveLength(4);
    expect(plans.find((p) => p.plan_name === 'starter')!.price_cents).toBe(1234);
  });
});
