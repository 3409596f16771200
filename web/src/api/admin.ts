import type { AdminUserDto, BatchDto, ParticipantFilter, WebhookTestDto } from '../../../core/admin/contract.js';
import type { PlanDto } from '../../../core/plans-contract.js';
import type { adminOpsRoutes as ops } from '../../../core/admin/ops-routes.js';
import type { adminRoutes as routes } from '../../../core/admin/routes.js';
import type { BodyOf } from '../../../core/http/contract';
import { api, call } from './client';

// Shapes of /api/admin/*, declared once in core (pure types shared with the server presenters).
export type {
  BatchStatus,
  ParticipantFilter,
  QuestionLogEntry,
  ResponseLogEntry,
} from '../../../core/admin/contract.js';
export type AdminUser = AdminUserDto;
export type AvatarBatch = BatchDto;
export type WebhookTest = WebhookTestDto;
export type AdminPlan = PlanDto;

/** A row of the pricing table as the editor sends it (the server accepts any subset). */
export interface PlanUpdate {
  displayName: string;
  price: number;
  credits: number;
  stripePriceId: string | null;
}

export const impersonationApi = {
  start: (userId: string) => call<typeof routes.startImpersonation>('POST', '/api/admin/impersonation', { body: { userId } }),
  end: () => call<typeof routes.endImpersonation>('DELETE', '/api/admin/impersonation'),
};

export const adminApi = {
  access: (signal?: AbortSignal) => call<typeof routes.access>('GET', '/api/admin/access', { signal }),
  users: (query: { search?: string; page: number; pageSize: number }, signal?: AbortSignal) => call<typeof routes.users>('GET', '/api/admin/users', { query, signal }),
  grantCredits: (userId: string, credits: number, reason: string, idempotencyKey: string) =>
    call<typeof routes.grantCredits>('POST', `/api/admin/users/${userId}/credits`, { body: { credits, reason, idempotencyKey } }),
  changeUser: (userId: string, change: { subscriptionLevel?: string; isAdmin?: boolean }) =>
    call<typeof routes.changeUser>('PATCH', `/api/admin/users/${userId}`, { body: change }),
  stats: (signal?: AbortSignal) => call<typeof ops.stats>('GET', '/api/admin/stats', { signal }),
  queues: (signal?: AbortSignal) => call<typeof ops.queues>('GET', '/api/admin/stats/queues', { signal }),
  analytics: (filter: ParticipantFilter, signal?: AbortSignal) => call<typeof ops.analytics>('GET', '/api/admin/analytics', { query: { ...filter }, signal }),
  plans: (signal?: AbortSignal) => call<typeof routes.plans>('GET', '/api/admin/plans', { signal }),
  updatePlan: (id: string, update: PlanUpdate) => call<typeof routes.updatePlan>('PATCH', `/api/admin/plans/${id}`, { body: update }),
  createAvatar: (form: FormData) => api.post<{ avatar: { id: string; name: string } }>('/api/admin/avatars', form),
  batches: (signal?: AbortSignal) => call<typeof ops.batches>('GET', '/api/admin/avatar-batches', { signal }),
  batch: (id: string) => call<typeof ops.batch>('GET', `/api/admin/avatar-batches/${id}`),
  startBatch: (count: number, tags: string[]) => call<typeof ops.createBatch>('POST', '/api/admin/avatar-batches', { body: { count, tags } }),
  cancelBatch: (id: string) => call<typeof ops.cancelBatch>('POST', `/api/admin/avatar-batches/${id}/cancel`),
  webhookTests: (signal?: AbortSignal) => call<typeof ops.webhookTests>('GET', '/api/admin/webhook-tests', { signal }),
  sendWebhookTest: (calltype: BodyOf<typeof ops.sendWebhookTest>['calltype']) => call<typeof ops.sendWebhookTest>('POST', '/api/admin/webhook-tests', { body: { calltype } }),
};
