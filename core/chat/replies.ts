import { sql } from 'kysely';
import type { Db } from '../../db/client.js';
import type { RealtimeEmitter } from '../realtime.js';
import type { Participant } from './participants.js';
import type { AnswerValue } from './question-kinds.js';
import { presentAnswer, type AnswerPlace, type AnswerRow } from './transcript.js';

export interface ReplyTarget {
  sessionId: string;
  questionId: string;
  questionNumber: number;
  avatarId: string;
  /** The question's kind and discussion link, for presenting the stored answer. */
  place: AnswerPlace;
}

export interface AnswerInput {
  text: string;
  provider: string;
  model: string;
  usage: { input: number; output: number };
  latencyMs: number;
  /** A structured answer's value, checked against the question before it gets here. */
  value: AnswerValue | null;
  /** Reproducibility (INSIGHT.md rule 7): which prompt, which seed, and whether the reply cache served it. */
  promptVersion?: string;
  seed?: number;
  cached?: boolean;
}

const answerColumns = ['id', 'question_id', 'avatar_id', 'response_text', 'provider', 'tokens_in', 'tokens_out', 'value', 'created_at', 'status'] as const;

export function findReply(db: Db, questionId: string, avatarId: string) {
  return db.selectFrom('avatar_responses').select(answerColumns).where('question_id', '=', questionId).where('avatar_id', '=', avatarId).executeTakeFirst();
}

/**
 * After each stored or skipped reply: the auto-save time (docs/sessions-and-reports.md), and once every participant of the
 * question is settled, the session's current question moves to it (the dashboard reads it). Runs as
 * its own statement after the insert committed, so of two replies finishing together at least the
 * later one sees both rows.
 */
export async function markProgress(db: Db, t: ReplyTarget, participantCount: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({
      last_saved_at: new Date(),
      current_question: sql<number>`CASE WHEN (SELECT count(*) FROM avatar_responses WHERE question_id = ${t.questionId}) >= ${participantCount}
        THEN GREATEST(current_question, ${t.questionNumber}) ELSE current_question END`,
    })
    .where('id', '=', t.sessionId)
    .execute();
}

/**
 * Stores the answer once: a re-run that finishes after another run already stored one keeps the first
 * (unique question and avatar) and announces that stored row, so every browser shows the same text.
 */
export async function storeAnswer(db: Db, t: ReplyTarget, a: AnswerInput): Promise<AnswerRow & { status: string }> {
  const inserted = await db
    .insertInto('avatar_responses')
    .values({
      question_id: t.questionId,
      session_id: t.sessionId,
      avatar_id: t.avatarId,
      response_text: a.text,
      status: 'answered',
      provider: a.provider,
      model: a.model,
      tokens_in: a.usage.input,
      tokens_out: a.usage.output,
      latency_ms: Math.round(a.latencyMs),
      value: a.value === null ? null : JSON.stringify(a.value),
      prompt_version: a.promptVersion ?? null,
      seed: a.seed ?? null,
      cached: a.cached ?? false,
    })
    .onConflict((oc) => oc.columns(['question_id', 'avatar_id']).doNothing())
    .returning(answerColumns)
    .executeTakeFirst();
  return inserted ?? (await findReply(db, t.questionId, t.avatarId))!;
}

export function announceAnswer(emitter: RealtimeEmitter, t: ReplyTarget, row: AnswerRow, who: Participant | undefined): void {
  emitter.toSession(t.sessionId, 'reply:done', { sessionId: t.sessionId, message: presentAnswer(row, t.place, who) });
}

/**
 * The silent skip of docs/sessions-and-reports.md, recorded: a reply that failed for good becomes a `skipped` row (so the round
 * can complete and nobody retries it) and the room hears `reply:skipped`. If an answer was stored in
 * the meantime, that answer is announced instead.
 */
export async function recordSkip(
  deps: { db: Db; emitter: RealtimeEmitter },
  t: ReplyTarget,
  why: { error: string; provider?: string; model?: string; latencyMs?: number },
  who: Participant | undefined,
  participantCount: number,
): Promise<'skipped' | 'answered'> {
  const inserted = await deps.db
    .insertInto('avatar_responses')
    .values({
      question_id: t.questionId,
      session_id: t.sessionId,
      avatar_id: t.avatarId,
      response_text: '',
      status: 'skipped',
      error: why.error.slice(0, 500),
      provider: why.provider ?? null,
      model: why.model ?? null,
      latency_ms: Math.round(why.latencyMs ?? 0),
    })
    .onConflict((oc) => oc.columns(['question_id', 'avatar_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) {
    const existing = await findReply(deps.db, t.questionId, t.avatarId);
    if (existing?.status === 'answered') {
      announceAnswer(deps.emitter, t, existing, who);
      return 'answered';
    }
  }
  deps.emitter.toSession(t.sessionId, 'reply:skipped', { sessionId: t.sessionId, questionId: t.questionId, avatarId: t.avatarId });
  await markProgress(deps.db, t, participantCount);
  return 'skipped';
}
