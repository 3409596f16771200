import { LlmError, type LlmProvider } from './types.js';

// `npm run llm:check`: four tiny calls through the provider the product uses, each one a capability a
// feature needs, and for each failure a sentence saying what is wrong, what to change and what the
// product does meanwhile.

type CheckProblem = 'unreachable' | 'timeout' | 'unauthorized' | 'unknown_model' | 'rate_limited' | 'no_streaming' | 'no_json_schema' | 'seed_refused' | 'failed';

interface CheckStep {
  name: 'call' | 'seed' | 'streaming' | 'json_schema';
  ok: boolean;
  problem?: CheckProblem;
  message: string;
}

export interface LlmCheckResult {
  ok: boolean;
  steps: CheckStep[];
  /** What each product feature does with these settings, one line per feature. */
  features: string[];
}

export interface CheckTarget {
  baseURL: string;
  model: string;
  timeoutMs: number;
  /** LLM_SEND_SEED: whether replies send OpenAI's `seed`. */
  sendSeed: boolean;
}

const ask = [{ role: 'user' as const, content: 'Reply with the single word: ready' }];
// Small but not tiny: a reasoning model may spend a few tokens before it writes anything.
const MAX_TOKENS = 16;
const readySchema = {
  name: 'llm_check',
  schema: { type: 'object', properties: { ready: { type: 'boolean' } }, required: ['ready'], additionalProperties: false },
};

/** The first failure's sentence: what happened and the variable to change. */
function diagnose(err: unknown, t: CheckTarget): { problem: CheckProblem; message: string } {
  const e = err instanceof LlmError ? err : new LlmError(err instanceof Error ? err.message : String(err), false);
  if (e.reason === 'unreachable') {
    return {
      problem: 'unreachable',
      message: `unreachable: nothing answered at ${t.baseURL} (${e.message}). Start the server, or correct OPENAI_BASE_URL (it usually ends in /v1).`,
    };
  }
  if (e.reason === 'timeout') {
    return {
      problem: 'timeout',
      message: `no answer from ${t.baseURL} within ${t.timeoutMs} ms (LLM_TIMEOUT_MS). A local server may still be loading the model; try again, or raise LLM_TIMEOUT_MS.`,
    };
  }
  if (e.status === 401 || e.status === 403) {
    return { problem: 'unauthorized', message: `the server refused the key (${e.status}): set OPENAI_API_KEY to a valid key for ${t.baseURL}.` };
  }
  if (e.status === 404) {
    return {
      problem: 'unknown_model',
      message: `unknown model "${t.model}" (404): ${t.baseURL} does not serve it. Set OPENAI_MODEL to one of the models the server lists at ${t.baseURL.replace(/\/$/, '')}/models.`,
    };
  }
  if (e.status === 429) {
    return { problem: 'rate_limited', message: `rate limited or out of quota (429): check the account's credit, or set LLM_REQUESTS_PER_MINUTE below its limit.` };
  }
  return { problem: 'failed', message: `the call failed: ${e.message}` };
}

async function basicCall(llm: LlmProvider, t: CheckTarget): Promise<CheckStep> {
  try {
    const res = await llm.complete({ messages: ask, maxTokens: MAX_TOKENS, temperature: 0 });
    return { name: 'call', ok: true, message: `reached ${t.baseURL}: model "${t.model}" answered "${res.text.trim().slice(0, 40)}".` };
  } catch (err) {
    return { name: 'call', ok: false, ...diagnose(err, t) };
  }
}

/** Replies send a seed (reproducible runs); some compatible servers refuse the parameter outright. */
async function seedCall(llm: LlmProvider, t: CheckTarget): Promise<CheckStep> {
  if (!t.sendSeed)
    return { name: 'seed', ok: true, message: 'not sent (LLM_SEND_SEED=false): a run cannot be repeated by the model; the reply cache still serves identical calls.' };
  try {
    await llm.complete({ messages: ask, maxTokens: MAX_TOKENS, temperature: 0, seed: 42 });
    return { name: 'seed', ok: true, message: 'the server accepts a seed (reproducible runs, best effort).' };
  } catch (err) {
    return {
      name: 'seed',
      ok: false,
      problem: 'seed_refused',
      message: `the server refuses a request with a seed (${diagnose(err, t).message}) Set LLM_SEND_SEED=false: replies then go without one.`,
    };
  }
}

