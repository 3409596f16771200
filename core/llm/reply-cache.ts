import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { DeltaHandler, LlmProvider, LlmRequest, LlmResult } from './types.js';

export interface CachedResult extends LlmResult {
  /** Served from an identical earlier call: no model call was made and no tokens were spent. */
  cached: boolean;
}

/** Everything that decides a model's answer: the same key means the same call. */
function replyCacheKey(llm: Pick<LlmProvider, 'name' | 'model'>, req: LlmRequest): string {
  const call = {
    provider: llm.name,
    model: llm.model,
    messages: req.messages,
    maxTokens: req.maxTokens,
    temperature: req.temperature,
    topP: req.topP,
    seed: req.seed,
    jsonSchema: req.jsonSchema,
  };
  return createHash('sha256').update(JSON.stringify(call)).digest('hex');
}

/**
 * Identical calls served from Redis, so a rerun with the same seed costs nothing and reads the same
 * (a provider's seed is best effort; the cache makes it exact). Only seeded calls to a real model are
 * kept: without a seed nobody asked for a repeatable answer, and the offline simulator is free and
 * deterministic already. Losing Redis loses only the cache.
 */
export function createReplyCache(redis: Redis, prefix: string, ttlSeconds: number) {
  const keyOf = (llm: LlmProvider, req: LlmRequest) => `${prefix}:reply-cache:${replyCacheKey(llm, req)}`;
  return {
    /** `accept` keeps an answer the caller will reject (a structured value that does not fit) out of the cache. */
    async stream(llm: LlmProvider, req: LlmRequest, onDelta: DeltaHandler, accept: (text: string) => boolean = () => true): Promise<CachedResult> {
      if (ttlSeconds === 0 || req.seed === undefined || llm.simulated) return { ...(await llm.stream(req, onDelta)), cached: false };
      const key = keyOf(llm, req);
      const hit = await redis.get(key);
      if (hit) {
        const text = (JSON.parse(hit) as { text: string }).text;
        await onDelta(text);
        return { text, usage: { input: 0, output: 0 }, cached: true };
      }
      const result = await llm.stream(req, onDelta);
      if (result.text.trim() && accept(result.text)) await redis.set(key, JSON.stringify({ text: result.text }), 'EX', ttlSeconds);
      return { ...result, cached: false };
    },
  };
}
