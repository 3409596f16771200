// `npm run llm:check`: one tiny call (then one with a seed, a streamed one and a JSON-schema one) through the product's
// own OpenAI provider with the model settings from the environment or .env; says what is wrong and
// what falls back. Exit 0 when every check passes, 1 when one fails, 2 when no model is configured.
import { loadLlmConfig } from '../core/config.js';
import { loadEnvFile } from '../core/env-file.js';
import { checkLlm, formatCheck } from '../core/llm/check.js';
import { createOpenAiProvider } from '../core/llm/openai.js';

loadEnvFile();
const config = loadLlmConfig();
if (config.LLM_PROVIDER !== 'openai') {
  console.log(
    [
      'No model configured (LLM_PROVIDER=offline, or no OPENAI_API_KEY): nothing to check.',
      'The offline persona simulator answers (labelled simulated), the rules coder codes answers and the offline writer writes reports.',
      'To use a model set OPENAI_API_KEY (and OPENAI_BASE_URL, OPENAI_MODEL for another server), or LLM_PROVIDER=openai for a server without a key; see README, "Use a real model".',
    ].join('\n'),
  );
  process.exit(2);
}
const target = { baseURL: config.OPENAI_BASE_URL ?? 'https://api.openai.com/v1', model: config.OPENAI_MODEL, timeoutMs: config.LLM_TIMEOUT_MS, sendSeed: config.LLM_SEND_SEED };
// No SDK retries: a check should say at once what is wrong, not wait out a backoff.
const llm = createOpenAiProvider({
  apiKey: config.OPENAI_API_KEY,
  baseURL: config.OPENAI_BASE_URL,
  model: config.OPENAI_MODEL,
  timeoutMs: config.LLM_TIMEOUT_MS,
  sendSeed: config.LLM_SEND_SEED,
  maxRetries: 0,
});
const result = await checkLlm(llm, target);
console.log(`Checking model "${target.model}" at ${target.baseURL}\n${formatCheck(result)}`);
process.exitCode = result.ok ? 0 : 1;
