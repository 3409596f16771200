import { UnrecoverableError, Worker } from 'bullmq';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { sweepReplies } from '../../core/chat/sweep.js';
import { bullConnection } from '../../core/redis.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { signedInUser } from '../helpers/factories.js';
import { buildAvatars } from '../helpers/avatar-factory.js';
import { buildActiveSession } from '../helpers/session-factory.js';
import { connectSocket, connected, joinSession, recordEvents, type TestSocket } from '../helpers/socket.js';
import { waitFor } from '../helpers/wait.js';

const apps: TestApp[] = [];
const sockets: TestSocket[] = [];
afterAll(async () => {
  for (const s of sockets) s.close();
  for (const a of apps) await a.close();
});

/** A question row as the api leaves it when it dies right after the commit, before enqueueing. */
async function orphanQuestion(app: TestApp, sessionId: string, ageSeconds: number) {
  return app.rt.db
    .insertInto('questions')
    .values({
      session_id: sessionId,
      question_text: 'What is your first impression of this concept?',
      question_number: 1,
      created_at: sql<Date>`now() - make_interval(secs => ${ageSeconds})`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

const repliesOf = (app: TestApp, questionId: string) =>
  app.rt.db.selectFrom('avatar_responses').select(['avatar_id', 'status', 'error']).where('question_id', '=', questionId).execute();

describe('the reply sweeper (maintenance)', () => {
  it('enqueues the replies of a question that was recorded but never got its jobs', async () => {
    const app = await startTestApp({ workers: ['avatar-reply', 'maintenance'], env: { REPLY_SWEEP_EVERY_MS: '1000' } });
    apps.push(app);
    const { user } = await signedInUser(app);
    const session = await buildActiveSession(app.rt.db, user, await buildAvatars(app.rt.db, 3));
    const fresh = await orphanQuestion(app, session.id, 0);
    await app.rt.db.updateTable('questions').set({ question_number: 2 }).where('id', '=', fresh.id).execute();
    const old = await orphanQuestion(app, session.id, 60);

    // The scheduled sweep (every second here) finds the minute-old question and its three owed replies.
    await waitFor(async () => (await repliesOf(app, old.id)).length === 3, { timeout: 20_000, what: 'swept replies' });
    expect((await repliesOf(app, old.id)).every((r) => r.status === 'answered')).toBe(true);
    // A question inside the grace period is the api's to enqueue, not the sweeper's.
    expect(await repliesOf(app, fresh.id)).toEqual([]);
    // Sweeping again finds nothing owed for the answered question: it is idempotent.
    const again = await sweepReplies(app.rt);
    expect(again.skipped).toBe(0);
  });

  it('records the skip of a reply whose job failed for good without recording it', async () => {
    const app = await startTestApp();
    apps.push(app);
    const { user, client } = await signedInUser(app);
    const avatars = await buildAvatars(app.rt.db, 2);
    const session = await buildActiveSession(app.rt.db, user, avatars);
    const socket = connectSocket(app.url, client);
    sockets.push(socket);
    const events = recordEvents(socket);
    await connected(socket);
    await joinSession(socket, session.id);

    const question = await orphanQuestion(app, session.id, 60);
    for (const a of avatars) await app.rt.queues.enqueue('avatar-reply', { questionId: question.id, avatarId: a.id });
    // Stands in for a worker that died on the job's last attempt: the job is failed, no row was written.
    const failing = new Worker(
      'avatar-reply',
      async () => {
        throw new UnrecoverableError('worker lost on the last attempt');
      },
      { connection: bullConnection(app.rt.config.REDIS_URL), prefix: app.rt.config.QUEUE_PREFIX },
    );
    const queue = app.rt.queues.get('avatar-reply');
    await waitFor(async () => (await queue.getFailedCount()) === 2, { what: 'two failed jobs' });
    await failing.close();

    expect(await sweepReplies(app.rt)).toEqual({ enqueued: 0, skipped: 2 });
    const rows = await repliesOf(app, question.id);
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.status === 'skipped' && r.error === 'worker lost on the last attempt')).toBe(true);
    await waitFor(() => events.filter((e) => e.event === 'reply:skipped').length === 2);
    expect(await sweepReplies(app.rt)).toEqual({ enqueued: 0, skipped: 0 });
    const live = await client.get(`/api/sessions/${session.id}/messages`);
    expect(live.body.pending).toEqual([]);
    expect(live.body.messages).toHaveLength(1);
  });
});
