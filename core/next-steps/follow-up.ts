import { AppError } from '../errors.js';
import { deductInTx, InsufficientCreditsError } from '../credits/index.js';
import { participantIds } from '../chat/participants.js';
import { questionLimit } from '../chat/question-plan.js';
import { displayName, enqueueReplies, type AskDeps } from '../chat/questions.js';
import { presentQuestion, questionColumns } from '../chat/transcript.js';
import { findOwnSession } from '../sessions/drafts.js';
import { isPaid } from '../users.js';
import type { User } from '../../db/types.js';

const FOLLOW_UP_FEATURE = 'ask follow-up questions';

export interface FollowUpResult {
  questionId: string;
  questionNumber: number;
  charged: number;
}

/**
 * Ask Follow-Up: one more question to the same panel once the planned questions are answered. It
 * opens a new round, charged like one: the session's start price (2 credits per extra or premium
 * avatar; nothing for a panel of four standard avatars), keyed per question so a retry charges once.
 * The session goes back to active with one more question; once answered, a new report version can
 * include it.
 */
export async function askFollowUp(deps: AskDeps, user: User, sessionId: string, text: string): Promise<FollowUpResult> {
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const s = await findOwnSession(trx, user.id, sessionId, { forUpdate: true });
    if (!isPaid(user)) throw new AppError(403, 'upgrade_required', 'Follow-up questions require a paid plan. Please upgrade to continue.', { feature: FOLLOW_UP_FEATURE });
    if (s.status === 'draft') throw new AppError(409, 'session_not_started', 'Start the session before asking questions.');
    const asked = await trx.selectFrom('questions').select('question_number').where('session_id', '=', sessionId).execute();
    const limit = questionLimit({ keyQuestions: s.key_questions, totalQuestions: s.total_questions, paid: true });
    if (asked.length < limit) throw new AppError(409, 'session_in_progress', 'Finish the planned questions before asking a follow-up.');
    const number = asked.length + 1;
    const price = s.start_cost ?? 0;
    if (price > 0) {
      try {
        await deductInTx(trx, { userId: user.id, amount: price, idempotencyKey: `follow-up:${sessionId}:${number}`, description: 'Follow-up question', sessionId });
      } catch (err) {
        if (err instanceof InsufficientCreditsError) {
          throw new AppError(402, 'insufficient_credits', `You need ${price} credits to ask this panel a follow-up question. Please purchase more credits.`, { required: price });
        }
        throw err;
      }
    }
    const question = await trx
      .insertInto('questions')
      .values({ session_id: sessionId, question_text: text, question_number: number })
      .returning(questionColumns)
      .executeTakeFirstOrThrow();
    const now = new Date();
    await trx
      .updateTable('sessions')
      .set({ status: 'active', total_questions: number, current_question: number, updated_at: now, last_saved_at: now })
      .where('id', '=', sessionId)
      .execute();
    const balance = price > 0 ? (await trx.selectFrom('users').select('credits').where('id', '=', user.id).executeTakeFirstOrThrow()).credits : null;
    return { session: s, question, price, balance };
  });

  const { session, question, price, balance } = outcome;
  if (balance !== null) deps.emitter.toUser(user.id, 'credits:changed', { balance });
  deps.emitter.toSession(sessionId, 'question:created', { sessionId, message: presentQuestion(question, displayName(user)) });
  try {
    await enqueueReplies(deps.queues, question.id, participantIds(session));
  } catch (err) {
    // Recorded and paid for: the replies sweeper enqueues the jobs once Redis answers again.
    deps.logger.error({ err, questionId: question.id }, 'enqueueing follow-up replies failed; the sweeper will retry');
  }
  return { questionId: question.id, questionNumber: question.question_number, charged: price };
}
