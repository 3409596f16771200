import { randomUUID } from 'node:crypto';
import { UnrecoverableError } from 'bullmq';
import { replyDrafts } from '../../core/chat/drafts.js';
import { StreamBatcher } from '../../core/chat/stream-batcher.js';
import { PROMPT_VERSION } from '../../core/chat/prompt.js';
import { announceAnswer, findReply, markProgress, recordSkip, storeAnswer, type ReplyTarget } from '../../core/chat/replies.js';
import { loadReplyContext, type ReplyContext } from '../../core/chat/reply-context.js';
import { fitsReply, replyRequest } from '../../core/chat/reply-request.js';
import { parseStructured, ReasonStream } from '../../core/chat/structured-reply.js';
import { LlmError } from '../../core/llm/index.js';
import { createReplyCache } from '../../core/llm/reply-cache.js';
import { llmFor } from '../llm.js';
import { done, skipped, type FinalFailureHook, type Processor } from '../types.js';

// Streamed text reaches the room at most 20 times a second per reply: smooth to read, light to carry.
const STREAM_INTERVAL_MS = 50;

const targetOf = (ctx: ReplyContext, questionId: string, avatarId: string): ReplyTarget => ({
  sessionId: ctx.session.id,
  questionId,
  questionNumber: ctx.question.number,
  avatarId,
  place: ctx.place,
});

/**
 * One avatar answers one question: read the context, stream the answer to the session room, store it
 * once. Safe to run twice: a stored reply is announced again instead of being written again.
 */
export const avatarReply: Processor<'avatar-reply'> = async ({ questionId, avatarId }, { rt, log }) => {
  const ctx = await loadReplyContext(rt.db, questionId, avatarId);
  if (!ctx) return skipped('the question is gone');
  const target = targetOf(ctx, questionId, avatarId);
  // Every line about this reply carries the session and question, so one question can be followed
  // from the api's request log through this job to the socket events.
  log = log.child({ sessionId: target.sessionId, questionId, avatarId });
  const who = ctx.participants.find((p) => p.id === avatarId);

  const existing = await findReply(rt.db, questionId, avatarId);
  if (existing) {
    if (existing.status === 'answered') announceAnswer(rt.emitter, target, existing, who);
    else rt.emitter.toSession(target.sessionId, 'reply:skipped', { ...target });
    return skipped(`the reply is already ${existing.status}`);
  }
  if (!ctx.avatar) {
    // No avatar row means no reply can be stored; the room is told so the round can complete.
    rt.emitter.toSession(target.sessionId, 'reply:skipped', { sessionId: target.sessionId, questionId, avatarId });
    return skipped('the participant is gone');
  }

  const llm = llmFor(rt.config);
  const drafts = replyDrafts(rt.redis, rt.config.QUEUE_PREFIX);
  const runId = randomUUID().slice(0, 8);
  const started = performance.now();
  const avatar = ctx.avatar;
  try {
    await drafts.write(questionId, avatarId, { runId, seq: 0, text: '' });
    rt.emitter.toSession(target.sessionId, 'reply:start', { sessionId: target.sessionId, questionId, avatarId, runId });
    let seq = 0;
    let text = '';
    const stream = new StreamBatcher(STREAM_INTERVAL_MS, async (chunk) => {
      seq += 1;
      text += chunk;
      // Draft first, event second: a browser reading drafts over REST then sees every delta once.
      await drafts.write(questionId, avatarId, { runId, seq, text });
      rt.emitter.toSession(target.sessionId, 'reply:delta', { sessionId: target.sessionId, questionId, avatarId, runId, seq, delta: chunk });
    });
    const { spec } = ctx.question;
    const structured = spec.kind === 'open' ? null : spec;
    // A structured answer arrives as JSON; only its reason is the spoken text the chat streams.
    const reasons = structured ? new ReasonStream((d) => stream.push(d)) : null;
    const seed = ctx.session.seed;
    const cache = createReplyCache(rt.redis, rt.config.QUEUE_PREFIX, rt.config.LLM_REPLY_CACHE_TTL_S);
    const result = await cache
      .stream(
        llm,
        replyRequest(
          { avatar, project: ctx.project, question: ctx.question, earlierQuestions: ctx.earlierQuestions, heard: ctx },
          { seed, temperature: rt.config.LLM_TEMPERATURE, topP: rt.config.LLM_TOP_P },
        ),
        (delta) => (reasons ? reasons.push(delta) : stream.push(delta)),
        fitsReply(spec),
      )
      .catch((err: unknown) => {
        stream.cancel();
        throw err;
      });
    await stream.flush();
    const parsed = structured ? parseStructured(result.text, structured) : null;
    const answer = parsed ? parsed.reason : result.text.trim();
    // A reply without text is skipped (docs/sessions-and-reports.md, The live session); an empty answer is a failed attempt, retried like any other.
    if (!answer) throw new LlmError('the model returned an empty answer', true);
    const row = await storeAnswer(rt.db, target, {
      text: answer,
      value: parsed?.value ?? null,
      provider: llm.name,
      model: llm.model,
      usage: result.usage,
      latencyMs: performance.now() - started,
      promptVersion: PROMPT_VERSION,
      seed,
      cached: result.cached,
    });
    announceAnswer(rt.emitter, target, row, who);
    await drafts.clear(questionId, avatarId);
    await markProgress(rt.db, target, ctx.participants.length);
    log.info({ runId, cached: result.cached, tokensOut: result.usage.output, latencyMs: Math.round(performance.now() - started) }, 'reply stored');
    return done;
  } catch (err) {
    // A refused request (a bad key, an unknown model) will not succeed on another attempt either.
    if (err instanceof LlmError && !err.retryable) throw new UnrecoverableError(err.message);
    throw err;
  }
};

/** After the last attempt the reply is recorded as skipped, so the round completes without it. */
export const skipReplyForGood: FinalFailureHook<'avatar-reply'> = async ({ questionId, avatarId }, { rt, job, log }, error) => {
  const ctx = await loadReplyContext(rt.db, questionId, avatarId);
  if (!ctx) return;
  const message = error instanceof Error ? error.message : String(error);
  const llm = llmFor(rt.config);
  const latencyMs = job.processedOn ? Date.now() - job.processedOn : 0;
  log.warn({ sessionId: ctx.session.id, questionId, avatarId, err: message }, 'reply failed for good; skipping this participant');
  const who = ctx.participants.find((p) => p.id === avatarId);
  await recordSkip(rt, targetOf(ctx, questionId, avatarId), { error: message, provider: llm.name, model: llm.model, latencyMs }, who, ctx.participants.length);
  await replyDrafts(rt.redis, rt.config.QUEUE_PREFIX).clear(questionId, avatarId);
};
