import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../helpers/app.js';
import type { TestClient } from '../../helpers/client.js';
import { signedInUser } from '../../helpers/factories.js';
import { spawnWorker, type Spawned } from '../../helpers/processes.js';
import { waitFor } from '../../helpers/wait.js';

// Real worker processes (tsx workers/main.ts), killed with SIGKILL: no shutdown hook runs, the job's
// lock simply stops being renewed. Short locks and stalled checks make the takeover quick.
let app: TestApp;
let admin: TestClient;
let env: Record<string, string>;
const spawned: Spawned[] = [];
beforeAll(async () => {
  app = await startTestApp();
  ({ client: admin } = await signedInUser(app, { admin: true }));
  env = {
    DATABASE_URL: app.rt.config.DATABASE_URL,
    REDIS_URL: app.rt.config.REDIS_URL,
    QUEUE_PREFIX: app.rt.config.QUEUE_PREFIX,
    STORAGE_DIR: app.rt.config.STORAGE_DIR,
    WORKER_QUEUES: 'avatar-batch',
    WORKER_LOCK_DURATION_MS: '2000',
    WORKER_STALLED_INTERVAL_MS: '1000',
  };
});
afterAll(async () => {
  for (const s of spawned) {
    s.kill('SIGKILL');
    await s.exited;
  }
  await app?.close();
});

const batchRow = (id: string) => app.rt.db.selectFrom('avatar_batches').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

async function worker(): Promise<Spawned> {
  const w = await spawnWorker(env);
  spawned.push(w);
  return w;
}

describe('batch generation survives a killed worker', () => {
  it('cancels a batch that no worker has started yet at once, taking its job off the queue', async () => {
    const id = (await admin.post('/api/admin/avatar-batches', { count: 10, tags: [] })).body.batchId;
    const res = await admin.post(`/api/admin/avatar-batches/${id}/cancel`);
    expect(res.body).toMatchObject({ status: 'cancelled', done: 0, cancelRequested: true });
    expect(await app.rt.queues.get('avatar-batch').getJob(`batch_${id}`)).toBeUndefined();
  });

  it('resumes from its checkpoint after SIGKILL with no duplicate and no lost avatar', async () => {
    const id: string = (await admin.post('/api/admin/avatar-batches', { count: 40, tags: ['urban', 'commuter'] })).body.batchId;
    const first = await worker();
    await waitFor(async () => (await batchRow(id)).done >= 8, { timeout: 30_000, what: 'eight avatars' });
    first.kill('SIGKILL');
    await first.exited;
    const atKill = await batchRow(id);
    expect(atKill.status).toBe('running');

    await worker();
    const batch = await waitFor(
      async () => {
        const b = await batchRow(id);
        return b.status === 'completed' ? b : null;
      },
      { timeout: 60_000, what: 'the batch to complete on the second worker' },
    );
    expect(batch.done + batch.failed).toBe(40);
    expect(batch.done).toBeGreaterThanOrEqual(atKill.done);
    const avatars = await app.rt.db.selectFrom('avatars').select(['batch_seq', 'is_active']).where('batch_id', '=', id).orderBy('batch_seq').execute();
    expect(avatars).toHaveLength(batch.done);
    expect(new Set(avatars.map((a) => a.batch_seq)).size).toBe(avatars.length);
    expect(avatars.every((a) => a.is_active)).toBe(true);
    // Every avatar generated before the kill is still there.
    expect(avatars.filter((a) => a.batch_seq! <= atKill.done + atKill.failed).length).toBeGreaterThanOrEqual(atKill.done);
  });
});
