import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { renderPortrait, storePortrait } from '../../core/avatars/portrait.js';
import { SeededRandom } from '../../core/avatars/random.js';
import { generateBatchPersona, pickRequiredTags } from '../../core/admin/batch-generation.js';
import { finishBatch, progressOf, TERMINAL_STATUSES, type BatchRow } from '../../core/admin/batches.js';
import { createLlm } from '../../core/llm/index.js';
import type { Runtime } from '../../core/runtime.js';
import type { Persona } from '../../core/avatars/persona.js';
import { done, skipped, type FinalFailureHook, type Processor } from '../types.js';

/** The pause between two generations (docs/admin.md, Avatars). */
export const GENERATION_SPACING_MS = 200;

const readBatch = (rt: Runtime, id: string) => rt.db.selectFrom('avatar_batches').selectAll().where('id', '=', id).executeTakeFirst();

/**
 * Slot n of a batch is "avatar number n". The batch row's done + failed is the checkpoint: the next slot
 * is done + failed + 1. Each slot is claimed with a compare-and-set on that sum, in the same transaction
 * as the avatar row, so a resumed or duplicated run can never write a slot twice (and the unique
 * (batch_id, batch_seq) index backs that up).
 */
async function recordSuccess(rt: Runtime, batch: BatchRow, seq: number, persona: Persona, imageUrl: string): Promise<BatchRow | undefined> {
  return rt.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('avatar_batches')
      .set({ done: sql`done + 1`, last_avatar_name: persona.name, updated_at: new Date() })
      .where('id', '=', batch.id)
      .where('status', '=', 'running')
      .where(sql<number>`done + failed + 1`, '=', seq)
      .returningAll()
      .executeTakeFirst();
    if (!claimed) return undefined;
    // Hidden until the batch ends: a batch's avatars appear together (docs/admin.md, Avatars) (finishBatch flips them).
    await trx
      .insertInto('avatars')
      .values({ ...persona, avatar_image_url: imageUrl, is_active: false, batch_id: batch.id, batch_seq: seq })
      .onConflict((oc) => oc.columns(['batch_id', 'batch_seq']).where('batch_id', 'is not', null).doNothing())
      .execute();
    return claimed;
  });
}

function recordFailure(rt: Runtime, batch: BatchRow, seq: number): Promise<BatchRow | undefined> {
  return rt.db
    .updateTable('avatar_batches')
    .set({ failed: sql`failed + 1`, updated_at: new Date() })
    .where('id', '=', batch.id)
    .where('status', '=', 'running')
    .where(sql<number>`done + failed + 1`, '=', seq)
    .returningAll()
    .executeTakeFirst();
}

/**
 * One admin batch: avatars one at a time, 200 ms apart, progress to the admin room after each. A failed
 * generation is recorded as failed and skipped; anything else (database, Redis) is rethrown so BullMQ
 * retries the job, which resumes from the checkpoint. Cancel is read before every avatar.
 */
export const avatarBatch: Processor<'avatar-batch'> = async ({ batchId }, { rt, job, log }) => {
  const initial = await readBatch(rt, batchId);
  if (!initial) return skipped('the batch is gone');
  if (TERMINAL_STATUSES.includes(initial.status)) return skipped(`the batch is already ${initial.status}`);
  const running = await rt.db
    .updateTable('avatar_batches')
    .set({ status: 'running', started_at: sql`coalesce(started_at, now())`, updated_at: new Date() })
    .where('id', '=', batchId)
    .where('status', 'in', ['queued', 'running'])
    .returningAll()
    .executeTakeFirst();
  if (!running) return skipped('the batch ended meanwhile');
  rt.emitter.toAdmins('batch:progress', progressOf(running));

  const llm = createLlm(rt.config);
  for (;;) {
    const batch = (await readBatch(rt, batchId))!;
    if (TERMINAL_STATUSES.includes(batch.status)) return skipped(`the batch is already ${batch.status}`);
    const seq = batch.done + batch.failed + 1;
    if (batch.cancel_requested || seq > batch.count) {
      const ended = await finishBatch(rt.db, batchId, batch.cancel_requested ? 'cancelled' : 'completed');
      const final = ended ?? (await readBatch(rt, batchId))!;
      rt.emitter.toAdmins('batch:progress', progressOf(final));
      log.info({ batchId, status: final.status, done: final.done, failed: final.failed }, 'avatar batch ended');
      return done;
    }

    // The seed is the slot: a slot retried after a crash draws the same tags and (offline) the same persona.
    const seed = `batch:${batchId}:${seq}`;
    const tagRandom = new SeededRandom(`${seed}:tags`);
    let generated: Awaited<ReturnType<typeof generateBatchPersona>> | null = null;
    try {
      generated = await generateBatchPersona(
        llm,
        seed,
        pickRequiredTags(batch.tags, () => tagRandom.next()),
      );
    } catch (err) {
      log.warn({ batchId, seq, err: (err as Error).message }, 'avatar generation failed; skipped and counted');
    }
    const after = generated
      ? await recordSuccess(rt, batch, seq, generated.persona, await storePortrait(rt.storage, `batch_${batchId}_${seq}`, renderPortrait(seed, generated.persona)))
      : await recordFailure(rt, batch, seq);
    // Slot taken by another run of this batch, or the batch ended meanwhile: re-read and go on from there.
    if (!after) continue;
    rt.emitter.toAdmins('batch:progress', progressOf(after));
    await job.updateProgress(Math.round(((after.done + after.failed) / after.count) * 100));
    if (after.done + after.failed < after.count) await sleep(GENERATION_SPACING_MS);
  }
};

/** A batch whose job failed for good ends as failed; the avatars it made become visible. */
export const failBatchForGood: FinalFailureHook<'avatar-batch'> = async ({ batchId }, { rt }) => {
  const ended = await finishBatch(rt.db, batchId, 'failed');
  if (ended) rt.emitter.toAdmins('batch:progress', progressOf(ended));
};
