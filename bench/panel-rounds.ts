// A 15-avatar scale question and its discussion round with a remote model: every reply answered by an
// OpenAI-compatible fake after a fixed 1,000 ms, as structured JSON (value and reason). Replies run in
// parallel, so each round should cost about one call's latency, at most 1.2 x one call.
import { discussQuestion, askQuestion } from '../core/chat/questions.js';
import { SCALE_PRESETS } from '../core/chat/question-kinds.js';
import { createRuntime, type Runtime } from '../core/runtime.js';
import { startWorkers } from '../workers/runtime.js';
import { buildAvatars } from '../tests/helpers/avatar-factory.js';
import { buildActiveSession } from '../tests/helpers/session-factory.js';
import { startFakeOpenAi, type FakeBehaviour } from '../tests/helpers/fake-openai.js';
import { waitFor } from '../tests/helpers/wait.js';
import { benchUser, oneCallMs } from './fake-model.js';
import { benchSetup, percentile, round, type SectionRow } from './harness.js';

const LATENCY_MS = 1_000;
const PANEL = 15;

const answer = (): FakeBehaviour => ({
  kind: 'answer',
  text: JSON.stringify({ value: 7, reason: 'Seven: I would try it, if it fits my routine and my budget.' }),
  latencyMs: LATENCY_MS,
});

/** Asks (or discusses) and resolves with the ms until every participant's reply is stored. */
async function timed(rt: Runtime, questionId: () => Promise<string>): Promise<number> {
  const started = performance.now();
  const id = await questionId();
  await waitFor(async () => (await rt.db.selectFrom('avatar_responses').select('id').where('question_id', '=', id).where('status', '=', 'answered').execute()).length === PANEL, {
    timeout: 60_000,
    interval: 10,
    what: 'every reply',
  });
  return performance.now() - started;
}

export async function benchPanelRounds(opts: { quick: boolean }): Promise<SectionRow[]> {
  const fake = await startFakeOpenAi();
  fake.respond = answer;
  const { config, cleanup } = await benchSetup('panel', 'bpr', { LLM_PROVIDER: 'openai', OPENAI_BASE_URL: fake.url, OPENAI_API_KEY: 'sk-bench', OPENAI_MODEL: 'bench-model' });
  const rt = createRuntime(config, 'worker');
  const pool = await startWorkers(rt, ['avatar-reply']);
  try {
    const oneCall = await oneCallMs(fake.url, 'stream');
    const user = await benchUser(rt.db);
    const first: number[] = [];
    const discussion: number[] = [];
    for (let i = 0; i < (opts.quick ? 1 : 3); i++) {
      const session = await buildActiveSession(rt.db, user, await buildAvatars(rt.db, PANEL), { keyQuestions: ['a', 'b'] });
      let asked = '';
      first.push(
        await timed(
          rt,
          async () => (asked = (await askQuestion(rt, user, session.id, { text: 'How likely are you to buy it?', kind: 'scale', scale: SCALE_PRESETS.buy.scale })).questionId),
        ),
      );
      discussion.push(await timed(rt, async () => (await discussQuestion(rt, user, session.id, asked)).questionId));
    }
    const [a, d] = [percentile(first, 50), percentile(discussion, 50)];
    return [
      { name: `one model call with ${LATENCY_MS} ms provider latency, p50`, value: round(oneCall, 0), unit: 'ms' },
      {
        name: `scale question, ${PANEL} avatars, ask to every value stored, p50 (target <= 1.2 x one call)`,
        value: round(a, 0),
        unit: 'ms',
        ratio: a / oneCall,
        reference: 'one model call',
      },
      {
        name: `its discussion round, ${PANEL} revised values stored, p50 (target <= 1.2 x one call)`,
        value: round(d, 0),
        unit: 'ms',
        ratio: d / oneCall,
        reference: 'one model call',
      },
    ];
  } finally {
    await pool.close();
    await rt.close();
    await cleanup();
    await fake.close();
  }
}
