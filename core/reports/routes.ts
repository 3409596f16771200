// The report routes (api/routes/reports.ts, api/routes/session-results.ts, api/routes/dashboard.ts): asking
// for a report, reading it, its PDF, and what follows a finished conversation.
import { z } from 'zod';
import { defineRoute, idParams, isoDate, shaped, uuid } from '../http/contract.js';
import type { reportJson, TranscriptExport } from '../next-steps/export.js';
import { REPORT_STEPS, type DashboardDto, type ReportDto, type ReportListItem, type ReportPageDto } from './contract.js';

const verdict = z.enum(['greenlight', 'tweaks', 'not-ready']);
const status = z.enum(['generating', 'ready', 'failed']);
const step = z.enum(REPORT_STEPS);
const timeline = z.strictObject({
  startedAt: isoDate,
  ended: z.partialRecord(step, isoDate),
  coded: z.strictObject({ done: z.number().int(), total: z.number().int() }).nullable(),
});
const overview = z.object({ id: uuid, title: z.string(), participantCount: z.number().int(), questionCount: z.number().int(), roundCost: z.number().int() });

const report = z.object({
  id: uuid,
  sessionId: uuid,
  version: z.number().int(),
  title: z.string(),
  status,
  progress: z.number(),
  step: step.nullable(),
  timeline: timeline.nullable(),
  verdict: verdict.nullable(),
  verdictLabel: z.string(),
  responseCount: z.number().int(),
  isSample: z.boolean(),
  isOwner: z.boolean(),
  createdAt: isoDate,
  updatedAt: isoDate,
  sections: z.array(z.object({ key: z.string(), title: z.string() })),
  keyInsights: z.array(z.string()),
  analysis: z.object({ engine: z.string() }).nullable(),
  participants: z.array(z.object({ name: z.string() })),
  session: overview,
  pdfReady: z.boolean(),
  provider: z.string().nullable(),
});

const reportDto = shaped<ReportDto>()(report);
const reportExport = shaped<ReturnType<typeof reportJson>>()(report.omit({ isOwner: true, pdfReady: true, progress: true, step: true }));
const listItem = z.strictObject({
  id: uuid,
  sessionId: uuid,
  title: z.string(),
  version: z.number().int(),
  verdict: verdict.nullable(),
  responseCount: z.number().int(),
  createdAt: isoDate,
}) satisfies z.ZodType<ReportListItem>;
const reportPage = shaped<ReportPageDto>()(
  z.object({
    session: overview,
    isOwner: z.boolean(),
    report: report.nullable(),
    inFlight: z.strictObject({ reportId: uuid, progress: z.number(), step: step.nullable(), timeline: timeline.nullable() }).nullable(),
    versions: z.array(z.strictObject({ id: uuid, version: z.number().int(), status, verdict: verdict.nullable(), createdAt: isoDate })),
  }),
);
const dashboardSession = z.strictObject({
  id: uuid,
  title: z.string(),
  sessionType: z.string(),
  participants: z.number().int(),
  questionsAnswered: z.number().int(),
  totalQuestions: z.number().int(),
  status: z.string(),
  updatedAt: isoDate,
});
const dashboard = z.strictObject({
  inProgress: z.array(dashboardSession),
  readyForReport: z.array(dashboardSession),
  samples: z.array(z.strictObject({ sessionId: uuid, title: z.string(), verdict: verdict.nullable() })),
}) satisfies z.ZodType<DashboardDto>;

const transcript = z.strictObject({
  session: z.strictObject({ id: uuid, title: z.string().nullable(), productIdea: z.string().nullable(), targetAudience: z.string().nullable(), createdAt: isoDate }),
  participants: z.array(z.strictObject({ id: uuid, name: z.string(), jobTitle: z.string().nullable(), age: z.number().int().nullable(), location: z.string().nullable() })),
  questions: z.array(
    z.strictObject({
      number: z.number().int(),
      text: z.string(),
      answers: z.array(z.strictObject({ answerId: uuid, avatarId: uuid, name: z.string(), text: z.string() })),
    }),
  ),
}) satisfies z.ZodType<TranscriptExport>;

const tag = 'Reports';
const sessionId = idParams('id');
const reportId = idParams('id');
const questionText = z.string().trim().min(1, 'Please type a question').max(2000, 'must be at most 2000 characters');

