// What a focus-group session looks like outside the server. Types only: the web app imports it.
import type { AvatarDetail } from '../../db/types.js';
import type { AvatarDto } from '../avatars/dto.js';
import type { BriefPriceInput, KeyQuestionKind } from '../chat/question-kinds.js';

export type SessionStatus = 'draft' | 'active' | 'completed';

/**
 * The start snapshot of one participant (avatar_details: docs/accounts-plans-credits.md, Session setup wizard), presented as stored. Declared once,
 * with the column it lives in (db/types.ts); a type-only import, so nothing of db reaches the web bundle.
 */
export type SessionAvatarDto = AvatarDetail;

export interface SessionDto {
  id: string;
  status: SessionStatus;
  title: string | null;
  productIdea: string | null;
  targetAudience: string | null;
  keyQuestions: string[];
  keyQuestionKinds: KeyQuestionKind[];
  briefPrice: BriefPriceInput | null;
  additionalContext: string | null;
  tags: string[];
  selectedAvatars: string[];
  avatarDetails: SessionAvatarDto[] | null;
  currentQuestion: number;
  totalQuestions: number;
  sessionType: string;
  startCost: number | null;
  startedAt: string | null;
  lastSavedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** One session with its selected avatars resolved (drafts being edited, a session just started). */
export interface SessionWithAvatarsDto extends SessionDto {
  avatars: AvatarDto[];
}
