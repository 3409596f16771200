import type { BriefPriceInput, KeyQuestionKind } from './question-kinds.js';
import { sessionPrice } from './question-spec.js';
import type { Db } from '../../db/client.js';
import type { Session, User } from '../../db/types.js';
import type { Config } from '../config.js';
import { notFound } from '../errors.js';
import { isPaid } from '../users.js';
import type { ReplyDrafts } from './drafts.js';
import type { LiveSessionDto } from './contract.js';
import { loadParticipants } from './participants.js';
import { currentQuestionNumber, plannedQuestions, questionLimit } from './question-plan.js';
import { displayName } from './questions.js';
import { loadTranscript } from './transcript.js';

/** Owner-only: another user's session, like a missing one, is "not found" (no hint that it exists). */
export async function findOwnedSession(db: Db, user: Pick<User, 'id'>, sessionId: string): Promise<Session> {
  const session = await db.selectFrom('sessions').selectAll().where('id', '=', sessionId).where('user_id', '=', user.id).executeTakeFirst();
  if (!session) throw notFound('Session not found');
  return session;
}

export async function loadLiveSession(deps: { db: Db; drafts: ReplyDrafts; config: Pick<Config, 'LLM_PROVIDER'> }, user: User, sessionId: string): Promise<LiveSessionDto> {
  const s = await findOwnedSession(deps.db, user, sessionId);
  const participants = await loadParticipants(deps.db, s);
  const t = await loadTranscript(deps.db, deps.drafts, s.id, participants, displayName(user));
  const report = await deps.db.selectFrom('reports').select(['id', 'status']).where('session_id', '=', s.id).orderBy('version', 'desc').limit(1).executeTakeFirst();
  const total = questionLimit({ keyQuestions: s.key_questions, totalQuestions: s.total_questions, paid: isPaid(user) });
  return {
    session: {
      id: s.id,
      title: s.title,
      status: s.status,
      productIdea: s.product_idea,
      targetAudience: s.target_audience,
      additionalContext: s.additional_context,
      keyQuestions: s.key_questions,
      plannedQuestions: plannedQuestions(s.key_questions),
      tags: s.tags,
      autoAdvance: s.auto_advance,
      discussEach: s.discuss_each,
      keyQuestionKinds: (s.key_question_kinds ?? []) as KeyQuestionKind[],
      briefPrice: sessionPrice(s) as BriefPriceInput | null,
      participants,
      createdAt: s.created_at.toISOString(),
      lastSavedAt: s.last_saved_at?.toISOString() ?? null,
    },
    messages: t.messages,
    pending: t.pending,
    progress: { asked: t.asked, total, current: currentQuestionNumber(t.asked, total), complete: t.asked >= total },
    usage: t.usage,
    provider: { name: deps.config.LLM_PROVIDER, simulated: deps.config.LLM_PROVIDER === 'offline' },
    report: report ?? null,
  };
}
