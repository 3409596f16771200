import type { Config } from '../config.js';
import { createOfflineProvider } from './offline.js';
import { createOpenAiProvider } from './openai.js';
import type { LlmProvider } from './types.js';

export * from './types.js';

type LlmConfig = Pick<
  Config,
  'LLM_PROVIDER' | 'OPENAI_API_KEY' | 'OPENAI_BASE_URL' | 'OPENAI_MODEL' | 'LLM_TIMEOUT_MS' | 'LLM_SEND_SEED' | 'OFFLINE_LLM_DELAY_MS' | 'OFFLINE_LLM_LATENCY_MS'
>;

/**
 * The provider this process uses: `openai` (any OpenAI-compatible server) or the offline persona
 * simulator, the default without an API key. The requests-per-minute quota is enforced where the
 * calls are made in bulk: BullMQ's limiter on the avatar-reply queue (workers/runtime.ts).
 */
export function createLlm(config: LlmConfig): LlmProvider {
  if (config.LLM_PROVIDER === 'openai') {
    return createOpenAiProvider({
      apiKey: config.OPENAI_API_KEY,
      baseURL: config.OPENAI_BASE_URL,
      model: config.OPENAI_MODEL,
      timeoutMs: config.LLM_TIMEOUT_MS,
      sendSeed: config.LLM_SEND_SEED,
    });
  }
  return createOfflineProvider({ wordDelayMs: config.OFFLINE_LLM_DELAY_MS, latencyMs: config.OFFLINE_LLM_LATENCY_MS });
}
