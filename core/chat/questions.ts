import { AppError, notFound } from '../errors.js';
import type { Logger } from '../logger.js';
import type { Queues } from '../queues/index.js';
import type { RealtimeEmitter } from '../realtime.js';
import type { Db } from '../../db/client.js';
import type { Transaction } from 'kysely';
import type { Database, Session, User } from '../../db/types.js';
import { askRefusal } from './ask-rule.js';
import { isPaid } from '../users.js';
import { participantIds } from './participants.js';
import { questionLimit } from './question-plan.js';
import { settingsOf, specOf, type QuestionSpec } from './question-kinds.js';
import { resolveSpec, type KindInput } from './question-spec.js';
import { presentQuestion, questionColumns, type QuestionRow } from './transcript.js';

/** Replies of the question neither stored nor recorded as skipped (both leave an avatar_responses row). */
async function owedReplies(trx: Transaction<Database>, session: Session, questionId: string | undefined): Promise<number> {
  if (!questionId) return 0;
  const ids = participantIds(session);
  if (!ids.length) return 0;
  const settled = await trx.selectFrom('avatar_responses').select('avatar_id').where('question_id', '=', questionId).execute();
  const done = new Set(settled.map((r) => r.avatar_id));
  return ids.filter((id) => !done.has(id)).length;
}

export interface AskDeps {
  db: Db;
  queues: Queues;
  emitter: RealtimeEmitter;
  logger: Logger;
}

interface AskInput {
  text: string;
  /**
   * The number the browser believes it is asking (auto-sent and auto-advanced questions send it):
   * when that question already exists (a second tab sent it first) the existing one is answered back
   * instead of asking twice.
   */
  questionNumber?: number;
}

export type AskKindInput = AskInput & KindInput;

export interface AskResult {
  questionId: string;
  questionNumber: number;
  created: boolean;
}

export const displayName = (u: Pick<User, 'full_name' | 'email'>) => u.full_name?.trim() || u.email.split('@')[0] || 'You';

/** One reply job per participant. The job ids make this safe to call again for the same question. */
export async function enqueueReplies(queues: Queues, questionId: string, avatarIds: string[]): Promise<void> {
  await Promise.all(avatarIds.map((avatarId) => queues.enqueue('avatar-reply', { questionId, avatarId })));
}

interface NewQuestion {
  text: string;
  spec: QuestionSpec;
  discussesQuestionId: string | null;
}

type Planned = { existing: { id: string; question_number: number } } | NewQuestion;

/**
 * Records a question (or a discussion round, which counts toward the limit like one) and starts one
 * reply per avatar. The row is committed first and the jobs are enqueued after: if the process dies in
 * between, the maintenance sweeper finds the question without jobs and enqueues them.
 */
async function recordQuestion(
  deps: AskDeps,
  user: User,
  sessionId: string,
  questionNumber: number | undefined,
  plan: (trx: Transaction<Database>, session: Session) => Promise<Planned>,
): Promise<AskResult> {
  const outcome = await deps.db.transaction().execute(async (trx) => {
    // The row lock serialises two questions sent at once, so numbering and the limit hold.
    const session = await trx.selectFrom('sessions').selectAll().where('id', '=', sessionId).where('user_id', '=', user.id).forUpdate().executeTakeFirst();
    if (!session) throw notFound('Session not found');
    const asked = await trx.selectFrom('questions').select(['id', 'question_number']).where('session_id', '=', sessionId).orderBy('question_number').execute();
    if (questionNumber !== undefined) {
      const existing = asked.find((q) => q.question_number === questionNumber);
      if (existing) return { session, question: null, existing };
    }
    const planned = await plan(trx, session);
    if ('existing' in planned) return { session, question: null, existing: planned.existing };
    const limit = questionLimit({ keyQuestions: session.key_questions, totalQuestions: session.total_questions, paid: isPaid(user) });
    const refusal = askRefusal({ status: session.status, asked: asked.length, limit, owed: await owedReplies(trx, session, asked.at(-1)?.id) });
    if (refusal) throw new AppError(409, refusal.code, refusal.message);
    const number = asked.length + 1;
    if (questionNumber !== undefined && questionNumber !== number) {
      throw new AppError(409, 'question_out_of_order', `Question ${questionNumber} cannot be asked yet.`);
    }
    const settings = settingsOf(planned.spec);
    const question: QuestionRow = await trx
      .insertInto('questions')
      .values({
        session_id: sessionId,
        question_text: planned.text,
        question_number: number,
        kind: planned.spec.kind,
        spec: settings && JSON.stringify(settings),
        discusses_question_id: planned.discussesQuestionId,
      })
      .returning(questionColumns)
      .executeTakeFirstOrThrow();
    await trx.updateTable('sessions').set({ updated_at: new Date(), last_saved_at: new Date() }).where('id', '=', sessionId).execute();
    return { session, question, existing: null };
  });

  if (outcome.existing) return { questionId: outcome.existing.id, questionNumber: outcome.existing.question_number, created: false };
  const question = outcome.question!;
  deps.emitter.toSession(sessionId, 'question:created', { sessionId, message: presentQuestion(question, displayName(user)) });
  try {
    await enqueueReplies(deps.queues, question.id, participantIds(outcome.session));
  } catch (err) {
    // The question is recorded; the sweeper enqueues its replies once Redis answers again. Failing the
    // request now would only invite the user to ask the same question twice.
    deps.logger.error({ err, questionId: question.id }, 'enqueueing replies failed; the sweeper will retry');
  }
  return { questionId: question.id, questionNumber: question.question_number, created: true };
}

/** The owner's question, of the kind asked (or of its key question's kind). */
export function askQuestion(deps: AskDeps, user: User, sessionId: string, input: AskKindInput): Promise<AskResult> {
  const text = input.text.trim();
  return recordQuestion(deps, user, sessionId, input.questionNumber, async (_trx, session) => ({ text, spec: resolveSpec(session, text, input), discussesQuestionId: null }));
}

/**
 * A discussion round on an answered question: the same question again, each avatar now hearing all
 * the answers. One per question: a second click (or a second tab) gets the round already started.
 */
export function discussQuestion(deps: AskDeps, user: User, sessionId: string, questionId: string, questionNumber?: number): Promise<AskResult> {
  return recordQuestion(deps, user, sessionId, questionNumber, async (trx, session) => {
    const q = await trx.selectFrom('questions').select(questionColumns).where('id', '=', questionId).where('session_id', '=', session.id).executeTakeFirst();
    if (!q) throw notFound('Question not found');
    if (q.discusses_question_id) throw new AppError(409, 'not_discussable', 'A discussion round cannot be discussed again.');
    const round = await trx.selectFrom('questions').select(['id', 'question_number']).where('discusses_question_id', '=', q.id).executeTakeFirst();
    if (round) return { existing: round };
    const answered = await trx.selectFrom('avatar_responses').select('id').where('question_id', '=', q.id).where('status', '=', 'answered').executeTakeFirst();
    if (!answered) throw new AppError(409, 'nothing_to_discuss', 'This question has no answers to discuss yet.');
    return { text: q.question_text, spec: specOf(q.kind, q.spec), discussesQuestionId: q.id };
  });
}
