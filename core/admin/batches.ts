import { z } from 'zod';
import { uniqueTags } from '../avatars/tags.js';
import type { BatchProgressEvent } from '../events.js';
import type { RealtimeEmitter } from '../realtime.js';
import type { Queues } from '../queues/index.js';
import type { Db } from '../../db/client.js';
import type { Selectable } from 'kysely';
import type { AvatarBatchesTable } from '../../db/types.js';
import { writeAudit } from './audit.js';
import { BATCH_DEFAULT, BATCH_MAX, BATCH_MIN, BATCH_SIZE_MESSAGE } from './batch-contract.js';
import type { BatchDto, BatchStatus } from './contract.js';

export type { BatchDto, BatchStatus } from './contract.js';

export type BatchRow = Selectable<AvatarBatchesTable>;

export const TERMINAL_STATUSES: readonly BatchStatus[] = ['completed', 'cancelled', 'failed'];

export const createBatchSchema = z.strictObject({
  count: z.number({ error: BATCH_SIZE_MESSAGE }).int(BATCH_SIZE_MESSAGE).min(BATCH_MIN, BATCH_SIZE_MESSAGE).max(BATCH_MAX, BATCH_SIZE_MESSAGE).default(BATCH_DEFAULT),
  tags: z
    .array(z.string().trim().min(1, 'a tag cannot be empty').max(60, 'a tag must be at most 60 characters'))
    .max(50, 'at most 50 tags')
    .default([])
    // Stored the catalogue's way (lower-case kebab), so "Pet Owner" and "pet-owner" are one tag.
    .transform((tags) => uniqueTags(tags)),
});

function presentBatch(b: BatchRow & { admin_email?: string | null }): BatchDto {
  return {
    id: b.id,
    count: b.count,
    tags: b.tags,
    status: b.status,
    done: b.done,
    failed: b.failed,
    lastAvatarName: b.last_avatar_name,
    cancelRequested: b.cancel_requested,
    createdAt: b.created_at.toISOString(),
    startedAt: b.started_at?.toISOString() ?? null,
    finishedAt: b.finished_at?.toISOString() ?? null,
    adminEmail: b.admin_email ?? null,
  };
}

export const progressOf = (b: BatchRow): BatchProgressEvent => ({
  batchId: b.id,
  status: b.status,
  done: b.done,
  failed: b.failed,
  total: b.count,
  lastAvatarName: b.last_avatar_name,
});

const withAdmin = (db: Db) =>
  db.selectFrom('avatar_batches').leftJoin('users', 'users.id', 'avatar_batches.admin_id').selectAll('avatar_batches').select('users.email as admin_email');

export async function getBatch(db: Db, id: string): Promise<BatchDto | null> {
  const row = await withAdmin(db).where('avatar_batches.id', '=', id).executeTakeFirst();
  return row ? presentBatch(row) : null;
}

/** Running and queued batches first, then past ones, newest first. */
export async function listBatches(db: Db, limit = 50): Promise<BatchDto[]> {
  const rows = await withAdmin(db)
    .orderBy((eb) => eb.case().when('avatar_batches.status', 'in', ['queued', 'running']).then(0).else(1).end())
    .orderBy('avatar_batches.created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map(presentBatch);
}

/** Records the batch, then (after commit) enqueues its one job. */
export async function createBatch(deps: { db: Db; queues: Queues }, adminId: string, input: z.infer<typeof createBatchSchema>): Promise<BatchDto> {
  const row = await deps.db.transaction().execute(async (trx) => {
    const b = await trx.insertInto('avatar_batches').values({ admin_id: adminId, count: input.count, tags: input.tags }).returningAll().executeTakeFirstOrThrow();
    await writeAudit(trx, { actorId: adminId, action: 'avatar_batch.create', details: { batchId: b.id, count: b.count, tags: b.tags } });
    return b;
  });
  await deps.queues.enqueue('avatar-batch', { batchId: row.id });
  return (await getBatch(deps.db, row.id))!;
}

/**
 * Ends a batch: its generated avatars become visible together (one statement, docs/admin.md's "successes are
 * inserted together"), whichever way the batch ends, and the batch gets its final status. Only a batch
 * not yet ended is changed, so two callers racing to end it end it once.
 */
export async function finishBatch(db: Db, batchId: string, status: 'completed' | 'cancelled' | 'failed'): Promise<BatchRow | undefined> {
  return db.transaction().execute(async (trx) => {
    const ended = await trx
      .updateTable('avatar_batches')
      .set({ status, finished_at: new Date(), updated_at: new Date() })
      .where('id', '=', batchId)
      .where('status', 'in', ['queued', 'running'])
      .returningAll()
      .executeTakeFirst();
    if (ended) {
      await trx.updateTable('avatars').set({ is_active: true, updated_at: new Date() }).where('batch_id', '=', batchId).where('is_active', '=', false).execute();
    }
    return ended;
  });
}

/**
 * Cancel: a running batch stops after the avatar in progress (the processor reads the flag before each
 * one). A batch whose job has not started is taken off the queue and ended here; if the job is already
 * running (its lock prevents removal), the processor ends it.
 */
export async function cancelBatch(deps: { db: Db; queues: Queues; emitter: RealtimeEmitter }, adminId: string, batchId: string): Promise<BatchDto | null> {
  const flagged = await deps.db
    .updateTable('avatar_batches')
    .set({ cancel_requested: true, updated_at: new Date() })
    .where('id', '=', batchId)
    .where('status', 'in', ['queued', 'running'])
    .returningAll()
    .executeTakeFirst();
  if (flagged) {
    await writeAudit(deps.db, { actorId: adminId, action: 'avatar_batch.cancel', details: { batchId } });
    const job = await deps.queues.get('avatar-batch').getJob(`batch_${batchId}`);
    const state = job ? await job.getState() : 'unknown';
    if (state !== 'active') {
      let removed = true;
      if (job) await job.remove().catch(() => (removed = false));
      const ended = removed ? await finishBatch(deps.db, batchId, 'cancelled') : undefined;
      if (ended) deps.emitter.toAdmins('batch:progress', progressOf(ended));
    }
  }
  return getBatch(deps.db, batchId);
}
