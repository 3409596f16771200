import type { AvatarDto } from '../../../core/avatars/dto.js';
import type { SessionDto, SessionWithAvatarsDto } from '../../../core/sessions/dto.js';
import { api } from './client';
import type { BriefPriceInput, KeyQuestionKind } from '../../../core/chat/question-kinds.js';

export type { SessionDto, SessionWithAvatarsDto };

/** What the wizard saves: every field optional, as in the draft API. */
export interface SessionDraftInput {
  title?: string | null;
  productIdea?: string | null;
  targetAudience?: string | null;
  keyQuestions?: string[];
  keyQuestionKinds?: KeyQuestionKind[];
  briefPrice?: BriefPriceInput | null;
  additionalContext?: string | null;
  tags?: string[];
  selectedAvatars?: string[];
}

export interface StartResponse extends SessionWithAvatarsDto {
  /** Credits this call charged. */
  charged: number;
  alreadyStarted: boolean;
}

const path = (id: string) => `/api/sessions/${encodeURIComponent(id)}`;

export const sessionsApi = {
  create: (input: SessionDraftInput) => api.post<SessionWithAvatarsDto>('/api/sessions', input),
  update: (id: string, input: SessionDraftInput) => api.patch<SessionWithAvatarsDto>(path(id), input),
  get: (id: string, signal?: AbortSignal) => api.get<SessionWithAvatarsDto>(path(id), { signal }),
  remove: (id: string) => api.delete<void>(path(id)),
  /** The latest draft or active session, for the Choose Session Option dialog. */
  current: (signal?: AbortSignal) => api.get<{ session: SessionDto | null }>('/api/sessions/current', { signal }),
  freeTeam: (signal?: AbortSignal) => api.get<{ avatars: AvatarDto[] }>('/api/sessions/free-team', { signal }),
  start: (id: string) => api.post<StartResponse>(`${path(id)}/start`, {}),
};

export type ExpandField = 'productIdea' | 'additionalContext';

export const expandApi = {
  expand: (text: string, fieldType: ExpandField, signal?: AbortSignal) => api.post<{ expandedText: string }>('/api/expand', { text, fieldType }, { signal }),
};
