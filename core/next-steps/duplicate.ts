import type { Db } from '../../db/client.js';
import type { User } from '../../db/types.js';
import { createDraft, findOwnSession } from '../sessions/drafts.js';
import type { SessionDraftInput } from '../sessions/schemas.js';
import { SESSION_TITLE_MAX } from '../sessions/rules.js';
import { isPaid } from '../users.js';

const COPY_SUFFIX = ' (copy)';

/** "Idea (copy)", cut so it still fits the title limit. */
function copyTitle(title: string | null): string | null {
  if (!title?.trim()) return null;
  const base = title
    .trim()
    .slice(0, SESSION_TITLE_MAX - COPY_SUFFIX.length)
    .trimEnd();
  return `${base}${COPY_SUFFIX}`;
}

/**
 * Duplicate Session: a new draft with the same idea, audience, questions, context, tags and avatars,
 * ready to be started (and charged) like any new session. For a paid user, avatars retired since are
 * left out rather than failing the copy; a free user's team is fixed and carried over as is.
 */
export async function duplicateSession(db: Db, user: User, sessionId: string): Promise<{ id: string }> {
  const s = await findOwnSession(db, user.id, sessionId);
  let avatars = [...s.selected_avatars];
  if (isPaid(user) && avatars.length) {
    const active = new Set((await db.selectFrom('avatars').select('id').where('id', 'in', avatars).where('is_active', '=', true).execute()).map((a) => a.id));
    avatars = avatars.filter((id) => active.has(id));
  }
  const draft = await createDraft(db, user, {
    title: copyTitle(s.title),
    productIdea: s.product_idea,
    targetAudience: s.target_audience,
    keyQuestions: s.key_questions ?? [],
    keyQuestionKinds: (s.key_question_kinds ?? []) as SessionDraftInput['keyQuestionKinds'],
    briefPrice: s.brief_price as SessionDraftInput['briefPrice'],
    additionalContext: s.additional_context,
    tags: s.tags,
    selectedAvatars: avatars,
  });
  return { id: draft.id };
}
