// The routes for operators and development (api/routes/health.ts, dev-mailbox.ts, files.ts): probes,
// metrics, stored files, and the e-mail outbox of a development server.
import { z } from 'zod';
import { defineRoute, isoDate, uuid } from './http/contract.js';

const tag = 'Operations';

export const opsRoutes = {
  health: defineRoute({
    method: 'get',
    path: '/healthz',
    summary: 'Liveness: the process answers',
    tag,
    access: 'public',
    response: z.strictObject({ status: z.literal('ok') }),
  }),
  ready: defineRoute({
    method: 'get',
    path: '/readyz',
    summary: 'Readiness: Postgres and Redis answer within 2 seconds (503 naming the one that did not)',
    tag,
    access: 'public',
    alsoStatus: 503,
    response: z.strictObject({ status: z.enum(['ready', 'not ready']), postgres: z.boolean(), redis: z.boolean() }),
  }),
  metrics: defineRoute({
    method: 'get',
    path: '/metrics',
    summary:
      'Prometheus metrics of the whole system (HTTP, queues, job outcomes, LLM usage). With METRICS_TOKEN set, send it as `Authorization: Bearer <token>`; without it, only clients on this machine outside production',
    tag,
    access: 'public',
    response: null,
    alsoProduces: ['text/plain'],
  }),
  file: defineRoute({
    method: 'get',
    path: '/files/*key',
    summary: 'A stored image (avatar portrait, profile photo) by its key, served with a sandboxing policy',
    tag: 'Files',
    access: 'public',
    params: z.strictObject({ key: z.string().describe('The stored path, e.g. `avatars/<seed>.svg`') }),
    notFound: 'File not found',
    response: null,
    alsoProduces: ['image/png', 'image/jpeg', 'image/gif', 'image/svg+xml', 'image/webp'],
  }),
};

const mail = z.strictObject({
  id: uuid,
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  links: z.array(z.string()),
  status: z.string(),
  createdAt: isoDate,
});

/** Mounted only with DEV_MAILBOX on (never in production), and answered only to clients on this machine. */
export const devMailboxRoutes = {
  list: defineRoute({
    method: 'get',
    path: '/dev/mailbox.json',
    summary: 'Development only: the newest 200 e-mails the app would have sent, optionally to one address',
    tag: 'Development',
    access: 'public',
    query: z.strictObject({ to: z.string().max(320, 'must be at most 320 characters').optional() }),
    response: z.array(mail),
  }),
  page: defineRoute({
    method: 'get',
    path: '/dev/mailbox',
    summary: 'Development only: the same e-mails as a page to read, with their links',
    tag: 'Development',
    access: 'public',
    response: null,
    alsoProduces: ['text/html'],
  }),
};
