import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../helpers/app.js';
import type { TestClient } from '../../helpers/client.js';
import { signedInUser } from '../../helpers/factories.js';
import { connected, connectSocket, recordEvents, type TestSocket } from '../../helpers/socket.js';
import { waitFor } from '../../helpers/wait.js';

let app: TestApp;
let admin: TestClient;
let socket: TestSocket;
beforeAll(async () => {
  // One batch at a time per worker process, and two processes: two batches run on different workers.
  app = await startTestApp({ workers: ['avatar-batch'], env: { AVATAR_BATCH_CONCURRENCY: '1' } });
  await app.startWorkers(['avatar-batch'], { AVATAR_BATCH_CONCURRENCY: '1' });
  ({ client: admin } = await signedInUser(app, { admin: true }));
  socket = connectSocket(app.url, admin);
  await connected(socket);
});
afterAll(async () => {
  socket?.close();
  await app?.close();
});

const batchRow = (id: string) => app.rt.db.selectFrom('avatar_batches').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const batchAvatars = (id: string) =>
  app.rt.db
    .selectFrom('avatars')
    .select(['id', 'name', 'batch_seq', 'is_active', 'tags', 'created_at', 'avatar_image_url'])
    .where('batch_id', '=', id)
    .orderBy('batch_seq')
    .execute();
const ended = (id: string, timeout = 30_000) =>
  waitFor(
    async () => {
      const b = await batchRow(id);
      return ['completed', 'cancelled', 'failed'].includes(b.status) ? b : null;
    },
    { timeout, what: `batch ${id} to end` },
  );

describe('batch avatar generation', () => {
  it('validates the batch size with the documented message, defaulting to 100', async () => {
    for (const count of [0, 1001, 2.5, '10']) {
      const res = await admin.post('/api/admin/avatar-batches', { count, tags: [] });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe('count: Batch size must be between 1 and 1000');
    }
    const byDefault = await admin.post('/api/admin/avatar-batches', { tags: ['Pet Owner'] });
    expect(byDefault.status).toBe(202);
    expect(byDefault.body.batch).toMatchObject({ count: 100, tags: ['pet-owner'] });
    expect((await admin.post(`/api/admin/avatar-batches/${byDefault.body.batchId}/cancel`)).status).toBe(200);
    await ended(byDefault.body.batchId);
  });

  it('generates 25 avatars one at a time, ~200 ms apart, with progress after each, shown together at the end', async () => {
    const events = recordEvents(socket);
    const tags = ['parent', 'rural', 'pet-owner', 'gardener'];
    const res = await admin.post('/api/admin/avatar-batches', { count: 25, tags });
    expect(res.status).toBe(202);
    const id: string = res.body.batchId;

    // While it runs, the avatars already written stay hidden.
    await waitFor(async () => (await batchRow(id)).done >= 5, { what: 'five avatars' });
    expect((await batchAvatars(id)).filter((a) => a.is_active)).toEqual([]);

    const batch = await ended(id);
    expect(batch).toMatchObject({ status: 'completed', done: 25, failed: 0, count: 25 });
    const avatars = await batchAvatars(id);
    expect(avatars.map((a) => a.batch_seq)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(avatars.every((a) => a.is_active)).toBe(true);
    expect(batch.last_avatar_name).toBe(avatars.at(-1)!.name);
    // Each carries at least one of the chosen tags (30% of 4, at least 1).
    for (const a of avatars) expect(a.tags.some((t) => tags.includes(t))).toBe(true);
    for (const a of avatars) expect(a.avatar_image_url).toMatch(/^\/files\/avatars\/batch_.+\.svg$/);
    // Spacing from the stored timestamps: at least 150 ms between consecutive generations.
    const gaps = avatars.slice(1).map((a, i) => a.created_at.getTime() - avatars[i]!.created_at.getTime());
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(150);

    await waitFor(() => events.some((e) => e.event === 'batch:progress' && e.payload.batchId === id && e.payload.status === 'completed'), { what: 'final event' });
    const progress = events.filter((e) => e.event === 'batch:progress' && e.payload.batchId === id).map((e) => e.payload);
    for (let done = 1; done <= 25; done++) expect(progress.some((p) => p.done === done && p.total === 25)).toBe(true);
    expect(progress.at(-1)).toEqual({ batchId: id, status: 'completed', done: 25, failed: 0, total: 25, lastAvatarName: batch.last_avatar_name });

    const listed = (await admin.get('/api/admin/avatar-batches')).body.items.find((b: { id: string }) => b.id === id);
    expect(listed).toMatchObject({ status: 'completed', done: 25, failed: 0, count: 25, tags });
    expect(listed.startedAt).toBeTruthy();
    expect(listed.finishedAt).toBeTruthy();
  });

  it('cancels a running batch within one avatar and keeps what was generated', async () => {
    const res = await admin.post('/api/admin/avatar-batches', { count: 60, tags: [] });
    const id: string = res.body.batchId;
    await waitFor(async () => (await batchRow(id)).done >= 3, { what: 'three avatars' });
    const cancel = await admin.post(`/api/admin/avatar-batches/${id}/cancel`);
    expect(cancel.status).toBe(200);
    const atCancel = cancel.body.done + cancel.body.failed;
    const batch = await ended(id);
    expect(batch.status).toBe('cancelled');
    expect(batch.done + batch.failed - atCancel).toBeLessThanOrEqual(1);
    const avatars = await batchAvatars(id);
    expect(avatars).toHaveLength(batch.done);
    expect(avatars.every((a) => a.is_active)).toBe(true);
    // Cancelling again, or an ended batch, changes nothing.
    expect((await admin.post(`/api/admin/avatar-batches/${id}/cancel`)).body.status).toBe('cancelled');
  });

  it('runs two batches at once on different workers', async () => {
    const [a, b] = await Promise.all([
      admin.post('/api/admin/avatar-batches', { count: 8, tags: ['student'] }),
      admin.post('/api/admin/avatar-batches', { count: 8, tags: ['retiree'] }),
    ]);
    const [ba, bb] = await Promise.all([ended(a.body.batchId), ended(b.body.batchId)]);
    expect([ba.status, bb.status]).toEqual(['completed', 'completed']);
    // Overlapping runs: each started before the other finished.
    expect(ba.started_at!.getTime()).toBeLessThan(bb.finished_at!.getTime());
    expect(bb.started_at!.getTime()).toBeLessThan(ba.finished_at!.getTime());
    const [av, bv] = [await batchAvatars(a.body.batchId), await batchAvatars(b.body.batchId)];
    expect(av.every((x) => x.tags.includes('student'))).toBe(true);
    expect(bv.every((x) => x.tags.includes('retiree'))).toBe(true);
  });

  it('answers 404 for an unknown batch', async () => {
    expect((await admin.get('/api/admin/avatar-batches/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await admin.post('/api/admin/avatar-batches/nope/cancel')).status).toBe(404);
  });
});
