import { UnrecoverableError } from 'bullmq';
import { createCoder } from '../../core/insight/coders.js';
import { buildReport } from '../../core/reports/builder.js';
import { codeTranscript } from '../../core/reports/coding.js';
import { announceStep, completeReport, failReport, recordStart, recordStep, refundVanishedReport } from '../../core/reports/lifecycle.js';
import { loadTranscript } from '../../core/reports/transcript.js';
import type { Runtime } from '../../core/runtime.js';
import { llmFor } from '../llm.js';
import { done, skipped, type FinalFailureHook, type Processor } from '../types.js';

const CODED_EVENT_MS = 250;

const readReport = (rt: Runtime, reportId: string) => rt.db.selectFrom('reports').select(['id', 'session_id', 'user_id', 'status']).where('id', '=', reportId).executeTakeFirst();

/**
 * Generates one insight report in five real steps; the first codes every answer (core/insight). Each
 * step's end moves the job's progress by 20 (`job.updateProgress`) and is relayed to the owner's
 * browsers as `report:progress`; the last one, finalizing, is reported only once the report is saved
 * and its session completed.
 *
 * Safe to run twice: a report that is no longer generating is left alone, and saving is conditional
 * on the status. After the last attempt fails, the report is marked failed and its credits refunded
 * (`failReportForGood`).
 */
export const generateReport: Processor<'report'> = async ({ reportId }, { rt, job, log }) => {
  const report = await readReport(rt, reportId);
  if (!report) throw new UnrecoverableError(`report ${reportId} does not exist`);
  if (report.status !== 'generating') return skipped(`the report is already ${report.status}`);

  const transcript = await loadTranscript(rt.db, report.session_id);
  if (!transcript) throw new UnrecoverableError(`session ${report.session_id} does not exist`);
  const llm = llmFor(rt.config);
  const timeline = await recordStart(rt, report);
  // The first step: every answer coded (codes stored per answer), then the figures are counted. The
  // count of coded answers is the only progress inside a step, relayed at most every 250 ms (and
  // always the last) so a long LLM coding run shows it moving without flooding the socket.
  let lastCodedAt = 0;
  const onCoded = (count: number, total: number) => {
    const now = Date.now();
    if (count < total && now - lastCodedAt < CODED_EVENT_MS) return;
    lastCodedAt = now;
    timeline.coded = { done: count, total };
    announceStep(rt.emitter, report, null, timeline);
  };
  const coded = await codeTranscript({ db: rt.db, coder: createCoder(llm, rt.config.INSIGHT_CODER), onCoded }, transcript);
  const built = await buildReport(transcript, coded, llm, {
    onStep: async (step) => {
      await job.updateProgress(await recordStep(rt, report, step, timeline));
    },
  });
  const saved = await completeReport(rt, report, built, timeline);
  if (!saved) {
    // Not saved: another run finished it (a success), or the row is gone, which is no success at
    // all: the charge is refunded and the job fails for good, visibly.
    const still = await readReport(rt, reportId);
    if (!still) throw new UnrecoverableError(`report ${reportId} was deleted while it was generating`);
    return skipped(`another run finished the report (${still.status})`);
  }
  await job.updateProgress(announceStep(rt.emitter, report, 'finalizing', timeline));
  rt.emitter.toUser(report.user_id, 'report:done', { reportId, sessionId: report.session_id });
  log.info({ reportId, sessionId: report.session_id, userId: report.user_id, verdict: built.verdict, responses: built.responseCount }, 'report generated');
  return done;
};

/** The report is marked failed and its credits refunded in one transaction; a deleted report's charge is refunded. */
export const failReportForGood: FinalFailureHook<'report'> = async ({ reportId }, { rt, log }, error) => {
  const report = await readReport(rt, reportId);
  if (!report) {
    await refundVanishedReport(rt, reportId);
    return;
  }
  const reason = error instanceof Error ? error.message : String(error);
  if (await failReport(rt, report, reason)) log.warn({ reportId, sessionId: report.session_id, userId: report.user_id, err: reason }, 'report failed for good; credits refunded');
};