export const reportRoutes = {
  request: defineRoute({
    method: 'post',
    path: '/api/sessions/:id/reports',
    summary: 'Generate a report of a session: 5 credits, charged once; a second call returns the report being generated',
    tag,
    access: 'user',
    params: sessionId,
    notFound: 'Session not found',
    status: 202,
    response: z.strictObject({ reportId: uuid, created: z.boolean() }),
  }),
  transcript: defineRoute({
    method: 'get',
    path: '/api/sessions/:id/transcript',
    summary: 'The conversation in order, as JSON or Markdown, or every answer as CSV (with values and codes); optionally as a download',
    tag: 'Sessions',
    access: 'user',
    params: sessionId,
    notFound: 'Session not found',
    query: z.strictObject({ format: z.enum(['markdown', 'json', 'csv']).default('json'), download: z.enum(['0', '1']).default('0') }),
    response: transcript,
    alsoProduces: ['text/markdown', 'text/csv'],
  }),
  duplicate: defineRoute({
    method: 'post',
    path: '/api/sessions/:id/duplicate',
    summary: 'Copy a session as a new draft',
    tag: 'Sessions',
    access: 'user',
    params: sessionId,
    notFound: 'Session not found',
    status: 201,
    response: z.strictObject({ id: uuid }),
  }),
  followUp: defineRoute({
    method: 'post',
    path: '/api/sessions/:id/follow-up',
    summary: 'Ask the panel of a finished session one more question (paid plans; charged the round cost)',
    tag: 'Live session',
    access: 'user',
    params: sessionId,
    notFound: 'Session not found',
    body: z.strictObject({ text: questionText }),
    status: 202,
    response: z.strictObject({ questionId: uuid, questionNumber: z.number().int(), charged: z.number().int() }),
  }),
  list: defineRoute({
    method: 'get',
    path: '/api/reports',
    summary: "The user's reports, newest first",
    tag,
    access: 'user',
    response: z.strictObject({ items: z.array(listItem) }),
  }),
  bySession: defineRoute({
    method: 'get',
    path: '/api/reports/by-session/:sessionId',
    summary: "A session's report page: the newest ready version (or the one asked for), the one in flight, all versions",
    tag,
    access: 'user',
    params: idParams('sessionId'),
    notFound: 'Report not found',
    query: z.strictObject({ version: z.coerce.number().int().min(1).max(10_000).optional() }),
    response: reportPage,
  }),
  get: defineRoute({ method: 'get', path: '/api/reports/:id', summary: 'One report', tag, access: 'user', params: reportId, notFound: 'Report not found', response: reportDto }),
  requestPdf: defineRoute({
    method: 'post',
    path: '/api/reports/:id/pdf',
    summary: 'Ask for the PDF: ready at once when a current one is stored, else rendering (wait for pdf:ready), paid plans',
    tag,
    access: 'user',
    params: reportId,
    notFound: 'Report not found',
    response: z.strictObject({ status: z.enum(['ready', 'rendering']) }),
    alsoStatus: 202,
  }),
  downloadPdf: defineRoute({
    method: 'get',
    path: '/api/reports/:id/pdf',
    summary: 'Download the stored PDF (paid plans)',
    tag,
    access: 'user',
    params: reportId,
    notFound: 'Report not found',
    response: null,
    alsoProduces: ['application/pdf'],
  }),
  print: defineRoute({
    method: 'get',
    path: '/api/reports/:id/print',
    summary: 'The print view: the report as static HTML (what the PDF is rendered from)',
    tag,
    access: 'user',
    params: reportId,
    notFound: 'Report not found',
    response: null,
    alsoProduces: ['text/html'],
  }),
  export: defineRoute({
    method: 'get',
    path: '/api/reports/:id/export',
    summary: 'The report as a Markdown or JSON download',
    tag,
    access: 'user',
    params: reportId,
    notFound: 'Report not found',
    query: z.strictObject({ format: z.enum(['markdown', 'json']).default('markdown') }),
    response: reportExport,
    alsoProduces: ['text/markdown'],
  }),
  dashboard: defineRoute({
    method: 'get',
    path: '/api/dashboard',
    summary: 'Continue Working, Ready for Reports (3 each) and the sample reports',
    tag: 'Dashboard',
    access: 'user',
    response: dashboard,
  }),
};
