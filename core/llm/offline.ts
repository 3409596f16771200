import { estimateUsage, LlmError, type DeltaHandler, type LlmProvider, type LlmRequest, type LlmResult } from './types.js';

export interface OfflineOptions {
  /** Pause between streamed words, so the live chat really streams without an API key. */
  wordDelayMs: number;
  /** Pause before the first word: a fixed "thinking" latency, like a remote model's. */
  latencyMs?: number;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(new LlmError('request aborted', false));
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new LlmError('request aborted', false));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });

/** Without a task-specific simulation: a plain, deterministic restatement of what was asked. */
function genericAnswer(req: LlmRequest): string {
  const last =
    [...req.messages]
      .reverse()
      .find((m) => m.role === 'user')
      ?.content.trim() ?? '';
  const gist = last.replace(/\s+/g, ' ').slice(0, 400);
  return gist
    ? `Here is a considered answer based on what you shared: ${gist}${/[.!?]$/.test(gist) ? '' : '.'} The main points deserve a closer look with real customers before any decision is made.`
    : 'There is not enough information here to give a useful answer.';
}

/** Words with their trailing whitespace, so concatenating the deltas gives back the text exactly. */
export const words = (text: string) => text.match(/\s*\S+\s*/g) ?? [];

/**
 * The default provider: deterministic, free and offline. Answers come from the request's `simulate`
 * (the caller's persona simulator) and stream word by word; usage is estimated from the characters.
 */
export function createOfflineProvider(opts: OfflineOptions): LlmProvider {
  const produce = async (req: LlmRequest, onDelta?: DeltaHandler): Promise<LlmResult> => {
    const text = req.simulate ? req.simulate() : genericAnswer(req);
    if (opts.latencyMs) await sleep(opts.latencyMs, req.signal);
    if (onDelta) {
      for (const word of words(text)) {
        if (req.signal?.aborted) throw new LlmError('request aborted', false);
        if (opts.wordDelayMs > 0) await sleep(opts.wordDelayMs, req.signal);
        await onDelta(word);
      }
    }
    return { text, usage: estimateUsage(req.messages, text) };
  };
  return {
    name: 'offline',
    model: 'persona-simulator-1',
    simulated: true,
    complete: (req) => produce(req),
    stream: (req, onDelta) => produce(req, onDelta),
  };
}
