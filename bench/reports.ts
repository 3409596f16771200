// Reports section: the report job end to end (enqueue, five steps with the offline provider at zero
// latency, save, events) and PDF rendering in the worker's shared Chromium: the first render (which
// launches the browser), warm renders, and PDFs per minute from one worker process. Run alone with `npm run bench -- --only=reports`.
import { randomBytes } from 'node:crypto';
import { QueueEvents } from 'bullmq';
import { bullConnection } from '../core/redis.js';
import { requestReport } from '../core/reports/request.js';
import { createRuntime, type Runtime } from '../core/runtime.js';
import { startWorkers } from '../workers/runtime.js';
import { buildTranscript, grantCredits } from '../tests/helpers/transcript-factory.js';
import { benchSetup, percentile, round, type SectionRow } from './harness.js';
import { benchReportLatency } from './report-latency.js';

/** Enqueues one PDF render per report and resolves when all are done; returns the elapsed ms. */
async function renderAll(rt: Runtime, events: QueueEvents, userId: string, reportIds: string[]): Promise<number> {
  const started = performance.now();
  const jobs = await Promise.all(
    reportIds.map(async (reportId) => {
      const id = await rt.queues.enqueue('pdf', { reportId, userId, requestedAt: Date.now() });
      return (await rt.queues.get('pdf').getJob(id))!;
    }),
  );
  await Promise.all(jobs.map((j) => j.waitUntilFinished(events, 120_000)));
  return performance.now() - started;
}

const clearPdfCache = (rt: Runtime, ids: string[]) => rt.db.updateTable('reports').set({ pdf_path: null, pdf_rendered_at: null }).where('id', 'in', ids).execute();

export async function benchReports(opts: { quick: boolean }): Promise<SectionRow[]> {
  const { config, cleanup } = await benchSetup('reports', 'brp', {
    LLM_PROVIDER: 'offline',
    OFFLINE_LLM_DELAY_MS: '0',
    OFFLINE_LLM_LATENCY_MS: '0',
    // One job at a time: the job time is the job's own, not a share of a busy worker.
    REPORT_CONCURRENCY: '1',
  });
  const rt = createRuntime(config, 'worker');
  const pool = await startWorkers(rt, ['report', 'pdf']);
  const connection = bullConnection(config.REDIS_URL);
  const reportEvents = new QueueEvents('report', { connection, prefix: config.QUEUE_PREFIX });
  const pdfEvents = new QueueEvents('pdf', { connection, prefix: config.QUEUE_PREFIX });
  try {
    await Promise.all([reportEvents.waitUntilReady(), pdfEvents.waitUntilReady()]);
    const reports = opts.quick ? 6 : 30;
    // Every job waited on at once adds listeners (to its queue and the events); a throughput round waits on all.
    for (const emitter of [reportEvents, pdfEvents, rt.queues.get('report'), rt.queues.get('pdf')]) emitter.setMaxListeners(reports + 10);
    const user = await rt.db
      .insertInto('users')
      .values({ email: `bench-${randomBytes(4).toString('hex')}@example.com`, password_hash: 'x', subscription_level: 'pro', email_verified_at: new Date() })
      .returningAll()
      .executeTakeFirstOrThrow();
    await grantCredits(rt.db, user.id, reports * 5);
    // A typical session: 4 avatars, 5 questions, 20 answers.
    const questions = ['First impression?', 'Most valuable features?', 'Concerns?', 'Fit into your routine?', 'What would convince you to buy?'];

    const jobMs: number[] = [];
    const reportIds: string[] = [];
    for (let i = 0; i < reports; i++) {
      const t = await buildTranscript(rt.db, user, { avatars: 4, questions });
      const started = performance.now();
      const { reportId } = await requestReport(rt, user, t.session.id);
      await (await rt.queues.get('report').getJob(`report_${reportId}`))!.waitUntilFinished(reportEvents, 60_000);
      jobMs.push(performance.now() - started);
      reportIds.push(reportId);
    }

    // The first render launches Chromium; the next ones reuse it.
    const firstMs = await renderAll(rt, pdfEvents, user.id, reportIds.slice(0, 1));
    const warm: number[] = [];
    for (const id of reportIds.slice(1)) warm.push(await renderAll(rt, pdfEvents, user.id, [id]));

    // Throughput: every report rendered again (cache cleared), all queued at once, PDF_CONCURRENCY pages at a time.
    const rounds = opts.quick ? 1 : 3;
    let rendered = 0;
    let elapsed = 0;
    for (let r = 0; r < rounds; r++) {
      await clearPdfCache(rt, reportIds);
      elapsed += await renderAll(rt, pdfEvents, user.id, reportIds);
      rendered += reportIds.length;
    }
    const withModel = await benchReportLatency(opts);
    return [
      ...withModel,
      { name: 'report job, enqueue to saved (offline, 0 ms latency, 20 answers), p50', value: percentile(jobMs, 50), unit: 'ms' },
      { name: 'report job, enqueue to saved, p95', value: percentile(jobMs, 95), unit: 'ms' },
      { name: 'PDF render, first (launches Chromium)', value: firstMs, unit: 'ms' },
      { name: 'PDF render, warm, p50', value: percentile(warm, 50), unit: 'ms' },
      { name: 'PDF render, warm, p95', value: percentile(warm, 95), unit: 'ms' },
      { name: `PDFs per minute, one worker process (PDF_CONCURRENCY=${config.PDF_CONCURRENCY})`, value: round((rendered / elapsed) * 60_000, 1), unit: 'PDFs/min' },
    ];
  } finally {
    await reportEvents.close();
    await pdfEvents.close();
    await pool.close();
    await rt.close();
    await cleanup();
  }
}
