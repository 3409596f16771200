import { sql } from 'kysely';
import type { Db } from '../../db/client.js';
import type { Logger } from '../logger.js';
import { jobs, type Queues } from '../queues/index.js';
import type { RealtimeEmitter } from '../realtime.js';
import { loadParticipants } from './participants.js';
import { recordSkip } from './replies.js';
import { placeOf, questionColumns } from './transcript.js';

export interface SweepDeps {
  db: Db;
  queues: Queues;
  emitter: RealtimeEmitter;
  logger: Logger;
}

export interface SweepOptions {
  /** Questions younger than this are left alone: the api is still enqueueing their jobs. */
  graceMs?: number;
  /** Older questions are history; a reply nobody produced in a day is not worth writing now. */
  lookbackMs?: number;
  limit?: number;
}

interface OpenReply {
  question_id: string;
  question_number: number;
  session_id: string;
  avatar_id: string;
}

/**
 * The recorded intent is the question row; a reply is owed for every participant until a response row
 * (answered or skipped) exists. For each owed reply: no job at all (a crash between commit and
 * enqueue, or Redis lost its data) -> enqueue it; a job that failed for good without recording its
 * skip (its worker died on the last try) -> record the skip. Live jobs are left alone. Idempotent.
 */
export async function sweepReplies(deps: SweepDeps, opts: SweepOptions = {}): Promise<{ enqueued: number; skipped: number }> {
  const grace = opts.graceMs ?? 30_000;
  const lookback = opts.lookbackMs ?? 24 * 3600_000;
  const open = await sql<OpenReply>`
    SELECT q.id AS question_id, q.question_number, q.session_id, p.avatar_id
    FROM questions q
    JOIN sessions s ON s.id = q.session_id
    CROSS JOIN LATERAL unnest(COALESCE(
      CASE WHEN jsonb_typeof(s.avatar_details) = 'array'
        THEN (SELECT array_agg((d->>'id')::uuid) FROM jsonb_array_elements(s.avatar_details) d) END,
      s.selected_avatars)) AS p(avatar_id)
    JOIN avatars a ON a.id = p.avatar_id
    WHERE q.created_at > now() - make_interval(secs => ${lookback / 1000})
      AND q.created_at < now() - make_interval(secs => ${grace / 1000})
      AND NOT EXISTS (SELECT 1 FROM avatar_responses r WHERE r.question_id = q.id AND r.avatar_id = p.avatar_id)
    ORDER BY q.created_at
    LIMIT ${opts.limit ?? 1000}
  `.execute(deps.db);

  const queue = deps.queues.get(jobs['avatar-reply'].queue);
  let enqueued = 0;
  let skipped = 0;
  for (const r of open.rows) {
    const payload = { questionId: r.question_id, avatarId: r.avatar_id };
    const job = await queue.getJob(jobs['avatar-reply'].jobId!(payload));
    if (!job) {
      await deps.queues.enqueue('avatar-reply', payload);
      enqueued++;
      continue;
    }
    if ((await job.getState()) !== 'failed') continue;
    const session = await deps.db.selectFrom('sessions').select(['avatar_details', 'selected_avatars']).where('id', '=', r.session_id).executeTakeFirst();
    if (!session) continue;
    const question = await deps.db.selectFrom('questions').select(questionColumns).where('id', '=', r.question_id).executeTakeFirstOrThrow();
    const participants = await loadParticipants(deps.db, session);
    const target = { sessionId: r.session_id, questionId: r.question_id, questionNumber: r.question_number, avatarId: r.avatar_id, place: placeOf(question) };
    await recordSkip(
      deps,
      target,
      { error: job.failedReason || 'the reply job failed' },
      participants.find((p) => p.id === r.avatar_id),
      participants.length,
    );
    skipped++;
  }
  return { enqueued, skipped };
}
