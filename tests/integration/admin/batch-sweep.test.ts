import { UnrecoverableError, Worker } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepBatches } from '../../../core/admin/batch-sweep.js';
import { bullConnection } from '../../../core/redis.js';
import { startTestApp, type TestApp } from '../../helpers/app.js';
import { buildUser } from '../../helpers/factories.js';
import { waitFor } from '../../helpers/wait.js';

// The maintenance sweeper, with no batch worker running so every job state is set up by hand.
let app: TestApp;
let adminId: string;
beforeAll(async () => {
  app = await startTestApp();
  adminId = (await buildUser(app.rt.db, { admin: true })).id;
});
afterAll(async () => {
  await app?.close();
});

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);
const batchQueue = () => app.rt.queues.get('avatar-batch');

async function openBatch(status: 'queued' | 'running', updatedAt: Date) {
  return app.rt.db.insertInto('avatar_batches').values({ admin_id: adminId, count: 5, status, updated_at: updatedAt }).returning('id').executeTakeFirstOrThrow();
}

describe('avatar batch sweeper', () => {
  it('enqueues again a batch whose job was lost, and leaves a fresh one alone', async () => {
    const lost = await openBatch('running', minutesAgo(5));
    const fresh = await openBatch('queued', new Date());
    const result = await sweepBatches(app.rt);
    expect(result).toEqual({ enqueued: 1, failed: 0 });
    expect(await (await batchQueue().getJob(`batch_${lost.id}`))?.getState()).toBe('waiting');
    expect(await batchQueue().getJob(`batch_${fresh.id}`)).toBeUndefined();
    // A second sweep finds the job alive and does nothing.
    expect(await sweepBatches(app.rt)).toEqual({ enqueued: 0, failed: 0 });
    await app.rt.db.updateTable('avatar_batches').set({ status: 'cancelled' }).where('id', 'in', [lost.id, fresh.id]).execute();
  });

  it('ends as failed a batch whose job failed for good, showing what it generated', async () => {
    const batch = await openBatch('running', minutesAgo(5));
    await app.rt.db.insertInto('avatars').values({ name: 'Made Before', is_active: false, batch_id: batch.id, batch_seq: 1 }).execute();
    await app.rt.queues.enqueue('avatar-batch', { batchId: batch.id });
    const failing = new Worker(
      'avatar-batch',
      async () => {
        throw new UnrecoverableError('stalled too often');
      },
      { connection: bullConnection(app.rt.config.REDIS_URL), prefix: app.rt.config.QUEUE_PREFIX },
    );
    await waitFor(async () => (await (await batchQueue().getJob(`batch_${batch.id}`))?.getState()) === 'failed', { what: 'the job to fail' });
    await failing.close();

    expect(await sweepBatches(app.rt)).toEqual({ enqueued: 0, failed: 1 });
    const row = await app.rt.db.selectFrom('avatar_batches').selectAll().where('id', '=', batch.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('failed');
    expect(row.finished_at).not.toBeNull();
    const avatar = await app.rt.db.selectFrom('avatars').select('is_active').where('batch_id', '=', batch.id).executeTakeFirstOrThrow();
    expect(avatar.is_active).toBe(true);
  });
});
