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

/** An answer to an earlier question, as a participant may hear it. */
export interface HeardAnswer {
  questionId: string;
  questionNumber: number;
  avatarId: string;
  text: string;
  value: AnswerValue | null;
}

export type Hearing = Pick<ReplyContext, 'discussion' | 'discussing' | 'othersOnPreviousQuestion'>;

/**
 * What one participant hears before answering, from the answers to earlier questions (oldest first).
 * The live session and a rerun of the panel both build it here, so a rerun asks a discussion round as
 * the session asked it: over that run's own answers to the question discussed.
 */
export function hearingOf(input: {
  avatarId: string;
  question: { number: number; spec: QuestionSpec; discussesQuestionId: string | null };
  earlier: { id: string; number: number }[];
  answers: HeardAnswer[];
  nameOf: (avatarId: string) => string;
}): Hearing {
  const { avatarId, question, answers, nameOf } = input;
  const discussed = question.discussesQuestionId;
  const discussedNumber = input.earlier.find((q) => q.id === discussed)?.number;
  return {
    discussion: answers
      .filter((a) => a.questionId !== discussed)
      .map((a) => ({ questionNumber: a.questionNumber, speaker: nameOf(a.avatarId), isSelf: a.avatarId === avatarId, text: a.text })),
    discussing:
      discussed && discussedNumber !== undefined
        ? {
            number: discussedNumber,
            answers: answers
              .filter((a) => a.questionId === discussed)
              .map((a) => ({
                avatarId: a.avatarId,
                name: nameOf(a.avatarId),
                isSelf: a.avatarId === avatarId,
                text: a.text,
                value: a.value,
                label: a.value !== null && question.spec.kind !== 'open' ? formatValue(question.spec, a.value) : null,
              })),
          }
        : null,
    othersOnPreviousQuestion: answers.filter((a) => a.questionNumber === question.number - 1 && a.avatarId !== avatarId).map((a) => ({ name: nameOf(a.avatarId), text: a.text })),
  };
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
  const spec = specOf(question.kind, question.spec);
  const heard = hearingOf({
    avatarId,
    question: { number: question.question_number, spec, discussesQuestionId: question.discusses_question_id },
    earlier: questions.map((q) => ({ id: q.id, number: q.question_number })),
    answers: answers.map((a) => ({ questionId: a.question_id, questionNumber: a.question_number, avatarId: a.avatar_id, text: a.response_text, value: a.value })),
    nameOf: (id) => names.get(id) ?? 'Another participant',
  });
  return {
    session,
    question: { id: question.id, number: question.question_number, text: question.question_text, spec },
    place: placeOf(question),
    avatar: avatar ?? null,
    participants,
    project: projectOf(session),
    earlierQuestions: questions.map((q) => ({ number: q.question_number, text: q.question_text })),
    ...heard,
  };
}
