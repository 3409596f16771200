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
import { presentQuestion } from './transcript.js';

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

export interface AskInput {
  text: string;
  /**
   * The number the browser believes it is asking (auto-sent and auto-advanced questions send it):
   * when that question already exists (a second tab sent it first) the existing one is answered back
   * instead of asking twice.
   */
  questionNumber?: number;
}

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

/**
 * Records the owner's question and starts one reply per avatar. The question row is committed first
 * and the jobs are enqueued after: if the process dies in between, the maintenance sweeper finds the
 * question without jobs and enqueues them.
 */
export async function askQuestion(deps: AskDeps, user: User, sessionId: string, input: AskInput): Promise<AskResult> {
  const text = input.text.trim();
  const outcome = await deps.db.transaction().execute(async (trx) => {
    // The row lock serialises two questions sent at once, so numbering and the limit hold.
    const session = await trx.selectFrom('sessions').selectAll().where('id', '=', sessionId).where('user_id', '=', user.id).forUpdate().executeTakeFirst();
    if (!session) throw notFound('Session not found');
    const asked = await trx.selectFrom('questions').select(['id', 'question_number']).where('session_id', '=', sessionId).orderBy('question_number').execute();
    if (input.questionNumber !== undefined) {
      const existing = asked.find((q) => q.question_number === input.questionNumber);
      if (existing) return { session, question: null, existing };
    }
    const limit = questionLimit({ keyQuestions: session.key_questions, totalQuestions: session.total_questions, paid: isPaid(user) });
    const refusal = askRefusal({ status: session.status, asked: asked.length, limit, owed: await owedReplies(trx, session, asked.at(-1)?.id) });
    if (refusal) throw new AppError(409, refusal.code, refusal.message);
    const number = asked.length + 1;
    if (input.questionNumber !== undefined && input.questionNumber !== number) {
      throw new AppError(409, 'question_out_of_order', `Question ${input.questionNumber} cannot be asked yet.`);
    }
    const question = await trx
      .insertInto('questions')
      .values({ session_id: sessionId, question_text: text, question_number: number })
      .returning(['id', 'question_text', 'question_number', 'created_at'])
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
