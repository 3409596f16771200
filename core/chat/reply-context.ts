import type { Db } from '../../db/client.js';
import type { Avatar, Session } from '../../db/types.js';
import { loadParticipants, type Participant } from './participants.js';
import type { DiscussionEntry, ProjectContext } from './prompt.js';
import { formatValue, specOf, type AnswerValue, type QuestionSpec } from './question-kinds.js';
import { sessionPrice } from './question-spec.js';
import { placeOf, questionColumns, type AnswerPlace } from './transcript.js';

/** One first-round answer under discussion, with its value's chip when the question is structured. */
export interface RoundAnswer {
  avatarId: string;
  name: string;
  isSelf: boolean;
  text: string;
  value: AnswerValue | null;
  label: string | null;
}

export interface ReplyContext {
  session: Session;
  question: { id: string; number: number; text: string; spec: QuestionSpec };
  place: AnswerPlace;
  /** Null when the avatar row no longer exists (the reply cannot be stored). */
  avatar: Avatar | null;
  participants: Participant[];
  project: ProjectContext;
  earlierQuestions: { number: number; text: string }[];
  /**
   * Finished answers to earlier questions, oldest first. Never an answer to this question: a first
   * answer is given independently (no herding on whoever spoke first), and in a discussion round the
   * answers under discussion are in `discussing`.
   */
  discussion: DiscussionEntry[];
  /** A discussion round: the question discussed and every answer it got, this avatar's own included. */
  discussing: { number: number; answers: RoundAnswer[] } | null;
  /** Other participants' answers to the previous question: what the group just said. */
  othersOnPreviousQuestion: { name: string; text: string }[];
}

export const projectOf = (s: Session): ProjectContext => ({
  title: s.title,
  productIdea: s.product_idea,
  targetAudience: s.target_audience,
  additionalContext: s.additional_context,
  tags: s.tags ?? [],
  price: sessionPrice(s),
});

/** Everything one avatar needs to answer one question, read fresh from Postgres (payloads carry ids). */
export async function loadReplyContext(db: Db, questionId: string, avatarId: string): Promise<ReplyContext | null> {
  const question = await db
    .selectFrom('questions')
    .select([...questionColumns, 'session_id'])
    .where('id', '=', questionId)
    .executeTakeFirst();
  if (!question) return null;
  const [session, avatar] = await Promise.all([
    db.selectFrom('sessions').selectAll().where('id', '=', question.session_id).executeTakeFirst(),
    db.selectFrom('avatars').selectAll().where('id', '=', avatarId).executeTakeFirst(),
  ]);
  if (!session) return null;
  const discussed = question.discusses_question_id;
  const [participants, questions, answers] = await Promise.all([
    loadParticipants(db, session),
    db
      .selectFrom('questions')
      .select(['id', 'question_number', 'question_text'])
      .where('session_id', '=', session.id)
      .where('question_number', '<', question.question_number)
      .orderBy('question_number')
      .execute(),
    db
      .selectFrom('avatar_responses')
      .innerJoin('questions', 'questions.id', 'avatar_responses.question_id')
      .select(['avatar_responses.avatar_id', 'avatar_responses.response_text', 'avatar_responses.value', 'questions.question_number', 'questions.id as question_id'])
      .where('avatar_responses.session_id', '=', session.id)
      .where('avatar_responses.status', '=', 'answered')
      .where('questions.question_number', '<', question.question_number)
      .orderBy('questions.question_number')
      .orderBy('avatar_responses.created_at')
      .execute(),
  ]);
  const names = new Map(participants.map((p) => [p.id, p.name]));
  const nameOf = (id: string) => names.get(id) ?? 'Another participant';
  const discussion: DiscussionEntry[] = answers
    .filter((a) => a.question_id !== discussed)
    .map((a) => ({ questionNumber: a.question_number, speaker: nameOf(a.avatar_id), isSelf: a.avatar_id === avatarId, text: a.response_text }));
  const spec = specOf(question.kind, question.spec);
  const discussedNumber = questions.find((q) => q.id === discussed)?.question_number;
  const discussing =
    discussed && discussedNumber !== undefined
      ? {
          number: discussedNumber,
          answers: answers
            .filter((a) => a.question_id === discussed)
            .map((a) => ({
              avatarId: a.avatar_id,
              name: nameOf(a.avatar_id),
              isSelf: a.avatar_id === avatarId,
              text: a.response_text,
              value: a.value,
              label: a.value !== null && spec.kind !== 'open' ? formatValue(spec, a.value) : null,
            })),
        }
      : null;
  const previous = question.question_number - 1;
  return {
    session,
    question: { id: question.id, number: question.question_number, text: question.question_text, spec },
    place: placeOf(question),
    avatar: avatar ?? null,
    participants,
    project: projectOf(session),
    earlierQuestions: questions.map((q) => ({ number: q.question_number, text: q.question_text })),
    discussion,
    discussing,
    othersOnPreviousQuestion: answers.filter((a) => a.question_number === previous && a.avatar_id !== avatarId).map((a) => ({ name: nameOf(a.avatar_id), text: a.response_text })),
  };
}
