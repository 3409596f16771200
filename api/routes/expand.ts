import type { Router } from 'express';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../../core/errors.js';
import { expandText } from '../../core/expand/index.js';
import { createLlm, LlmError } from '../../core/llm/index.js';
import type { Runtime } from '../../core/runtime.js';
import { sessionRoutes as routes } from '../../core/sessions/routes.js';
import { contractRouter } from '../http/contract-router.js';

// A user waits for the answer with the button spinning: give up well before a browser would.
const EXPAND_TIMEOUT_MS = 30_000;
// Each expansion may be a paid model call; a person clicking Expand does it a few times, not hundreds.
const EXPANSIONS_PER_WINDOW = 30;
const WINDOW_S = 10 * 60;

/**
 * Expand with AI for the wizard's Product Idea and Additional Context. One short model call the user
 * waits for, bounded by a timeout and a per-user quota; offline it is an instant heuristic brief.
 */
export function expandRoutes(rt: Runtime): Router {
  const { router, add } = contractRouter('/api/expand');
  const llm = createLlm(rt.config);
  const quota = new RateLimiterRedis({ storeClient: rt.redis, keyPrefix: `${rt.config.QUEUE_PREFIX}:rl:expand`, points: EXPANSIONS_PER_WINDOW, duration: WINDOW_S });

  add(routes.expand, async ({ body }, req) => {
    const { text, fieldType } = body;
    try {
      await quota.consume(req.user!.id);
    } catch (e) {
      if (!(e instanceof RateLimiterRes)) throw e;
      throw new AppError(429, 'rate_limited', 'You have expanded a lot of text in a short time. Please wait a few minutes and try again.', {
        retryAfter: Math.ceil(e.msBeforeNext / 1000),
      });
    }
    try {
      const expandedText = await expandText(llm, text, fieldType, AbortSignal.timeout(Math.min(EXPAND_TIMEOUT_MS, rt.config.LLM_TIMEOUT_MS)));
      if (!expandedText) throw new LlmError('empty expansion', true);
      return { expandedText };
    } catch (e) {
      if (!(e instanceof LlmError)) throw e;
      req.log.warn({ err: e.message }, 'expand failed');
      throw new AppError(502, 'expand_failed', 'Failed to expand text. Please try again.');
    }
  });

  return router;
}
