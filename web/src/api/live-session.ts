import type { AskQuestionResponse, LiveSessionDto } from '../../../core/chat/contract.js';
import { api } from './client';

export type { AskQuestionResponse, LiveSessionDto, Participant, PendingReply } from '../../../core/chat/contract.js';

export const liveSessionApi = {
  /** The transcript, the replies still being written and the brief: everything the live screen restores from. */
  load: (sessionId: string, signal?: AbortSignal) => api.get<LiveSessionDto>(`/api/sessions/${encodeURIComponent(sessionId)}/messages`, { signal }),
  ask: (sessionId: string, text: string, questionNumber?: number) =>
    api.post<AskQuestionResponse>(`/api/sessions/${encodeURIComponent(sessionId)}/questions`, questionNumber ? { text, questionNumber } : { text }),
  setAutoAdvance: (sessionId: string, enabled: boolean) => api.put<{ autoAdvance: boolean }>(`/api/sessions/${encodeURIComponent(sessionId)}/auto-advance`, { enabled }),
  /** Owned by the sessions API (drafts, start, delete). */
  remove: (sessionId: string) => api.delete<void>(`/api/sessions/${encodeURIComponent(sessionId)}`),
};
