import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { presentPlan, type PlanDto } from '../plans.js';
import { writeAudit } from './audit.js';

/** A row edit of the Dynamic Pricing Configuration table; every field optional, at least one given. */
export const planUpdateSchema = z
  .strictObject({
    displayName: z.string().trim().min(1, 'Display name is required').max(60, 'must be at most 60 characters').optional(),
    // Dollars, as the table shows them; stored as integer cents.
    price: z.number('must be a number').min(0, 'must be at least 0').max(100_000, 'must be at most 100000').optional(),
    credits: z.number('must be a number').int('must be a whole number').min(0, 'must be at least 0').max(1_000_000, 'must be at most 1000000').optional(),
    stripePriceId: z
      .string()
      .trim()
      .max(255, 'must be at most 255 characters')
      .nullable()
      .optional()
      .transform((v) => (v === undefined ? undefined : v || null)),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'Nothing to update');

export type PlanUpdate = z.infer<typeof planUpdateSchema>;

/** Updates one plan and audits the change (before and after) in the same transaction. */
export async function updatePlan(db: Db, planId: string, input: PlanUpdate, actorId: string): Promise<PlanDto | null> {
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('pricing_plans').selectAll().where('id', '=', planId).forUpdate().executeTakeFirst();
    if (!before) return null;
    const after = await trx
      .updateTable('pricing_plans')
      .set({
        display_name: input.displayName ?? before.display_name,
        price_cents: input.price !== undefined ? Math.round(input.price * 100) : before.price_cents,
        credits: input.credits ?? before.credits,
        stripe_price_id: input.stripePriceId !== undefined ? input.stripePriceId : before.stripe_price_id,
        updated_at: new Date(),
      })
      .where('id', '=', planId)
      .returningAll()
      .executeTakeFirstOrThrow();
    const view = (p: typeof before) => ({ displayName: p.display_name, priceCents: p.price_cents, credits: p.credits, stripePriceId: p.stripe_price_id });
    await writeAudit(trx, { actorId, action: 'plan.update', details: { planId, planName: before.plan_name, before: view(before), after: view(after) } });
    return presentPlan(after);
  });
}