async function streamingCall(llm: LlmProvider, t: CheckTarget): Promise<CheckStep> {
  let pieces = 0;
  try {
    await llm.stream({ messages: ask, maxTokens: MAX_TOKENS, temperature: 0 }, () => void pieces++);
  } catch (err) {
    return { name: 'streaming', ok: false, problem: 'no_streaming', message: `no streaming: a streamed call failed (${diagnose(err, t).message})` };
  }
  return pieces > 0
    ? { name: 'streaming', ok: true, message: `streaming works (${pieces} pieces).` }
    : { name: 'streaming', ok: false, problem: 'no_streaming', message: 'no streaming: the server answered a streamed call without any streamed text (it ignores stream: true).' };
}

async function jsonSchemaCall(llm: LlmProvider, t: CheckTarget): Promise<CheckStep> {
  const no = (why: string): CheckStep => ({ name: 'json_schema', ok: false, problem: 'no_json_schema', message: `no JSON schema support: ${why}` });
  let text: string;
  try {
    text = (await llm.complete({ messages: ask, maxTokens: MAX_TOKENS * 2, temperature: 0, jsonSchema: readySchema })).text;
  } catch (err) {
    return no(`a call with response_format json_schema failed (${diagnose(err, t).message})`);
  }
  try {
    if (typeof (JSON.parse(text) as { ready?: unknown }).ready === 'boolean') return { name: 'json_schema', ok: true, message: 'structured output (JSON schema) works.' };
  } catch {
    // Not JSON at all: reported below with what came back.
  }
  return no(`the answer does not follow the schema (got ${JSON.stringify(text.slice(0, 60))}).`);
}

/** What the product does with these results, feature by feature. */
function featureLines(steps: CheckStep[]): string[] {
  const ok = (name: CheckStep['name']) => steps.find((s) => s.name === name)?.ok === true;
  if (!ok('call')) {
    return [
      'Nothing that uses the model works with these settings: live replies are skipped after 3 attempts, reports fail and are refunded, brief expansion and avatar batches fail.',
      'Until it is fixed, unset OPENAI_API_KEY and LLM_PROVIDER (or set LLM_PROVIDER=offline): the offline persona simulator answers (labelled simulated), the rules coder codes and the offline writer writes the reports.',
    ];
  }
  const seedRefused = steps.some((s) => s.name === 'seed' && !s.ok);
  return [
    seedRefused
      ? 'Live chat: every reply sends a seed, which this server refuses, so every reply is skipped until LLM_SEND_SEED=false.'
      : ok('streaming')
        ? 'Live chat: replies stream from the model.'
        : 'Live chat: replies need streaming; with this server every reply is skipped. Use a server or model that streams.',
    ok('json_schema')
      ? 'Report coding: the LLM coder codes answers (INSIGHT_CODER=auto or llm); an answer whose code fails validation falls back to the rules coder.'
      : 'Report coding: the LLM coder cannot run here; every answer falls back to the rules coder (set INSIGHT_CODER=rules to skip the attempts).',
    "Report prose: written by the model; a sentence quoting words not in the transcript is dropped, and prose stating a figure the report does not hold is replaced by the offline writer's.",
    'Brief expansion: by the model; an expansion that loses the product is replaced by the heuristic brief.',
  ];
}

/**
 * Runs the checks in order. When the plain call fails the other two are not tried: their failure would
 * only repeat the first one's cause.
 */
export async function checkLlm(llm: LlmProvider, target: CheckTarget): Promise<LlmCheckResult> {
  const first = await basicCall(llm, target);
  const steps = first.ok ? [first, await seedCall(llm, target), await streamingCall(llm, target), await jsonSchemaCall(llm, target)] : [first];
  return { ok: steps.every((s) => s.ok), steps, features: featureLines(steps) };
}

/** The printed report: one line per check (ok or the problem), then what each feature does. */
export function formatCheck(result: LlmCheckResult): string {
  return [...result.steps.map((s) => `${s.ok ? 'ok  ' : 'FAIL'} ${s.name}: ${s.message}`), '', ...result.features.map((f) => `- ${f}`)].join('\n');
}
