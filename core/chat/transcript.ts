import { sql } from 'kysely';
import type { Db } from '../../db/client.js';
import type { ChatMessageDto } from '../events.js';
import type { ReplyDrafts } from './drafts.js';
import type { Participant, PendingReply } from './contract.js';
import { formatValue, specOf, type AnswerValue, type QuestionSpec } from './question-kinds.js';

export interface QuestionRow {
  id: string;
  question_text: string;
  question_number: number;
  kind: string;
  spec: unknown;
  discusses_question_id: string | null;
  created_at: Date;
}

export const questionColumns = ['id', 'question_text', 'question_number', 'kind', 'spec', 'discusses_question_id', 'created_at'] as const;

export interface AnswerRow {
  id: string;
  question_id: string;
  avatar_id: string;
  response_text: string;
  provider: string | null;
  tokens_in: number;
  tokens_out: number;
  value: AnswerValue | null;
  created_at: Date;
}

/** Where an answer belongs: its question's number, kind and discussion link. */
export interface AnswerPlace {
  questionNumber: number;
  spec: QuestionSpec;
  discussesQuestionId: string | null;
}

export const placeOf = (q: QuestionRow): AnswerPlace => ({ questionNumber: q.question_number, spec: specOf(q.kind, q.spec), discussesQuestionId: q.discusses_question_id });

/** The user's question as a chat message (the same shape over REST and in `question:created`). */
export function presentQuestion(q: QuestionRow, userName: string): ChatMessageDto {
  const spec = specOf(q.kind, q.spec);
  return {
    ...(spec.kind !== 'open' && { spec }),
    ...(q.discusses_question_id && { discussesQuestionId: q.discusses_question_id }),
    id: q.id,
    questionId: q.id,
    questionNumber: q.question_number,
    isUser: true,
    avatarId: null,
    name: userName,
    avatarImage: null,
    message: q.question_text,
    timestamp: q.created_at.toISOString(),
  };
}

/** An avatar's stored answer as a chat message (the same shape over REST and in `reply:done`). */
export function presentAnswer(a: AnswerRow, place: AnswerPlace, who: Pick<Participant, 'name' | 'avatarImage'> | undefined): ChatMessageDto {
  return {
    ...(a.value !== null && place.spec.kind !== 'open' && { value: { value: a.value, label: formatValue(place.spec, a.value) } }),
    ...(place.discussesQuestionId && { discussesQuestionId: place.discussesQuestionId }),
    id: a.id,
    questionId: a.question_id,
    questionNumber: place.questionNumber,
    isUser: false,
    avatarId: a.avatar_id,
    name: who?.name ?? 'Participant',
    avatarImage: who?.avatarImage ?? null,
    message: a.response_text,
    timestamp: a.created_at.toISOString(),
    simulated: a.provider === 'offline',
    usage: { input: a.tokens_in, output: a.tokens_out },
  };
}

export interface Transcript {
  messages: ChatMessageDto[];
  /** Replies of asked questions that are neither stored nor skipped yet. */
  pending: PendingReply[];
  usage: { input: number; output: number };
  /** Questions asked so far (the count of user messages). */
  asked: number;
}

/**
 * The conversation in the order it happened: each question, and the answers in the order they were
 * finished (stored). Skipped replies are not messages (the silent skip of docs/sessions-and-reports.md) and are not pending.
 */
export async function loadTranscript(db: Db, drafts: ReplyDrafts, sessionId: string, participants: Participant[], userName: string): Promise<Transcript> {
  const [questions, answers, usage] = await Promise.all([
    db.selectFrom('questions').select(questionColumns).where('session_id', '=', sessionId).orderBy('question_number').execute(),
    db
      .selectFrom('avatar_responses')
      .select(['id', 'question_id', 'avatar_id', 'response_text', 'provider', 'tokens_in', 'tokens_out', 'value', 'created_at', 'status'])
      .where('session_id', '=', sessionId)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('avatar_responses')
      .select([sql<number>`coalesce(sum(tokens_in), 0)`.as('input'), sql<number>`coalesce(sum(tokens_out), 0)`.as('output')])
      .where('session_id', '=', sessionId)
      .executeTakeFirstOrThrow(),
  ]);
  const byId = new Map(participants.map((p) => [p.id, p]));
  const places = new Map(questions.map((q) => [q.id, placeOf(q)]));
  const messages = [
    ...questions.map((q) => presentQuestion(q, userName)),
    ...answers.filter((a) => a.status === 'answered').map((a) => presentAnswer(a, places.get(a.question_id)!, byId.get(a.avatar_id))),
  ].sort((x, y) => x.timestamp.localeCompare(y.timestamp) || Number(y.isUser) - Number(x.isUser));

  const settled = new Set(answers.map((a) => `${a.question_id}:${a.avatar_id}`));
  const pending: PendingReply[] = [];
  for (const q of questions) {
    const open = participants.filter((p) => !settled.has(`${q.id}:${p.id}`));
    if (!open.length) continue;
    const live = await drafts.forQuestion(q.id);
    for (const p of open) {
      const d = live.get(p.id);
      pending.push({ questionId: q.id, avatarId: p.id, state: d ? 'typing' : 'queued', runId: d?.runId ?? null, seq: d?.seq ?? 0, text: d?.text ?? '' });
    }
  }
  return { messages, pending, usage: { input: usage.input, output: usage.output }, asked: questions.length };
}
