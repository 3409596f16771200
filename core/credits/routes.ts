// The credits and plans routes (api/routes/credits.ts, api/routes/plans.ts).
import { z } from 'zod';
import { defineRoute, isoDate, uuid } from '../http/contract.js';
import type { PlanDto } from '../plans-contract.js';
import type { CreditsDto } from './dto.js';

const credits = z.strictObject({
  balance: z.number().int(),
  batches: z.array(
    z.strictObject({
      id: uuid,
      remaining: z.number().int(),
      credits: z.number().int(),
      source: z.string().nullable(),
      expiresAt: isoDate,
      daysLeft: z.number().int(),
      urgency: z.enum(['critical', 'warning', 'normal']),
    }),
  ),
  expiringSoon: z.number().int(),
  history: z.array(
    z.strictObject({
      id: uuid,
      type: z.enum(['allocated', 'used', 'expired', 'refunded']),
      credits: z.number().int(),
      description: z.string().nullable(),
      sessionId: uuid.nullable(),
      sessionTitle: z.string().nullable(),
      createdAt: isoDate,
    }),
  ),
}) satisfies z.ZodType<CreditsDto>;

export const planDto = z.strictObject({
  id: uuid,
  planName: z.string(),
  displayName: z.string(),
  price: z.number(),
  credits: z.number().int(),
  stripePriceId: z.string().nullable(),
  popular: z.boolean(),
  updatedAt: isoDate,
}) satisfies z.ZodType<PlanDto>;

export const creditRoutes = {
  summary: defineRoute({
    method: 'get',
    path: '/api/credits',
    summary: "The user's balance, open batches (soonest expiry first), credits expiring within 7 days and the 50 newest ledger rows",
    tag: 'Credits',
    access: 'user',
    response: credits,
  }),
  plans: defineRoute({ method: 'get', path: '/api/plans', summary: 'The pricing plans, cheapest first', tag: 'Plans', access: 'public', response: z.array(planDto) }),
};
