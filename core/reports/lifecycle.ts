import type { Db } from '../../db/client.js';
import { refundInTx } from '../credits/index.js';
import type { Queues } from '../queues/index.js';
import type { RealtimeEmitter } from '../realtime.js';
import { displayName } from '../users.js';
import { insertDelivery } from '../webhooks.js';
import type { BuiltReport } from './builder.js';
import { REPORT_TEXT, stepProgress, type ReportStep, type ReportTimeline } from './contract.js';

export interface LifecycleDeps {
  db: Db;
  queues: Queues;
  emitter: RealtimeEmitter;
  config: { APP_URL: string; WEBHOOK_URL?: string };
}

export interface ReportRef {
  id: string;
  session_id: string;
  user_id: string;
}

/** Tells the owner's browsers where the job is (`report:progress`): the last finished step and the timings. */
export function announceStep(emitter: RealtimeEmitter, report: ReportRef, step: ReportStep | null, timeline: ReportTimeline): number {
  const progress = step ? stepProgress(step) : 0;
  emitter.toUser(report.user_id, 'report:progress', { reportId: report.id, sessionId: report.session_id, step, progress, timeline });
  return progress;
}

/** Records this run's start on the row (a browser that loads late sees the same clock), then announces it. */
export async function recordStart(deps: Pick<LifecycleDeps, 'db' | 'emitter'>, report: ReportRef): Promise<ReportTimeline> {
  const timeline: ReportTimeline = { startedAt: new Date().toISOString(), ended: {}, coded: null };
  await deps.db
    .updateTable('reports')
    .set({ step: null, progress: 0, timeline: JSON.stringify(timeline), updated_at: new Date() })
    .where('id', '=', report.id)
    .where('status', '=', 'generating')
    .execute();
  announceStep(deps.emitter, report, null, timeline);
  return timeline;
}

/** Records a finished step and its end time on the row (for a browser that loads late), then announces it. */
export async function recordStep(deps: Pick<LifecycleDeps, 'db' | 'emitter'>, report: ReportRef, step: ReportStep, timeline: ReportTimeline): Promise<number> {
  timeline.ended[step] = new Date().toISOString();
  const progress = stepProgress(step);
  await deps.db
    .updateTable('reports')
    .set({ step, progress, timeline: JSON.stringify(timeline), updated_at: new Date() })
    .where('id', '=', report.id)
    .where('status', '=', 'generating')
    .execute();
  return announceStep(deps.emitter, report, step, timeline);
}

/**
 * Saves a built report and, in the same transaction, completes its session (status completed, the
 * current question at the total) and records the `report_generated` webhook. Returns false when the
 * report was no longer generating (a duplicate run finished first): then nothing is written twice.
 */
export async function completeReport(deps: LifecycleDeps, report: ReportRef, built: BuiltReport, timeline: ReportTimeline): Promise<boolean> {
  const deliveryId = await deps.db.transaction().execute(async (trx) => {
    // Finalizing ends with this save: its end time is stored with the report it describes.
    timeline.ended.finalizing = new Date().toISOString();
    const saved = await trx
      .updateTable('reports')
      .set({
        status: 'ready',
        progress: 100,
        step: 'finalizing',
        timeline: JSON.stringify(timeline),
        title: built.title,
        verdict: built.verdict,
        response_count: built.responseCount,
        content: JSON.stringify(built.content),
        report_data: JSON.stringify(built.data),
        error: null,
        updated_at: new Date(),
      })
      .where('id', '=', report.id)
      .where('status', '=', 'generating')
      .returning('id')
      .executeTakeFirst();
    if (!saved) return null;
    // "Current question = total": the recorded total, else the number of questions asked.
    const before = await trx.selectFrom('sessions').select(['total_questions']).where('id', '=', report.session_id).forUpdate().executeTakeFirstOrThrow();
    const asked = await trx
      .selectFrom('questions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('session_id', '=', report.session_id)
      .executeTakeFirstOrThrow();
    const session = await trx
      .updateTable('sessions')
      .set({ status: 'completed', current_question: before.total_questions || Number(asked.n), updated_at: new Date() })
      .where('id', '=', report.session_id)
      .returning(['id', 'title'])
      .executeTakeFirstOrThrow();
    const user = await trx.selectFrom('users').select(['email', 'full_name', 'subscription_level']).where('id', '=', report.user_id).executeTakeFirstOrThrow();
    return insertDelivery(trx, {
      kind: 'webhook',
      calltype: 'report_generated',
      url: deps.config.WEBHOOK_URL,
      payload: {
        calltype: 'report_generated',
        email: user.email,
        name: displayName(user),
        current_plan: user.subscription_level || 'free',
        report_id: report.id,
        session_id: session.id,
        title: built.title,
        verdict: built.verdict,
        response_count: built.responseCount,
        report_url: `${deps.config.APP_URL}/report/${session.id}`,
      },
    });
  });
  if (!deliveryId) return false;
  await deps.queues.enqueue('notify-webhook', { deliveryId });
  return true;
}

/**
 * A report that failed for good: marked failed and its 5 credits refunded in one transaction. The
 * status change is the guard (only a generating report fails), and the ledger's refund is itself
 * idempotent, so however often this runs the user is refunded exactly once.
 */
/**
 * A report whose row is gone (deleted with its session) was never delivered: its charge, which
 * outlives the row in the ledger, goes back once (the refund is keyed). Returns whether it did now.
 */
export async function refundVanishedReport(deps: Pick<LifecycleDeps, 'db' | 'emitter'>, reportId: string): Promise<boolean> {
  const refund = await deps.db.transaction().execute(async (trx) => {
    const exists = await trx.selectFrom('reports').select('id').where('id', '=', reportId).forUpdate().executeTakeFirst();
    return exists ? null : refundInTx(trx, `report:${reportId}`);
  });
  if (refund?.refunded) deps.emitter.toUser(refund.userId, 'credits:changed', { balance: refund.balance });
  return !!refund?.refunded;
}

export async function failReport(deps: Pick<LifecycleDeps, 'db' | 'emitter'>, report: ReportRef, reason: string): Promise<boolean> {
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const failed = await trx
      .updateTable('reports')
      .set({ status: 'failed', error: reason.slice(0, 1000), updated_at: new Date() })
      .where('id', '=', report.id)
      .where('status', '=', 'generating')
      .returning('id')
      .executeTakeFirst();
    if (!failed) return null;
    return { refund: await refundInTx(trx, `report:${report.id}`) };
  });
  if (!outcome) return false;
  deps.emitter.toUser(report.user_id, 'report:failed', { reportId: report.id, sessionId: report.session_id, message: REPORT_TEXT.generateFailed });
  if (outcome.refund?.refunded) deps.emitter.toUser(report.user_id, 'credits:changed', { balance: outcome.refund.balance });
  return true;
}
