import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { signedInUser } from '../helpers/factories.js';
import { spawnWorker, type Spawned } from '../helpers/processes.js';
import { buildAvatars } from '../helpers/avatar-factory.js';
import { buildActiveSession } from '../helpers/session-factory.js';
import { connectSocket, connected, joinSession, recordEvents, type TestSocket } from '../helpers/socket.js';
import { waitFor } from '../helpers/wait.js';

// Real worker processes (tsx workers/main.ts) against this file's database and queue prefix. A short
// lock and stall check let BullMQ notice a killed worker's jobs within a few seconds.
let app: TestApp;
const workers: Spawned[] = [];
const sockets: TestSocket[] = [];

const workerEnv = (extra: Record<string, string>) => ({
  DATABASE_URL: app.rt.config.DATABASE_URL,
  REDIS_URL: app.rt.config.REDIS_URL,
  QUEUE_PREFIX: app.rt.config.QUEUE_PREFIX,
  WORKER_QUEUES: 'avatar-reply',
  WORKER_LOCK_DURATION_MS: '2000',
  WORKER_STALLED_INTERVAL_MS: '1000',
  LOG_LEVEL: 'debug',
  ...extra,
});

async function startWorker(extra: Record<string, string> = {}): Promise<Spawned> {
  const w = await spawnWorker(workerEnv(extra));
  workers.push(w);
  return w;
}

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  for (const s of sockets) s.close();
  for (const w of workers) {
    w.kill('SIGKILL');
    await w.exited;
  }
  await app?.close();
});

async function roomOf(client: Parameters<typeof connectSocket>[1], sessionIds: string[]) {
  const socket = connectSocket(app.url, client);
  sockets.push(socket);
  const events = recordEvents(socket);
  await connected(socket);
  for (const id of sessionIds) expect(await joinSession(socket, id)).toEqual({ ok: true });
  return events;
}

const answersOf = (questionId: string) => app.rt.db.selectFrom('avatar_responses').select(['avatar_id', 'status', 'response_text']).where('question_id', '=', questionId).execute();

describe('worker crashes and scale-out', () => {
  it('stores every reply exactly once after a worker is killed with SIGKILL mid-reply', async () => {
    // About 35 ms per word: each reply streams for a few seconds, long enough to be killed halfway.
    const first = await startWorker({ OFFLINE_LLM_DELAY_MS: '35' });
    const { user, client } = await signedInUser(app);
    const avatars = await buildAvatars(app.rt.db, 6);
    const session = await buildActiveSession(app.rt.db, user, avatars);
    const events = await roomOf(client, [session.id]);

    const { questionId } = (await client.post(`/api/sessions/${session.id}/questions`, { text: 'What is your first impression of this concept?' })).body;
    await waitFor(() => new Set(events.filter((e) => e.event === 'reply:delta').map((e) => e.payload.avatarId)).size === 6, { timeout: 20_000, what: 'all six replies streaming' });
    expect(await answersOf(questionId)).toHaveLength(0);
    first.kill('SIGKILL');
    expect(await first.exited).toBeNull();

    await startWorker({ OFFLINE_LLM_DELAY_MS: '2' });
    await waitFor(async () => (await answersOf(questionId)).length === 6, { timeout: 30_000, what: 'six stored replies' });

    const rows = await answersOf(questionId);
    expect(rows.map((r) => r.avatar_id).sort()).toEqual(avatars.map((a) => a.id).sort());
    expect(rows.every((r) => r.status === 'answered' && r.response_text.length > 20)).toBe(true);
    // Each interrupted reply restarted under a new run id, and each avatar was announced done once.
    await waitFor(() => events.filter((e) => e.event === 'reply:done').length === 6, { timeout: 5_000 });
    for (const a of avatars) {
      const starts = events.filter((e) => e.event === 'reply:start' && e.payload.avatarId === a.id).map((e) => e.payload.runId);
      expect(new Set(starts).size).toBe(2);
      expect(events.filter((e) => e.event === 'reply:done' && e.payload.message.avatarId === a.id)).toHaveLength(1);
    }
    const live = await client.get(`/api/sessions/${session.id}/messages`);
    expect(live.body.messages).toHaveLength(7);
    expect(live.body.pending).toEqual([]);
  });

  it('spreads the replies of 10 sessions over two worker processes without doubling any', async () => {
    for (const w of workers.splice(0)) {
      w.kill('SIGKILL');
      await w.exited;
    }
    // A small concurrency per process, so neither can take all 40 jobs alone.
    const pair = [await startWorker({ OFFLINE_LLM_DELAY_MS: '3', AVATAR_REPLY_CONCURRENCY: '4' }), await startWorker({ OFFLINE_LLM_DELAY_MS: '3', AVATAR_REPLY_CONCURRENCY: '4' })];
    const { user, client } = await signedInUser(app);
    const sessions = await Promise.all(Array.from({ length: 10 }, async () => buildActiveSession(app.rt.db, user, await buildAvatars(app.rt.db, 4))));
    const events = await roomOf(
      client,
      sessions.map((s) => s.id),
    );

    const questionIds = await Promise.all(
      sessions.map(async (s) => (await client.post(`/api/sessions/${s.id}/questions`, { text: 'What concerns would you have?' })).body.questionId as string),
    );
    const stored = async () =>
      Number(
        (
          await app.rt.db
            .selectFrom('avatar_responses')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('question_id', 'in', questionIds)
            .executeTakeFirstOrThrow()
        ).n,
      );
    await waitFor(async () => (await stored()) === 40, { timeout: 60_000, what: '40 stored replies' });
    await waitFor(() => events.filter((e) => e.event === 'reply:done').length >= 40, { timeout: 5_000 });

    const done = events.filter((e) => e.event === 'reply:done').map((e) => `${e.payload.message.questionId}:${e.payload.message.avatarId}`);
    expect(done).toHaveLength(40);
    expect(new Set(done).size).toBe(40);
    for (const q of questionIds) expect(await answersOf(q)).toHaveLength(4);
    // "reply stored" is logged after the reply is announced and its progress saved: wait for every line.
    const storedLogs = () => pair.map((w) => (w.output().match(/"msg":"reply stored"/g) ?? []).length);
    await waitFor(() => storedLogs().reduce((a, b) => a + b, 0) >= 40, { timeout: 5_000, what: '40 "reply stored" log lines' });
    const perProcess = storedLogs();
    expect(perProcess[0]! + perProcess[1]!).toBe(40);
    expect(Math.min(...perProcess)).toBeGreaterThan(0);
  });
});
