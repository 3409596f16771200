// The admin routes for statistics, analytics, avatars, avatar batches and webhook tests (api/routes/admin-insights.ts,
// admin-avatars.ts, admin-avatar-batches.ts, admin-webhook-tests.ts), behind the admin gate (docs/admin.md).
import { z } from 'zod';
import { avatarDto } from '../avatars/dto.js';
import { GENDERS, INCOME_BRACKETS } from '../avatars/enumerations.js';
import { defineRoute, idParams, isoDate, shaped, uuid } from '../http/contract.js';
import { WEBHOOK_CALLTYPES } from '../webhooks.js';
import { avatarFormSchema } from './avatar-form.js';
import { createBatchSchema } from './batches.js';
import type { AdminStats, BatchDto, QueueOverview, QuestionLogEntry, ResponseLogEntry, WebhookTestDto } from './contract.js';

// "all" (or nothing) means no filter: the participant filter defaults to all (docs/admin.md, Focus group analytics).
const orAll = (values: readonly string[]) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (!v || v === 'all') return undefined;
      if (values.includes(v)) return v;
      ctx.addIssue({ code: 'custom', message: `must be all or one of: ${values.join(', ')}` });
      return z.NEVER;
    });

const batch = shaped<BatchDto>()(
  z.object({
    id: uuid,
    count: z.number().int(),
    tags: z.array(z.string()),
    done: z.number().int(),
    failed: z.number().int(),
    cancelRequested: z.boolean(),
    createdAt: isoDate,
  }),
);
const webhookTest = z.strictObject({
  id: uuid,
  calltype: z.string(),
  url: z.string().nullable(),
  status: z.enum(['pending', 'sent', 'failed', 'skipped']),
  httpStatus: z.number().int().nullable(),
  result: z.string().nullable(),
  createdAt: isoDate,
}) satisfies z.ZodType<WebhookTestDto>;

const tag = 'Admin';
const id = idParams('id');

export const adminOpsRoutes = {
  stats: defineRoute({
    method: 'get',
    path: '/api/admin/stats',
    summary: 'The Statistics tab: users, subscriptions, revenue, focus groups, reports, credits',
    tag,
    access: 'admin',
    response: shaped<AdminStats>()(
      z.object({ users: z.object({ total: z.number().int() }), activeSubscriptions: z.number().int(), focusGroups: z.number().int(), reports: z.number().int() }),
    ),
  }),
  queues: defineRoute({
    method: 'get',
    path: '/api/admin/stats/queues',
    summary: 'Workers and jobs per queue',
    tag,
    access: 'admin',
    response: shaped<QueueOverview>()(
      z.object({
        workers: z.number().int(),
        queues: z.array(z.object({ queue: z.string(), workers: z.number().int(), waiting: z.number().int(), active: z.number().int() })),
        rateWindowMinutes: z.number(),
      }),
    ),
  }),
  analytics: defineRoute({
    method: 'get',
    path: '/api/admin/analytics',
    summary: 'Focus Group Analytics: the question and response logs under a participant filter',
    tag,
    access: 'admin',
    query: z.strictObject({
      gender: orAll(GENDERS),
      income: orAll(INCOME_BRACKETS),
      expertise: z
        .string()
        .trim()
        .max(100, 'must be at most 100 characters')
        .optional()
        .transform((v) => v || undefined),
    }),
    response: z.object({
      questions: z.array(shaped<QuestionLogEntry>()(z.object({ id: uuid, text: z.string(), createdAt: isoDate }))),
      responses: z.array(shaped<ResponseLogEntry>()(z.object({ id: uuid, text: z.string(), createdAt: isoDate }))),
      filter: z.strictObject({ gender: z.string().optional(), income: z.string().optional(), expertise: z.string().optional() }),
    }),
  }),
  createAvatar: defineRoute({
    method: 'post',
    path: '/api/admin/avatars',
    summary: 'Add one avatar from the form (multipart: the fields as text, an optional `image` JPG, PNG or GIF of at most 5 MB), audited',
    tag,
    access: 'admin',
    body: avatarFormSchema,
    upload: 'image',
    uploadOptional: true,
    status: 201,
    response: z.strictObject({ avatar: avatarDto }),
  }),
  createBatch: defineRoute({
    method: 'post',
    path: '/api/admin/avatar-batches',
    summary: 'Generate 1 to 1000 avatars in the background (progress to the admin room)',
    tag,
    access: 'admin',
    body: createBatchSchema,
    status: 202,
    response: z.strictObject({ batchId: uuid, batch }),
  }),
  batches: defineRoute({
    method: 'get',
    path: '/api/admin/avatar-batches',
    summary: 'Avatar batches, newest first',
    tag,
    access: 'admin',
    response: z.strictObject({ items: z.array(batch) }),
  }),
  batch: defineRoute({
    method: 'get',
    path: '/api/admin/avatar-batches/:id',
    summary: 'One avatar batch',
    tag,
    access: 'admin',
    params: id,
    notFound: 'Batch not found',
    response: batch,
  }),
  cancelBatch: defineRoute({
    method: 'post',
    path: '/api/admin/avatar-batches/:id/cancel',
    summary: 'Cancel a batch (read before each avatar)',
    tag,
    access: 'admin',
    params: id,
    notFound: 'Batch not found',
    response: batch,
  }),
  sendWebhookTest: defineRoute({
    method: 'post',
    path: '/api/admin/webhook-tests',
    summary: 'Send a signed test call of a webhook type through the notify queue',
    tag,
    access: 'admin',
    body: z.strictObject({ calltype: z.enum(WEBHOOK_CALLTYPES, { error: `calltype must be one of: ${WEBHOOK_CALLTYPES.join(', ')}` }) }),
    status: 202,
    response: webhookTest,
  }),
  webhookTests: defineRoute({
    method: 'get',
    path: '/api/admin/webhook-tests',
    summary: 'Webhook tests, newest first',
    tag,
    access: 'admin',
    response: z.strictObject({ items: z.array(webhookTest) }),
  }),
  webhookTest: defineRoute({
    method: 'get',
    path: '/api/admin/webhook-tests/:id',
    summary: 'One webhook test and its result',
    tag,
    access: 'admin',
    params: id,
    notFound: 'Webhook test not found',
    response: webhookTest,
  }),
};
