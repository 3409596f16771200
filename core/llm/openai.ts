import OpenAI from 'openai';
import { estimateUsage, LlmError, type DeltaHandler, type LlmProvider, type LlmRequest, type LlmResult, type LlmUsage } from './types.js';

export interface OpenAiOptions {
  apiKey?: string;
  baseURL?: string;
  model: string;
  /** Time allowed to wait for the response to start, and between two streamed chunks. */
  timeoutMs: number;
  /** The SDK's own retries (429 honouring Retry-After, 5xx, connection errors) before the job's retry. */
  maxRetries?: number;
  /** False for a server that refuses OpenAI's `seed` (the request's seed is then not sent). */
  sendSeed?: boolean;
}

/** Whether another attempt can help: rate limits, server errors and network trouble, not a bad request or key. */
function toLlmError(err: unknown, idleTimedOut: boolean): LlmError {
  if (err instanceof LlmError) return err;
  if (idleTimedOut) return new LlmError('the model stopped sending for too long', true, undefined, 'timeout');
  if (err instanceof OpenAI.APIConnectionTimeoutError) return new LlmError('the model did not answer in time', true, undefined, 'timeout');
  if (err instanceof OpenAI.APIConnectionError) return new LlmError(`could not reach the model: ${err.message}`, true, undefined, 'unreachable');
  if (err instanceof OpenAI.APIError) {
    const status = err.status;
    const retryable = status === undefined || status === 408 || status === 409 || status === 429 || status >= 500;
    return new LlmError(`model request failed (${status ?? 'no status'}): ${err.message}`, retryable, status);
  }
  if (err instanceof Error && err.name === 'AbortError') return new LlmError('request aborted', false, undefined, 'aborted');
  return new LlmError(err instanceof Error ? err.message : String(err), true);
}

/** The official SDK against OpenAI or any OpenAI-compatible server (Ollama, vLLM, llama.cpp server). */
export function createOpenAiProvider(opts: OpenAiOptions): LlmProvider {
  const client = new OpenAI({
    // A local OpenAI-compatible server often needs no key, but the SDK insists on one.
    apiKey: opts.apiKey || 'not-needed',
    baseURL: opts.baseURL,
    timeout: opts.timeoutMs,
    maxRetries: opts.maxRetries ?? 2,
  });

  const body = (req: LlmRequest) => ({
    model: opts.model,
    messages: req.messages,
    max_tokens: req.maxTokens,
    temperature: req.temperature,
    top_p: req.topP,
    seed: opts.sendSeed === false ? undefined : req.seed,
    ...(req.jsonSchema ? { response_format: { type: 'json_schema' as const, json_schema: { name: req.jsonSchema.name, schema: req.jsonSchema.schema, strict: true } } } : {}),
  });

  return {
    name: 'openai',
    model: opts.model,
    simulated: false,
    async complete(req): Promise<LlmResult> {
      try {
        const res = await client.chat.completions.create(body(req), { signal: req.signal });
        const text = res.choices[0]?.message?.content ?? '';
        const usage: LlmUsage = res.usage ? { input: res.usage.prompt_tokens, output: res.usage.completion_tokens } : estimateUsage(req.messages, text);
        return { text, usage };
      } catch (err) {
        throw toLlmError(err, false);
      }
    },
    async stream(req, onDelta: DeltaHandler): Promise<LlmResult> {
      // The SDK's timeout covers the wait for the response headers; a stream that goes quiet halfway
      // is caught by this idle timer instead of hanging the job until its lock expires.
      const controller = new AbortController();
      const onOuterAbort = () => controller.abort();
      req.signal?.addEventListener('abort', onOuterAbort, { once: true });
      let idleTimedOut = false;
      let idle: NodeJS.Timeout | undefined;
      const arm = () => {
        clearTimeout(idle);
        idle = setTimeout(() => {
          idleTimedOut = true;
          controller.abort();
        }, opts.timeoutMs);
      };
      let text = '';
      let usage: LlmUsage | null = null;
      try {
        arm();
        const stream = await client.chat.completions.create({ ...body(req), stream: true, stream_options: { include_usage: true } }, { signal: controller.signal });
        for await (const chunk of stream) {
          arm();
          const delta = chunk.choices[0]?.delta?.content;
          if (delta) {
            text += delta;
            await onDelta(delta);
          }
          if (chunk.usage) usage = { input: chunk.usage.prompt_tokens, output: chunk.usage.completion_tokens };
        }
      } catch (err) {
        throw toLlmError(err, idleTimedOut);
      } finally {
        clearTimeout(idle);
        req.signal?.removeEventListener('abort', onOuterAbort);
      }
      // Servers that ignore include_usage still get a figure, estimated the same way as offline.
      return { text, usage: usage ?? estimateUsage(req.messages, text) };
    },
  };
}
