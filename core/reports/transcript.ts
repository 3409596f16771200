import type { Db } from '../../db/client.js';
import type { AvatarDetail } from '../../db/types.js';
import { participantIds } from '../chat/participants.js';
import { specOf, type AnswerValue, type QuestionSpec } from '../chat/question-kinds.js';
import { sessionPrice } from '../chat/question-spec.js';

interface TranscriptAvatar {
  id: string;
  name: string;
  jobTitle: string | null;
  age: number | null;
  location: string | null;
  image: string | null;
}

interface TranscriptQuestion {
  id: string;
  number: number;
  text: string;
  /** The kind and its settings; absent means open (older transcripts, fixtures). */
  spec?: QuestionSpec;
  /** A discussion round: the question it discusses. */
  discussesQuestionId?: string | null;
}

interface TranscriptResponse {
  id: string;
  questionId: string;
  avatarId: string;
  text: string;
  status: 'answered' | 'skipped';
  /** A structured answer's value (scale point, option, amount). */
  value?: AnswerValue | null;
}

export interface Transcript {
  session: {
    id: string;
    userId: string;
    title: string | null;
    productIdea: string | null;
    targetAudience: string | null;
    additionalContext: string | null;
    websites: string | null;
    tags: string[];
    totalQuestions: number;
    createdAt: Date;
    /** The brief's price: the wizard's price field, else the first price the brief states. */
    price?: { amount: number; currency: string; period: string } | null;
  };
  questions: TranscriptQuestion[];
  avatars: TranscriptAvatar[];
  responses: TranscriptResponse[];
  /** Who wrote the answers, grouped: provider, model, prompt version and seed (reproducible runs). */
  replyRuns: ReplyRun[];
}

export interface ReplyRun {
  provider: string | null;
  model: string | null;
  promptVersion: string | null;
  seed: number | null;
  answers: number;
  /** Of those, served from the reply cache (an identical earlier call). */
  cached: number;
}

/**
 * The whole conversation of one session, read from Postgres: questions in order, the panel in the
 * order it was picked, every stored reply. The report is built from this and nothing else.
 */
export async function loadTranscript(db: Db, sessionId: string): Promise<Transcript | null> {
  const s = await db.selectFrom('sessions').selectAll().where('id', '=', sessionId).executeTakeFirst();
  if (!s) return null;
  const [questions, responses] = await Promise.all([
    db
      .selectFrom('questions')
      .select(['id', 'question_number', 'question_text', 'kind', 'spec', 'discusses_question_id'])
      .where('session_id', '=', sessionId)
      .orderBy('question_number')
      .execute(),
    db
      .selectFrom('avatar_responses')
      .select(['id', 'question_id', 'avatar_id', 'response_text', 'status', 'value', 'provider', 'model', 'prompt_version', 'seed', 'cached'])
      .where('session_id', '=', sessionId)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
  ]);
  // The panel as the session shows it, plus anyone who answered without being listed (never expected,
  // but an answer must never vanish from its report).
  const ids = [...new Set([...participantIds(s), ...responses.map((r) => r.avatar_id)])];
  const rows = ids.length ? await db.selectFrom('avatars').select(['id', 'name', 'job_title', 'age', 'location', 'avatar_image_url']).where('id', 'in', ids).execute() : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const details = new Map((s.avatar_details ?? []).map((d: AvatarDetail) => [d.id, d]));
  const avatars: TranscriptAvatar[] = ids.flatMap((id) => {
    const a = byId.get(id);
    const d = details.get(id);
    if (!a && !d) return [];
    return [
      {
        id,
        // The start snapshot names the group the user paid for; the avatars table fills in the rest.
        name: d?.name || a!.name,
        jobTitle: a?.job_title ?? d?.expertise ?? null,
        age: a?.age ?? null,
        location: a?.location ?? null,
        image: d?.avatarImage ?? a?.avatar_image_url ?? null,
      },
    ];
  });
  return {
    session: {
      id: s.id,
      userId: s.user_id,
      title: s.title,
      productIdea: s.product_idea,
      targetAudience: s.target_audience ?? s.customer_avatar,
      additionalContext: s.additional_context,
      websites: s.websites,
      tags: s.tags,
      totalQuestions: s.total_questions,
      createdAt: s.created_at,
      price: sessionPrice(s),
    },
    questions: questions.map((q) => ({ id: q.id, number: q.question_number, text: q.question_text, spec: specOf(q.kind, q.spec), discussesQuestionId: q.discusses_question_id })),
    avatars,
    responses: responses.map((r) => ({ id: r.id, questionId: r.question_id, avatarId: r.avatar_id, text: r.response_text, status: r.status, value: r.value })),
    replyRuns: groupReplyRuns(responses.filter((r) => r.status === 'answered')),
  };
}

/** Answered replies grouped by provider, model, prompt version and seed, in the order first seen. */
function groupReplyRuns(rows: { provider: string | null; model: string | null; prompt_version: string | null; seed: number | null; cached: boolean }[]): ReplyRun[] {
  const runs = new Map<string, ReplyRun>();
  for (const r of rows) {
    const key = JSON.stringify([r.provider, r.model, r.prompt_version, r.seed]);
    const run = runs.get(key) ?? { provider: r.provider, model: r.model, promptVersion: r.prompt_version, seed: r.seed, answers: 0, cached: 0 };
    run.answers += 1;
    if (r.cached) run.cached += 1;
    runs.set(key, run);
  }
  return [...runs.values()];
}
