// Re-run panel requests: charged once (`panel-rerun:{id}`), at most one in flight per session, failed
// reruns refunded once; and the state the results page reads.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/client.js';
import type { User } from '../../db/types.js';
import { deductInTx, InsufficientCreditsError, refundInTx } from '../credits/index.js';
import { AppError, notFound } from '../errors.js';
import type { Logger } from '../logger.js';
import type { Queues } from '../queues/index.js';
import type { RealtimeEmitter } from '../realtime.js';
import { requireAnswers, upgradeRequired } from '../reports/request.js';
import { isPaid } from '../users.js';
import { participantIds } from '../chat/participants.js';
import { RERUN_CREDITS_PER_RUN, RERUN_TEXT, rerunCost, type RerunDto, type RerunStateDto, type StabilitySummary } from './contract.js';

export interface RerunDeps {
  db: Db;
  queues: Queues;
  emitter: RealtimeEmitter;
  logger: Logger;
}

/**
 * In one transaction: lock the session, refuse free plans and sessions without answers, charge
 * `runs x 3` credits under `panel-rerun:{id}` and record the rerun; after the commit, enqueue its job.
 * A rerun already in flight for the session is returned uncharged, so a double click pays once.
 */
export async function requestRerun(deps: RerunDeps, user: User, sessionId: string, runs: number): Promise<{ rerunId: string; created: boolean }> {
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const session = await trx.selectFrom('sessions').select('id').where('id', '=', sessionId).where('user_id', '=', user.id).forUpdate().executeTakeFirst();
    if (!session) throw notFound('Session not found');
    if (!isPaid(user)) throw upgradeRequired(RERUN_TEXT.freeFeature);
    const inFlight = await trx.selectFrom('panel_reruns').select('id').where('session_id', '=', sessionId).where('status', '=', 'running').executeTakeFirst();
    if (inFlight) return { rerunId: inFlight.id, created: false, balance: null };
    await requireAnswers(trx, sessionId, RERUN_TEXT.noResponses);

    const rerunId = randomUUID();
    const cost = rerunCost(runs);
    let balance: number;
    try {
      ({ balance } = await deductInTx(trx, { userId: user.id, amount: cost, idempotencyKey: `panel-rerun:${rerunId}`, description: `Re-run panel (${runs} runs)`, sessionId }));
    } catch (err) {
      if (err instanceof InsufficientCreditsError) throw new AppError(402, 'insufficient_credits', RERUN_TEXT.insufficient(runs), { required: cost, available: err.available });
      throw err;
    }
    await trx.insertInto('panel_reruns').values({ id: rerunId, session_id: sessionId, user_id: user.id, runs, cost }).execute();
    return { rerunId, created: true, balance };
  });
  if (outcome.balance !== null) deps.emitter.toUser(user.id, 'credits:changed', { balance: outcome.balance });
  try {
    await deps.queues.enqueue('panel-rerun', { rerunId: outcome.rerunId });
  } catch (err) {
    deps.logger.error({ err, rerunId: outcome.rerunId }, 'enqueueing the panel rerun failed');
  }
  return { rerunId: outcome.rerunId, created: outcome.created };
}

/** A rerun that failed for good: marked failed and refunded in one transaction, once. */
export async function failRerun(deps: Pick<RerunDeps, 'db' | 'emitter'>, rerunId: string, reason: string): Promise<void> {
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const failed = await trx
      .updateTable('panel_reruns')
      .set({ status: 'failed', error: reason.slice(0, 1000), finished_at: new Date() })
      .where('id', '=', rerunId)
      .where('status', '=', 'running')
      .returning('user_id')
      .executeTakeFirst();
    return failed ? refundInTx(trx, `panel-rerun:${rerunId}`) : null;
  });
  if (outcome?.refunded) deps.emitter.toUser(outcome.userId, 'credits:changed', { balance: outcome.balance });
}

/** The newest rerun of the owner's session, with its progress, for the results and report pages. */
export async function rerunState(db: Db, user: Pick<User, 'id'>, sessionId: string): Promise<RerunStateDto> {
  const session = await db
    .selectFrom('sessions')
    .select(['id', 'avatar_details', 'selected_avatars'])
    .where('id', '=', sessionId)
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (!session) throw notFound('Session not found');
  const row = await db.selectFrom('panel_reruns').selectAll().where('session_id', '=', sessionId).orderBy('created_at', 'desc').limit(1).executeTakeFirst();
  if (!row) return { creditsPerRun: RERUN_CREDITS_PER_RUN, rerun: null };
  const [questions, answers] = await Promise.all([
    db.selectFrom('questions').select(sql<number>`count(*)`.as('n')).where('session_id', '=', sessionId).executeTakeFirstOrThrow(),
    db.selectFrom('rerun_answers').select(sql<number>`count(*)`.as('n')).where('rerun_id', '=', row.id).executeTakeFirstOrThrow(),
  ]);
  const rerun: RerunDto = {
    id: row.id,
    runs: row.runs,
    cost: row.cost,
    status: row.status,
    progress: { done: Number(answers.n), total: row.runs * Number(questions.n) * participantIds(session).length },
    summary: (row.summary as StabilitySummary | null) ?? null,
    createdAt: row.created_at.toISOString(),
  };
  return { creditsPerRun: RERUN_CREDITS_PER_RUN, rerun };
}

/** The newest finished rerun's summary for a session (the print view shows it), or null. */
export async function latestStability(db: Db, sessionId: string): Promise<StabilitySummary | null> {
  const row = await db
    .selectFrom('panel_reruns')
    .select('summary')
    .where('session_id', '=', sessionId)
    .where('status', '=', 'done')
    .orderBy('finished_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return (row?.summary as StabilitySummary | undefined) ?? null;
}
