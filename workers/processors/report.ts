import { UnrecoverableError } from 'bullmq';
import { createCoder } from '../../core/insight/coders.js';
import { buildReport } from '../../core/reports/builder.js';
import { codeTranscript } from '../../core/reports/coding.js';
import { announceStep, completeReport, failReport, recordStart, recordStep, refundVanishedReport } from '../../core/reports/lifecycle.js';
import { loadTranscript } from '../../core/reports/transcript.js';
import { llmFor } from '../llm.js';
import type { Processor } from '../types.js';

const CODED_EVENT_MS = 250;

/**
 * Generates one insight report in five real steps; the first codes every answer (core/insight). Each
 * step's end moves the job's progress by 20 (`job.updateProgress`) and is relayed to the owner's
 * browsers as `report:progress`; the last one, finalizing, is reported only once the report is saved
 * and its session completed.
 *
 * Safe to run twice: a report that is no longer generating is left alone, and saving is conditional
 * on the status. After the last attempt fails, the report is marked failed and its credits refunded.
 */
export const generateReport: Processor<'report'> = async ({ reportId }, { rt, job, log }) => {
  const report = await rt.db.selectFrom('reports').select(['id', 'session_id', 'user_id', 'status']).where('id', '=', reportId).executeTakeFirst();
  if (!report) {
    await refundVanishedReport(rt, reportId);
    throw new UnrecoverableError(`report ${reportId} does not exist`);
  }
  if (report.status !== 'generating') return { outcome: `already-${report.status}` };

  try {
    const transcript = await loadTranscript(rt.db, report.session_id);
    if (!transcript) throw new UnrecoverableError(`session ${report.session_id} does not exist`);
    const llm = llmFor(rt.config);
    const timeline = await recordStart(rt, report);
    // The first step: every answer coded (codes stored per answer), then the figures are counted. The
    // count of coded answers is the only progress inside a step, relayed at most every 250 ms (and
    // always the last) so a long LLM coding run shows it moving without flooding the socket.
    let lastCodedAt = 0;
    const onCoded = (done: number, total: number) => {
      const now = Date.now();
      if (done < total && now - lastCodedAt < CODED_EVENT_MS) return;
      lastCodedAt = now;
      timeline.coded = { done, total };
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
      const still = await rt.db.selectFrom('reports').select('status').where('id', '=', reportId).executeTakeFirst();
      if (!still) {
        await refundVanishedReport(rt, reportId);
        throw new UnrecoverableError(`report ${reportId} was deleted while it was generating`);
      }
      return { outcome: `finished-elsewhere-${still.status}` };
    }
    await job.updateProgress(announceStep(rt.emitter, report, 'finalizing', timeline));
    rt.emitter.toUser(report.user_id, 'report:done', { reportId, sessionId: report.session_id });
    log.info({ reportId, sessionId: report.session_id, userId: report.user_id, verdict: built.verdict, responses: built.responseCount }, 'report generated');
    return { outcome: 'ready', verdict: built.verdict };
  } catch (err) {
    const lastAttempt = err instanceof UnrecoverableError || job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    if (lastAttempt) {
      const reason = err instanceof Error ? err.message : String(err);
      if (await failReport(rt, report, reason))
        log.warn({ reportId, sessionId: report.session_id, userId: report.user_id, err: reason }, 'report failed for good; credits refunded');
    }
    throw err;
  }
};
