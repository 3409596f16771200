import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ParticipantFilter } from '../../../core/admin/contract.js';
import { adminApi } from './admin';
import { apiTokensApi } from './api-tokens';
import { type AvatarSearch, avatarsApi } from './avatars';
import { billingApi } from './billing';
import { profileApi } from './profile';
import { creditsApi, plansApi } from './plans';
import { reportsApi } from './reports';
import { sessionsApi } from './sessions';

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
  /** Every read of the avatar catalogue (a new avatar changes its searches and tags). */
  avatars: ['avatars'] as const,
  avatar: (avatarId: string) => queryOptions({ queryKey: ['avatars', avatarId], queryFn: ({ signal }) => avatarsApi.get(avatarId, signal) }),
  /** A page of the catalogue; the page shown stays while the next one loads. */
  avatarSearch: (search: AvatarSearch) =>
    queryOptions({ queryKey: ['avatars', 'search', search], queryFn: ({ signal }) => avatarsApi.search(search, signal), placeholderData: keepPreviousData }),
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
  account: {
    all: ['account'] as const,
    credits: () => queryOptions({ queryKey: ['account', 'credits'], queryFn: () => creditsApi.get() }),
    apiTokens: () => queryOptions({ queryKey: ['account', 'api-tokens'], queryFn: ({ signal }) => apiTokensApi.list(signal) }),
    subscription: () => queryOptions({ queryKey: ['account', 'subscription'], queryFn: () => billingApi.subscription() }),
    /** The name, e-mail and photo the Edit Profile dialog starts from (a save or an upload writes the answer back). */
    profile: () => queryOptions({ queryKey: ['account', 'profile'], queryFn: ({ signal }) => profileApi.get(signal) }),
    /** The saved cards the Add Credits dialog offers. */
    paymentMethods: () => queryOptions({ queryKey: ['account', 'payment-methods'], queryFn: ({ signal }) => billingApi.paymentMethods(signal) }),
  },
  /** GET /api/billing/config: whether payments are on and Stripe's publishable key, read once per page load. */
  billingConfig: () => queryOptions({ queryKey: ['billing', 'config'], queryFn: ({ signal }) => billingApi.config(signal), staleTime: Number.POSITIVE_INFINITY }),
  /** The public plans, cheapest first (the landing page, /pricing and the upgrade dialogs). */
  plans: () => queryOptions({ queryKey: ['plans'], queryFn: ({ signal }) => plansApi.list(signal), select: (plans) => [...plans].sort((a, b) => a.price - b.price) }),
  /**
   * What the setup wizard opens: the saved draft of its URL, or else the user's current unstarted
   * session (for the Choose Session Option dialog). Read once per visit and never again behind the
   * editor's back, which would overwrite what is being typed.
   */
  wizardOpening: (routeId: string | undefined) =>
    queryOptions({
      queryKey: ['wizard-opening', routeId ?? null],
      queryFn: async ({ signal }) =>
        routeId
          ? ({ kind: 'draft', session: await sessionsApi.get(routeId, signal) } as const)
          : ({ kind: 'current', session: (await sessionsApi.current(signal)).session } as const),
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: 0,
    }),
  /** The free plan's fixed team of 4. */
  freeTeam: () => queryOptions({ queryKey: ['free-team'], queryFn: ({ signal }) => sessionsApi.freeTeam(signal) }),
  dashboard: () => queryOptions({ queryKey: ['dashboard'], queryFn: ({ signal }) => reportsApi.dashboard(signal) }),
  reports: () => queryOptions({ queryKey: ['reports'], queryFn: ({ signal }) => reportsApi.list(signal) }),
};
