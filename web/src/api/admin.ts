import type { AdminStats, AdminUserDto, BatchDto, ParticipantFilter, QueueOverview, QuestionLogEntry, ResponseLogEntry, WebhookTestDto } from '../../../core/admin/contract.js';
import type { PlanDto } from '../../../core/plans-contract.js';
import type { adminRoutes as routes } from '../../../core/admin/routes.js';
import { api, call } from './client';
import type { Impersonation } from './types';

// Shapes of /api/admin/*, declared once in core (pure types shared with the server presenters).
export type {
  AdminStats,
  BatchStatus,
  
  ParticipantFilter,
  QueueOverview,
  
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
  start: (userId: string) => api.post<{ impersonating: Impersonation }>('/api/admin/impersonation', { userId }),
  end: () => api.delete<void>('/api/admin/impersonation'),
};

export const adminApi = {
  access: (signal?: AbortSignal) => api.get<{ isAdmin: true }>('/api/admin/access', { signal }),
  users: (query: { search?: string; page: number; pageSize: number }, signal?: AbortSignal) => call<typeof routes.users>('GET', '/api/admin/users', { query, signal }),
  grantCredits: (userId: string, credits: number, reason: string, idempotencyKey: string) =>
    call<typeof routes.grantCredits>('POST', `/api/admin/users/${userId}/credits`, { body: { credits, reason, idempotencyKey } }),
  changeUser: (userId: string, change: { subscriptionLevel?: string; isAdmin?: boolean }) =>
    call<typeof routes.changeUser>('PATCH', `/api/admin/users/${userId}`, { body: change }),
  stats: (signal?: AbortSignal) => api.get<AdminStats>('/api/admin/stats', { signal }),
  queues: (signal?: AbortSignal) => api.get<QueueOverview>('/api/admin/stats/queues', { signal }),
  analytics: (filter: ParticipantFilter, signal?: AbortSignal) =>
    api.get<{ questions: QuestionLogEntry[]; responses: ResponseLogEntry[] }>('/api/admin/analytics', { query: { ...filter }, signal }),
  plans: (signal?: AbortSignal) => call<typeof routes.plans>('GET', '/api/admin/plans', { signal }),
  updatePlan: (id: string, update: PlanUpdate) => call<typeof routes.updatePlan>('PATCH', `/api/admin/plans/${id}`, { body: update }),
  createAvatar: (form: FormData) => api.post<{ avatar: { id: string; name: string } }>('/api/admin/avatars', form),
  batches: (signal?: AbortSignal) => api.get<{ items: AvatarBatch[] }>('/api/admin/avatar-batches', { signal }),
  batch: (id: string) => api.get<AvatarBatch>(`/api/admin/avatar-batches/${id}`),
  startBatch: (count: number, tags: string[]) => api.post<{ batchId: string; batch: AvatarBatch }>('/api/admin/avatar-batches', { count, tags }),
  cancelBatch: (id: string) => api.post<AvatarBatch>(`/api/admin/avatar-batches/${id}/cancel`),
  webhookTests: (signal?: AbortSignal) => api.get<{ items: WebhookTest[] }>('/api/admin/webhook-tests', { signal }),
  sendWebhookTest: (calltype: string) => api.post<WebhookTest>('/api/admin/webhook-tests', { calltype }),
};
