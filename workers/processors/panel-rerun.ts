import { UnrecoverableError } from 'bullmq';
import { LlmError } from '../../core/llm/index.js';
import { createReplyCache } from '../../core/llm/reply-cache.js';
import { failRerun } from '../../core/stability/reruns.js';
import { answerRerun } from '../../core/stability/run.js';
import { llmFor } from '../llm.js';
import { done, skipped, type FinalFailureHook, type Processor } from '../types.js';

/**
 * Verdict stability: asks the session's questions of the same panel again, n times with new seeds,
 * then stores how often the verdict held and the range of each headline figure. Safe to run twice: a
 * rerun no longer running is left alone, and stored answers are never asked again. After the last
 * attempt fails, the rerun is marked failed and its credits refunded once (`failRerunForGood`).
 */
export const panelRerun: Processor<'panel-rerun'> = async ({ rerunId }, { rt, log }) => {
  const rerun = await rt.db.selectFrom('panel_reruns').select(['id', 'status']).where('id', '=', rerunId).executeTakeFirst();
  if (!rerun) throw new UnrecoverableError(`panel rerun ${rerunId} does not exist`);
  if (rerun.status !== 'running') return skipped(`the rerun is already ${rerun.status}`);
  try {
    const summary = await answerRerun(
      {
        db: rt.db,
        llm: llmFor(rt.config),
        cache: createReplyCache(rt.redis, rt.config.QUEUE_PREFIX, rt.config.LLM_REPLY_CACHE_TTL_S),
        sampling: { temperature: rt.config.LLM_TEMPERATURE, topP: rt.config.LLM_TOP_P },
      },
      rerunId,
    );
    await rt.db.transaction().execute(async (trx) => {
      const done = await trx
        .updateTable('panel_reruns')
        .set({ status: 'done', summary: JSON.stringify(summary), finished_at: new Date() })
        .where('id', '=', rerunId)
        .where('status', '=', 'running')
        .returning('session_id')
        .executeTakeFirst();
      // The printed report shows the newest stability: a PDF rendered before it is no longer current.
      if (done) await trx.updateTable('reports').set({ updated_at: new Date() }).where('session_id', '=', done.session_id).where('status', '=', 'ready').execute();
    });
    log.info({ rerunId, held: summary.held, reruns: summary.reruns.length }, 'panel rerun done');
    return done;
  } catch (err) {
    // A refused request (a bad key, an unknown model) will not succeed on another attempt either.
    if (err instanceof LlmError && !err.retryable) throw new UnrecoverableError(err.message);
    throw err;
  }
};

export const failRerunForGood: FinalFailureHook<'panel-rerun'> = async ({ rerunId }, { rt }, error) => {
  await failRerun(rt, rerunId, error instanceof Error ? error.message : String(error));
};
