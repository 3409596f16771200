import type { Session } from '../../db/types.js';
import type { BriefPriceInput, KeyQuestionKind } from '../chat/question-kinds.js';
import type { SessionDto } from './dto.js';

export function presentSession(s: Session): SessionDto {
  return {
    id: s.id,
    status: s.status,
    title: s.title,
    productIdea: s.product_idea,
    targetAudience: s.target_audience,
    keyQuestions: s.key_questions ?? [],
    keyQuestionKinds: (s.key_question_kinds ?? []) as KeyQuestionKind[],
    briefPrice: s.brief_price as BriefPriceInput | null,
    additionalContext: s.additional_context,
    tags: s.tags ?? [],
    selectedAvatars: s.selected_avatars ?? [],
    avatarDetails: s.avatar_details,
    currentQuestion: s.current_question,
    totalQuestions: s.total_questions,
    sessionType: s.session_type,
    startCost: s.start_cost,
    startedAt: s.started_at?.toISOString() ?? null,
    lastSavedAt: s.last_saved_at?.toISOString() ?? null,
    createdAt: s.created_at.toISOString(),
    updatedAt: s.updated_at.toISOString(),
  };
}
