import type { Db } from '../../db/client.js';
import type { Avatar, Session } from '../../db/types.js';
import { loadParticipants, type Participant } from './participants.js';
import type { DiscussionEntry, ProjectContext } from './prompt.js';

export interface ReplyContext {
  session: Session;
  question: { id: string; number: number; text: string };
  /** Null when the avatar row no longer exists (the reply cannot be stored). */
  avatar: Avatar | null;
  participants: Participant[];
  project: ProjectContext;
  earlierQuestions: { number: number; text: string }[];
  /** Every finished answer so far, oldest first, up to and including this question's. */
  discussion: DiscussionEntry[];
  /** Other participants' finished answers to this question, in finish order. */
  othersOnThisQuestion: { name: string; text: string }[];
  /** Other participants' answers to the previous question: what the group just said. */
  othersOnPreviousQuestion: { name: string; text: string }[];
}

const projectOf = (s: Session): ProjectContext => ({
  title: s.title,
  productIdea: s.product_idea,
  targetAudience: s.target_audience,
  additionalContext: s.additional_context,
  tags: s.tags ?? [],
});

/** Everything one avatar needs to answer one question, read fresh from Postgres (payloads carry ids). */
export async function loadReplyContext(db: Db, questionId: string, avatarId: string): Promise<ReplyContext | null> {
  const question = await db.selectFrom('questions').selectAll().where('id', '=', questionId).executeTakeFirst();
  if (!question) return null;
  const [session, avatar] = await Promise.all([
    db.selectFrom('sessions').selectAll().where('id', '=', question.session_id).executeTakeFirst(),
    db.selectFrom('avatars').selectAll().where('id', '=', avatarId).executeTakeFirst(),
  ]);
  if (!session) return null;
  const [participants, questions, answers] = await Promise.all([
    loadParticipants(db, session),
    db
      .selectFrom('questions')
      .select(['id', 'question_number', 'question_text'])
      .where('session_id', '=', session.id)
      .where('question_number', '<=', question.question_number)
      .orderBy('question_number')
      .execute(),
    db
      .selectFrom('avatar_responses')
      .innerJoin('questions', 'questions.id', 'avatar_responses.question_id')
      .select(['avatar_responses.avatar_id', 'avatar_responses.response_text', 'questions.question_number', 'questions.id as question_id'])
      .where('avatar_responses.session_id', '=', session.id)
      .where('avatar_responses.status', '=', 'answered')
      .where('questions.question_number', '<=', question.question_number)
      .orderBy('questions.question_number')
      .orderBy('avatar_responses.created_at')
      .execute(),
  ]);
  const names = new Map(participants.map((p) => [p.id, p.name]));
  const discussion: DiscussionEntry[] = answers.map((a) => ({
    questionNumber: a.question_number,
    speaker: names.get(a.avatar_id) ?? 'Another participant',
    isSelf: a.avatar_id === avatarId,
    text: a.response_text,
  }));
  const othersOn = (n: number) =>
    answers
      .filter((a) => a.question_number === n && a.avatar_id !== avatarId)
      .map((a) => ({ name: names.get(a.avatar_id) ?? 'Another participant', text: a.response_text }));
  return {
    session,
    question: { id: question.id, number: question.question_number, text: question.question_text },
    avatar: avatar ?? null,
    participants,
    project: projectOf(session),
    earlierQuestions: questions.filter((q) => q.id !== question.id).map((q) => ({ number: q.question_number, text: q.question_text })),
    discussion,
    othersOnThisQuestion: othersOn(question.question_number),
    othersOnPreviousQuestion: othersOn(question.question_number - 1),
  };
}
