import type { chatRoutes as routes } from '../../../core/chat/routes.js';
import type { sessionRoutes } from '../../../core/sessions/routes.js';
import type { KindFields } from '../components/question-kind-draft';
import { call } from './client';

export type { LiveSessionDto, Participant, PendingReply } from '../../../core/chat/contract.js';

export const liveSessionApi = {
  /** The transcript, the replies still being written and the brief: everything the live screen restores from. */
  load: (sessionId: string, signal?: AbortSignal) => call<typeof routes.messages>('GET', `/api/sessions/${encodeURIComponent(sessionId)}/messages`, { signal }),
  ask: (sessionId: string, text: string, questionNumber?: number, kind: KindFields = {}) =>
    call<typeof routes.ask>('POST', `/api/sessions/${encodeURIComponent(sessionId)}/questions`, { body: { text, ...(questionNumber && { questionNumber }), ...kind } }),
  /** A discussion round on an answered question (one per question: a second click gets the same round). */
  discuss: (sessionId: string, questionId: string, questionNumber?: number) =>
    call<typeof routes.discuss>('POST', `/api/sessions/${encodeURIComponent(sessionId)}/questions/${encodeURIComponent(questionId)}/discuss`, {
      body: questionNumber ? { questionNumber } : {},
    }),
  setAutoAdvance: (sessionId: string, enabled: boolean, discussEach?: boolean) =>
    call<typeof routes.autoAdvance>('PUT', `/api/sessions/${encodeURIComponent(sessionId)}/auto-advance`, {
      body: { enabled, ...(discussEach !== undefined && { discussEach }) },
    }),
  /** Owned by the sessions API (drafts, start, delete). */
  remove: (sessionId: string) => call<typeof sessionRoutes.remove>('DELETE', `/api/sessions/${encodeURIComponent(sessionId)}`),
};
