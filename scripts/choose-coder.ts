// The coder a command-line script asked for with --coder=rules|llm (rules by default). The llm coder reads
// the model settings (OPENAI_*, LLM_PROVIDER) from the environment or .env and refuses to run without a model.
import { createCoder, rulesCoder, type Coder } from '../core/insight/coders.js';
import { loadLlmConfig } from '../core/config.js';
import { loadEnvFile } from '../core/env-file.js';
import { createLlm } from '../core/llm/index.js';

export function chooseCoder(script: string, args: readonly string[]): Coder {
  const given = args.find((a) => a.startsWith('--coder='));
  const arg = given ? given.slice('--coder='.length) : 'rules';
  if (arg === 'rules') return rulesCoder;
  if (arg !== 'llm') {
    console.error(`${script}: unknown coder "${arg}" (expected rules or llm)`);
    process.exit(2);
  }
  loadEnvFile();
  const llm = createLlm(loadLlmConfig());
  if (llm.simulated) {
    console.error(`${script}: the llm coder needs a model: set OPENAI_API_KEY (and OPENAI_BASE_URL for a compatible server), or LLM_PROVIDER=openai`);
    process.exit(2);
  }
  return createCoder(llm, 'llm');
}
