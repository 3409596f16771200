// A report with a remote model: a 15-avatar, 5-question session, every model call (coding, one per
// question, and prose) answered by an OpenAI-compatible fake after a fixed 1,000 ms. The job should cost
// about two calls' latency (coding in parallel, then all prose in parallel), at most 3 x one call.
import { QueueEvents } from 'bullmq';
import { bullConnection } from '../core/redis.js';
import { requestReport } from '../core/reports/request.js';
import { createRuntime } from '../core/runtime.js';
import { startWorkers } from '../workers/runtime.js';
import { fakeCodes, startFakeOpenAi, type FakeBehaviour } from '../tests/helpers/fake-openai.js';
import { buildTranscript, grantCredits } from '../tests/helpers/transcript-factory.js';
import { benchUser, oneCallMs } from './fake-model.js';
import { benchSetup, percentile, round, type SectionRow } from './harness.js';

const LATENCY_MS = 1_000;

/** Codes every answer of a coding request (evidence: its first words, verbatim); prose gets a short text. */
const answer = (body: any): FakeBehaviour =>
  body.response_format
    ? fakeCodes(body, (text) => ({ evidence: text.split(' ').slice(0, 4).join(' ') }), LATENCY_MS)
    : { kind: 'answer', text: 'The figures above carry the finding; the quotes show why.', latencyMs: LATENCY_MS };

export async function benchReportLatency(opts: { quick: boolean }): Promise<SectionRow[]> {
  const fake = await startFakeOpenAi();
  fake.respond = answer;
  const { config, cleanup } = await benchSetup('reports', 'brl', {
    LLM_PROVIDER: 'openai',
    OPENAI_BASE_URL: fake.url,
    OPENAI_API_KEY: 'sk-bench',
    OPENAI_MODEL: 'bench-model',
    INSIGHT_CODER: 'llm',
    REPORT_CONCURRENCY: '1',
  });
  const rt = createRuntime(config, 'worker');
  const pool = await startWorkers(rt, ['report']);
  const events = new QueueEvents('report', { connection: bullConnection(config.REDIS_URL), prefix: config.QUEUE_PREFIX });
  try {
    await events.waitUntilReady();
    const oneCall = await oneCallMs(fake.url, 'complete');
    const user = await benchUser(rt.db);
    const runs = opts.quick ? 1 : 3;
    await grantCredits(rt.db, user.id, runs * 5);
    const questions = ['First impression?', 'Most valuable features?', 'What do you think of the price?', 'Concerns?', 'Would you buy it?'];
    const jobMs: number[] = [];
    let calls = 0;
    for (let i = 0; i < runs; i++) {
      const t = await buildTranscript(rt.db, user, { avatars: 15, questions });
      const before = fake.requests.length;
      const started = performance.now();
      const { reportId } = await requestReport(rt, user, t.session.id);
      await (await rt.queues.get('report').getJob(`report_${reportId}`))!.waitUntilFinished(events, 120_000);
      jobMs.push(performance.now() - started);
      calls = fake.requests.length - before;
    }
    const job = percentile(jobMs, 50);
    return [
      { name: `one model call with ${LATENCY_MS} ms provider latency, p50`, value: round(oneCall, 0), unit: 'ms' },
      {
        name: `report job, 15 avatars x 5 questions, LLM coder and prose (${calls} model calls), p50`,
        value: round(job, 0),
        unit: 'ms',
        ratio: job / oneCall,
        reference: 'one model call',
      },
    ];
  } finally {
    await events.close();
    await pool.close();
    await rt.close();
    await cleanup();
    await fake.close();
  }
}
