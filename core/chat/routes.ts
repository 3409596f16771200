// The live chat routes of one session (api/routes/session-chat.ts).
import { z } from 'zod';
import { defineRoute, idParams, isoDate, shaped, uuid } from '../http/contract.js';
import type { AskQuestionResponse, LiveSessionDto } from './contract.js';
import { kindProblems, questionKindFields } from './question-kinds.js';

const tag = 'Live session';
const params = idParams('id');
const notFound = 'Session not found';
const questionNumber = z.number().int().min(1).max(100).optional();
const asked = z.strictObject({ questionId: uuid, questionNumber: z.number().int(), created: z.boolean() }) satisfies z.ZodType<AskQuestionResponse>;

const chatMessage = z.object({
  id: z.string(),
  questionId: uuid,
  questionNumber: z.number().int(),
  isUser: z.boolean(),
  avatarId: uuid.nullable(),
  name: z.string(),
  avatarImage: z.string().nullable(),
  message: z.string(),
  timestamp: isoDate,
});

const liveSession = shaped<LiveSessionDto>()(
  z.object({
    session: z.object({ id: uuid, title: z.string().nullable(), status: z.enum(['draft', 'active', 'completed']), autoAdvance: z.boolean() }),
    messages: z.array(chatMessage),
    pending: z.array(
      z.strictObject({
        questionId: uuid,
        avatarId: uuid,
        state: z.enum(['queued', 'typing']),
        runId: z.string().nullable(),
        seq: z.number().int(),
        text: z.string(),
      }),
    ),
    progress: z.strictObject({ asked: z.number().int(), total: z.number().int(), current: z.number().int(), complete: z.boolean() }),
    usage: z.strictObject({ input: z.number().int(), output: z.number().int() }),
    provider: z.strictObject({ name: z.string(), simulated: z.boolean() }),
    report: z.strictObject({ id: uuid, status: z.enum(['generating', 'ready', 'failed']) }).nullable(),
  }),
);

export const chatRoutes = {
  ask: defineRoute({
    method: 'post',
    path: '/api/sessions/:id/questions',
    summary: 'Ask the group a question; every avatar answers (streamed over Socket.IO, then in the transcript)',
    tag,
    access: 'user',
    params,
    notFound,
    body: z
      .strictObject({
        text: z.string().trim().min(1, 'Please type a question').max(2000, 'must be at most 2000 characters'),
        questionNumber,
        ...questionKindFields,
      })
      .superRefine((v, ctx) => {
        for (const p of kindProblems(v)) ctx.addIssue({ code: 'custom', path: p.path, message: p.message });
      }),
    status: 202,
    response: asked,
  }),
  discuss: defineRoute({
    method: 'post',
    path: '/api/sessions/:id/questions/:questionId/discuss',
    summary: 'Start a discussion round on an answered question: every avatar hears the others and may revise its value',
    tag,
    access: 'user',
    params: z.strictObject({ id: uuid, questionId: uuid }),
    notFound,
    body: z.strictObject({ questionNumber }),
    status: 202,
    response: asked,
  }),
  messages: defineRoute({
    method: 'get',
    path: '/api/sessions/:id/messages',
    summary: 'The transcript, the replies still owed (with their text so far), progress and token totals',
    tag,
    access: 'user',
    params,
    notFound,
    response: liveSession,
  }),
  autoAdvance: defineRoute({
    method: 'put',
    path: '/api/sessions/:id/auto-advance',
    summary: 'Switch Auto-Advance on or off',
    tag,
    access: 'user',
    params,
    notFound,
    body: z.strictObject({ enabled: z.boolean(), discussEach: z.boolean().optional() }),
    response: z.strictObject({ autoAdvance: z.boolean(), discussEach: z.boolean() }),
  }),
};
