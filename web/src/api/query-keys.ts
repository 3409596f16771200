import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ParticipantFilter } from '../../../core/admin/contract.js';
import { adminApi } from './admin';
import { avatarsApi } from './avatars';
import { reportsApi } from './reports';

// Every query of the app, declared once: its key (what a socket push or a write updates or invalidates)
// and its read through the typed API client, so a cached value has the route's response type.
// Keys nest: invalidating `['admin']` refetches every admin tab.

export const queries = {
  admin: {
    all: ['admin'] as const,
    access: (userId: string | undefined) => queryOptions({ queryKey: ['admin', 'access', userId], queryFn: ({ signal }) => adminApi.access(signal), retry: false, gcTime: 0 }),
    users: (query: { search?: string; page: number; pageSize: number }) =>
      queryOptions({ queryKey: ['admin', 'users', query], queryFn: ({ signal }) => adminApi.users(query, signal), placeholderData: keepPreviousData }),
    stats: () => queryOptions({ queryKey: ['admin', 'stats'], queryFn: ({ signal }) => adminApi.stats(signal) }),
    queues: () => queryOptions({ queryKey: ['admin', 'queues'], queryFn: ({ signal }) => adminApi.queues(signal) }),
    analytics: (filter: ParticipantFilter) =>
      queryOptions({ queryKey: ['admin', 'analytics', filter], queryFn: ({ signal }) => adminApi.analytics(filter, signal), placeholderData: keepPreviousData }),
    plans: () => queryOptions({ queryKey: ['admin', 'plans'], queryFn: ({ signal }) => adminApi.plans(signal) }),
    webhookTests: () => queryOptions({ queryKey: ['admin', 'webhook-tests'], queryFn: ({ signal }) => adminApi.webhookTests(signal) }),
    batches: () => queryOptions({ queryKey: ['admin', 'batches'], queryFn: ({ signal }) => adminApi.batches(signal) }),
  },
  /** Catalogue tags containing `q` (suggestions: the last list stays while the next one loads). */
  avatarTags: (q: string) => queryOptions({ queryKey: ['avatars', 'tags', q], queryFn: ({ signal }) => avatarsApi.tags(q, signal), placeholderData: keepPreviousData }),
  /** Everything read about one session: invalidated together when its report or state moves on. */
  session: (sessionId: string) => ['sessions', sessionId] as const,
  /** The report page of a session: the newest version, or the one asked for (the last page stays while another loads). */
  reportPage: (sessionId: string, version?: number) =>
    queryOptions({
      queryKey: ['sessions', sessionId, 'report-page', version ?? 'newest'],
      queryFn: ({ signal }) => reportsApi.page(sessionId, version, signal),
      placeholderData: keepPreviousData,
    }),
  report: (reportId: string) => queryOptions({ queryKey: ['reports', reportId], queryFn: ({ signal }) => reportsApi.get(reportId, signal) }),
  /** The live session's snapshot (read by the live page, which joins the session room before it). */
  liveSession: (sessionId: string) => ['sessions', sessionId, 'live'] as const,
  transcript: (sessionId: string) => queryOptions({ queryKey: ['sessions', sessionId, 'transcript'], queryFn: ({ signal }) => reportsApi.transcript(sessionId, signal) }),
  rerunState: (sessionId: string) => queryOptions({ queryKey: ['sessions', sessionId, 'reruns'], queryFn: ({ signal }) => reportsApi.rerunState(sessionId, signal) }),
  dashboard: () => queryOptions({ queryKey: ['dashboard'], queryFn: ({ signal }) => reportsApi.dashboard(signal) }),
  reports: () => queryOptions({ queryKey: ['reports'], queryFn: ({ signal }) => reportsApi.list(signal) }),
};
