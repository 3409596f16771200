import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/client.js';
import type { User } from '../../db/types.js';
import { deductInTx, InsufficientCreditsError } from '../credits/index.js';
import { AppError, notFound } from '../errors.js';
import type { Logger } from '../logger.js';
import type { Queues } from '../queues/index.js';
import type { RealtimeEmitter } from '../realtime.js';
import { isPaid } from '../users.js';
import { DEFAULT_REPORT_TITLE, REPORT_COST, REPORT_TEXT } from './contract.js';

export interface RequestDeps {
  db: Db;
  queues: Queues;
  emitter: RealtimeEmitter;
  logger: Logger;
}

export interface ReportRequest {
  reportId: string;
  /** False when a report of this session was already being generated: nothing new was charged. */
  created: boolean;
}

export const upgradeRequired = (feature: string) => new AppError(403, 'upgrade_required', 'This feature requires a paid plan. Please upgrade to continue.', { feature });

/**
 * Starts a report (or a new version of one): in one transaction, charge 5 credits under the key
 * `report:{reportId}` and record the report as generating; after the commit, enqueue its job.
 *
 * The session row is locked FOR UPDATE first, so two clicks at once are serialised: the second finds
 * the first one's report still generating and gets its id back, uncharged. One report, one charge.
 */
/** Refuses (409 `no_responses`) work over a session no participant has answered yet. */
export async function requireAnswers(db: Db, sessionId: string, message: string): Promise<void> {
  const answered = await db
    .selectFrom('avatar_responses')
    .select(sql<number>`count(*)`.as('n'))
    .where('session_id', '=', sessionId)
    .where('status', '=', 'answered')
    .executeTakeFirstOrThrow();
  if (Number(answered.n) === 0) throw new AppError(409, 'no_responses', message);
}

export async function requestReport(deps: RequestDeps, user: User, sessionId: string): Promise<ReportRequest> {
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const session = await trx.selectFrom('sessions').select(['id', 'title']).where('id', '=', sessionId).where('user_id', '=', user.id).forUpdate().executeTakeFirst();
    if (!session) throw notFound('Session not found');
    if (!isPaid(user)) throw upgradeRequired(REPORT_TEXT.freeReportsFeature);

    const inFlight = await trx.selectFrom('reports').select('id').where('session_id', '=', sessionId).where('status', '=', 'generating').executeTakeFirst();
    if (inFlight) return { reportId: inFlight.id, created: false, balance: null };

    await requireAnswers(trx, sessionId, REPORT_TEXT.noResponses);

    const reportId = randomUUID();
    let balance: number;
    try {
      ({ balance } = await deductInTx(trx, {
        userId: user.id,
        amount: REPORT_COST,
        idempotencyKey: `report:${reportId}`,
        description: 'AI Report Generation',
        sessionId,
      }));
    } catch (err) {
      if (err instanceof InsufficientCreditsError) {
        throw new AppError(402, 'insufficient_credits', REPORT_TEXT.insufficient, { required: REPORT_COST, available: err.available });
      }
      throw err;
    }
    const last = await trx.selectFrom('reports').select(sql<number>`coalesce(max(version), 0)`.as('v')).where('session_id', '=', sessionId).executeTakeFirstOrThrow();
    await trx
      .insertInto('reports')
      .values({
        id: reportId,
        session_id: sessionId,
        user_id: user.id,
        version: Number(last.v) + 1,
        title: session.title?.trim() || DEFAULT_REPORT_TITLE,
        status: 'generating',
      })
      .execute();
    return { reportId, created: true, balance };
  });

  if (outcome.balance !== null) deps.emitter.toUser(user.id, 'credits:changed', { balance: outcome.balance });
  // Enqueued after the commit, also for a report already in flight: the job id makes that harmless,
  // and it restores a job that a crash between commit and enqueue lost.
  try {
    await deps.queues.enqueue('report', { reportId: outcome.reportId });
  } catch (err) {
    // The intent is recorded and paid for; the maintenance sweeper enqueues it once Redis answers.
    deps.logger.error({ err, reportId: outcome.reportId }, 'enqueueing the report failed; the sweeper will retry');
  }
  return { reportId: outcome.reportId, created: outcome.created };
}
