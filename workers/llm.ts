import type { Config } from '../core/config.js';
import { createLlm, type LlmProvider } from '../core/llm/index.js';

// One provider per process (the SDK client keeps its connection pool), created on first use and shared
// by the processors that stream from it (avatar-reply, report).
const providers = new WeakMap<Config, LlmProvider>();

export function llmFor(config: Config): LlmProvider {
  let p = providers.get(config);
  if (!p) {
    p = createLlm(config);
    providers.set(config, p);
  }
  return p;
}
