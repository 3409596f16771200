import type { Db } from '../db/client.js';
import type { PricingPlan } from '../db/types.js';
import type { PlanDto } from './plans-contract.js';

export type { PlanDto } from './plans-contract.js';

const DEFAULT_PLANS = [
  { plan_name: 'starter', display_name: 'Starter', price_cents: 999, credits: 10, is_popular: false },
  { plan_name: 'growth', display_name: 'Growth', price_cents: 3999, credits: 50, is_popular: true },
  { plan_name: 'pro', display_name: 'Pro', price_cents: 6999, credits: 100, is_popular: false },
  { plan_name: 'enterprise', display_name: 'Enterprise', price_cents: 29999, credits: 500, is_popular: false },
] as const;

export function presentPlan(p: PricingPlan): PlanDto {
  return {
    id: p.id,
    planName: p.plan_name,
    displayName: p.display_name,
    price: p.price_cents / 100,
    credits: p.credits,
    stripePriceId: p.stripe_price_id,
    popular: p.is_popular,
    updatedAt: p.updated_at.toISOString(),
  };
}

export function listPlans(db: Db): Promise<PricingPlan[]> {
  return db.selectFrom('pricing_plans').selectAll().orderBy('price_cents', 'asc').orderBy('plan_name').execute();
}

/** Inserts the four plans when missing; never overwrites an admin's edits. */
export async function seedPlans(db: Db): Promise<void> {
  await db
    .insertInto('pricing_plans')
    .values(DEFAULT_PLANS.map((p) => ({ ...p })))
    .onConflict((oc) => oc.column('plan_name').doNothing())
    .execute();
}
