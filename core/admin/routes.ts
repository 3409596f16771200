// The admin routes for users and plans (api/routes/admin-user-list.ts, admin-users.ts, admin-plans.ts),
// behind the admin gate (docs/admin.md).
import { z } from 'zod';
import { planDto } from '../credits/routes.js';
import { defineRoute, idParams, isoDate, rowId, uuid } from '../http/contract.js';
import type { AdminUserDto } from './contract.js';
import { planUpdateSchema } from './pricing.js';

const KEY_RULE = 'must be 8 to 100 letters, digits, dashes or underscores';
/** The key of one grant intent: the dialog makes it when it opens, so a double click grants once. */
export const idempotencyKey = z.string().regex(/^[A-Za-z0-9_-]{8,100}$/, KEY_RULE);
export const IDEMPOTENCY_KEY_RULE = KEY_RULE;

const adminUser = z.strictObject({
  id: uuid,
  email: z.string(),
  fullName: z.string().nullable(),
  subscriptionLevel: z.string(),
  credits: z.number().int(),
  renewalDate: isoDate.nullable(),
  startDate: isoDate.nullable(),
  createdAt: isoDate,
  isAdmin: z.boolean(),
}) satisfies z.ZodType<AdminUserDto>;

const tag = 'Admin';
const userId = idParams('id');

export const adminRoutes = {
  users: defineRoute({
    method: 'get',
    path: '/api/admin/users',
    summary: 'The User Management table, paged and searchable',
    tag,
    access: 'admin',
    query: z.strictObject({
      search: z.string().trim().max(200, 'must be at most 200 characters').optional(),
      page: z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').max(100_000).default(1),
      pageSize: z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').max(100, 'must be at most 100').default(20),
    }),
    response: z.strictObject({ items: z.array(adminUser), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() }),
  }),
  grantCredits: defineRoute({
    method: 'post',
    path: '/api/admin/users/:id/credits',
    summary: 'Grant credits to a user, audited; the idempotency key (field or Idempotency-Key header) makes a retry grant once',
    tag,
    access: 'admin',
    params: userId,
    notFound: 'User not found',
    body: z.strictObject({
      credits: z.number().int('must be a whole number').min(1, 'must be at least 1').max(100_000, 'must be at most 100000'),
      reason: z.string().trim().min(1, 'is required').max(500, 'must be at most 500 characters'),
      idempotencyKey: idempotencyKey.optional(),
    }),
    status: 201,
    response: z.strictObject({
      batch: z.strictObject({ id: uuid, credits: z.number().int(), expiresAt: isoDate }),
      replayed: z.boolean(),
      balance: z.number().int(),
      user: adminUser,
    }),
  }),
  changeUser: defineRoute({
    method: 'patch',
    path: '/api/admin/users/:id',
    summary: "Change a user's plan level or admin right, audited",
    tag,
    access: 'admin',
    params: userId,
    notFound: 'User not found',
    body: z
      .strictObject({ subscriptionLevel: z.string().trim().min(1, 'is required').max(50).optional(), isAdmin: z.boolean().optional() })
      .refine((b) => b.subscriptionLevel !== undefined || b.isAdmin !== undefined, 'Nothing to change: send subscriptionLevel or isAdmin'),
    response: z.strictObject({ user: adminUser }),
  }),
  access: defineRoute({
    method: 'get',
    path: '/api/admin/access',
    summary: "The admin page's access check: answers only when the admin gate lets the caller through",
    tag,
    access: 'admin',
    response: z.strictObject({ isAdmin: z.literal(true) }),
  }),
  startImpersonation: defineRoute({
    method: 'post',
    path: '/api/admin/impersonation',
    summary: 'Act as another user (never oneself), audited; the target lives in the server-side login session',
    tag,
    access: 'admin',
    body: z.strictObject({ userId: rowId('userId must be a user id') }),
    status: 201,
    response: z.strictObject({ impersonating: z.strictObject({ userId: uuid, name: z.string().nullable(), email: z.string() }) }),
  }),
  endImpersonation: defineRoute({
    method: 'delete',
    path: '/api/admin/impersonation',
    summary: 'Stop acting as another user (reachable while impersonating), audited',
    tag,
    access: 'user',
    status: 204,
    response: null,
  }),
  plans: defineRoute({ method: 'get', path: '/api/admin/plans', summary: 'Every pricing plan', tag, access: 'admin', response: z.array(planDto) }),
  updatePlan: defineRoute({
    method: 'patch',
    path: '/api/admin/plans/:id',
    summary: 'Edit a plan row (the public /api/plans reads it at once), audited',
    tag,
    access: 'admin',
    params: idParams('id'),
    notFound: 'Pricing plan not found',
    body: planUpdateSchema,
    response: planDto,
  }),
};
