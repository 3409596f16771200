import type { AskQuestionResponse, LiveSessionDto } from '../../../core/chat/contract.js';
import { api } from './client';
import type { KindFields } from '../components/question-kind-draft';

export type { AskQuestionResponse, LiveSessionDto, Participant, PendingReply } from '../../../core/chat/contract.js';

export const liveSessionApi = {
  /** The transcript, the replies still being written and the brief: everything the live screen restores from. */
  load: (sessionId: string, signal?: AbortSignal) => api.get<LiveSessionDto>(`/api/sessions/${encodeURIComponent(sessionId)}/messages`, { signal }),
  ask: (sessionId: string, text: string, questionNumber?: number, kind: KindFields = {}) =>
    api.post<AskQuestionResponse>(`/api/sessions/${encodeURIComponent(sessionId)}/questions`, { text, ...(questionNumber && { questionNumber }), ...kind }),
  /** A discussion round on an answered question (one per question: a second click gets the same round). */
  discuss: (sessionId: string, questionId: string, questionNumber?: number) =>
    api.post<AskQuestionResponse>(`/api/sessions/${encodeURIComponent(sessionId)}/questions/${encodeURIComponent(questionId)}/discuss`, questionNumber ? { questionNumber } : {}),
  setAutoAdvance: (sessionId: string, enabled: boolean, discussEach?: boolean) =>
    api.put<{ autoAdvance: boolean; discussEach: boolean }>(`/api/sessions/${encodeURIComponent(sessionId)}/auto-advance`, { enabled, ...(discussEach !== undefined && { discussEach }) }),
  /** Owned by the sessions API (drafts, start, delete). */
  remove: (sessionId: string) => api.delete<void>(`/api/sessions/${encodeURIComponent(sessionId)}`),
};
