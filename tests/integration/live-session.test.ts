import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import type { TestClient } from '../helpers/client.js';
import { signedInUser } from '../helpers/factories.js';
import { buildAvatars } from '../helpers/avatar-factory.js';
import { buildActiveSession } from '../helpers/session-factory.js';
import { connectSocket, connected, joinSession, recordEvents, type TestSocket } from '../helpers/socket.js';
import { waitFor } from '../helpers/wait.js';

let app: TestApp;
const sockets: TestSocket[] = [];
beforeAll(async () => {
  app = await startTestApp({ workers: ['avatar-reply'], env: { OFFLINE_LLM_DELAY_MS: '4' } });
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await app?.close();
});

async function openRoom(client: Parameters<typeof connectSocket>[1], sessionId: string) {
  const socket = connectSocket(app.url, client);
  sockets.push(socket);
  const events = recordEvents(socket);
  await connected(socket);
  expect(await joinSession(socket, sessionId)).toEqual({ ok: true });
  return { socket, events };
}

/** Asks and waits until every participant's reply is stored: the next question may only follow then. */
async function askAnswered(client: TestClient, sessionId: string, text: string, participants: number) {
  const res = await client.post(`/api/sessions/${sessionId}/questions`, { text });
  expect(res.status).toBe(202);
  await waitFor(async () => (await app.rt.db.selectFrom('avatar_responses').select('id').where('question_id', '=', res.body.questionId).execute()).length === participants, {
    timeout: 20_000,
    what: 'every reply stored',
  });
}

describe('a live round: one question, every avatar answers over the socket', () => {
  it('streams each reply as deltas, then announces the stored answer once, in finish order', async () => {
    const { user, client } = await signedInUser(app);
    const avatars = await buildAvatars(app.rt.db, 4);
    const session = await buildActiveSession(app.rt.db, user, avatars);
    const { events } = await openRoom(client, session.id);

    const res = await client.post(`/api/sessions/${session.id}/questions`, { text: '  What is your first impression of this concept?  ' });
    expect(res.status).toBe(202);
    const { questionId } = res.body;
    await waitFor(() => events.filter((e) => e.event === 'reply:done').length === 4, { timeout: 20_000, what: 'four replies' });

    expect(events[0]!.event).toBe('question:created');
    expect(events[0]!.payload.message).toMatchObject({ id: questionId, isUser: true, message: 'What is your first impression of this concept?', questionNumber: 1 });
    for (const a of avatars) {
      const mine = events.filter((e) => e.payload.avatarId === a.id || e.payload.message?.avatarId === a.id);
      expect(mine[0]!.event).toBe('reply:start');
      const deltas = mine.filter((e) => e.event === 'reply:delta');
      // Words are coalesced into at most one update per 50 ms, so a reply arrives in a few deltas.
      expect(deltas.length).toBeGreaterThan(1);
      expect(deltas.map((d) => d.payload.seq)).toEqual(deltas.map((_, i) => i + 1));
      expect(new Set(deltas.map((d) => d.payload.runId))).toEqual(new Set([mine[0]!.payload.runId]));
      const done = mine.filter((e) => e.event === 'reply:done');
      expect(done).toHaveLength(1);
      expect(mine.at(-1)!.event).toBe('reply:done');
      expect(done[0]!.payload.message.message).toBe(
        deltas
          .map((d) => d.payload.delta)
          .join('')
          .trim(),
      );
      expect(done[0]!.payload.message).toMatchObject({ questionId, isUser: false, name: a.name, simulated: true });
    }

    const rows = await app.rt.db.selectFrom('avatar_responses').selectAll().where('question_id', '=', questionId).orderBy('created_at').execute();
    expect(rows).toHaveLength(4);
    for (const r of rows) {
      expect(r).toMatchObject({ status: 'answered', provider: 'offline', model: 'persona-simulator-1', error: null });
      expect(r.tokens_in).toBeGreaterThan(100);
      expect(r.tokens_out).toBeGreaterThan(5);
      expect(r.latency_ms).toBeGreaterThanOrEqual(0);
    }
    // Different personas, different answers.
    expect(new Set(rows.map((r) => r.response_text)).size).toBe(4);

    const announced = events.filter((e) => e.event === 'reply:done').map((e) => e.payload.message);
    const live = await client.get(`/api/sessions/${session.id}/messages`);
    expect(live.status).toBe(200);
    // REST and the socket present the same messages; REST orders answers by when they were stored
    // (replies finishing within the same millisecond may be announced in either order).
    expect(live.body.messages[0].id).toBe(questionId);
    expect(live.body.messages.slice(1)).toEqual(expect.arrayContaining(announced));
    expect(live.body.messages.slice(1)).toHaveLength(4);
    const times = live.body.messages.map((m: any) => m.timestamp);
    expect(times).toEqual([...times].sort());
    expect(live.body.pending).toEqual([]);
    expect(live.body.progress).toEqual({ asked: 1, total: 3, current: 2, complete: false });
    expect(live.body.usage).toEqual({ input: rows.reduce((n, r) => n + r.tokens_in, 0), output: rows.reduce((n, r) => n + r.tokens_out, 0) });
    expect(live.body.provider).toEqual({ name: 'offline', simulated: true });
    expect(live.body.session.participants.map((p: any) => p.id)).toEqual(avatars.map((a) => a.id));

    const saved = await app.rt.db.selectFrom('sessions').select(['current_question', 'last_saved_at']).where('id', '=', session.id).executeTakeFirstOrThrow();
    expect(saved.current_question).toBe(1);
    expect(saved.last_saved_at).not.toBeNull();
  });

  it('lets later answers hear the earlier ones: the second question is answered with the first in context', async () => {
    const { user, client } = await signedInUser(app);
    const avatars = await buildAvatars(app.rt.db, 3);
    const session = await buildActiveSession(app.rt.db, user, avatars);
    await client.post(`/api/sessions/${session.id}/questions`, { text: 'What is your first impression?' });
    await waitFor(async () => (await client.get(`/api/sessions/${session.id}/messages`)).body.messages.length === 4, { timeout: 20_000 });
    await client.post(`/api/sessions/${session.id}/questions`, { text: 'What would convince you to purchase it?' });
    const live = await waitFor(
      async () => {
        const r = await client.get(`/api/sessions/${session.id}/messages`);
        return r.body.messages.length === 8 ? r.body : null;
      },
      { timeout: 20_000 },
    );
    const second = live.messages.slice(5);
    // Each answer names the product and reacts, by first name, to what another participant said.
    for (const m of second) {
      expect(m.message).toContain('MealMate');
      const others = avatars.filter((a) => a.id !== m.avatarId).map((a) => a.name.split(' ')[0]!);
      expect(others.some((n) => m.message.includes(n))).toBe(true);
    }
    // Once every participant has answered it, the session's current question moves to the second.
    await waitFor(() => app.rt.db.selectFrom('sessions').select('id').where('id', '=', session.id).where('current_question', '=', 2).executeTakeFirst(), {
      what: 'the current question to move to 2',
    });
  });

  it("refuses a question past the session's list with 409 Session Complete", async () => {
    const { user, client } = await signedInUser(app);
    const session = await buildActiveSession(app.rt.db, user, await buildAvatars(app.rt.db, 2), { keyQuestions: ['First?', 'Second?'] });
    await askAnswered(client, session.id, 'First?', 2);
    await askAnswered(client, session.id, 'Second?', 2);
    const third = await client.post(`/api/sessions/${session.id}/questions`, { text: 'One more?' });
    expect(third.status).toBe(409);
    expect(third.body.error).toEqual({ code: 'session_complete', message: 'Session Complete' });
    const live = await client.get(`/api/sessions/${session.id}/messages`);
    expect(live.body.progress).toMatchObject({ asked: 2, total: 2, current: 2, complete: true });
  });

  it('allows 5 questions when the session has no list of its own', async () => {
    const { user, client } = await signedInUser(app);
    const session = await buildActiveSession(app.rt.db, user, await buildAvatars(app.rt.db, 1), { keyQuestions: [] });
    for (let i = 1; i <= 5; i++) await askAnswered(client, session.id, `Question ${i}?`, 1);
    expect((await client.post(`/api/sessions/${session.id}/questions`, { text: 'Sixth?' })).status).toBe(409);
    const live = await client.get(`/api/sessions/${session.id}/messages`);
    expect(live.body.session.plannedQuestions).toHaveLength(5);
  });

  it('refuses the next question with 409 while a reply is owed, and takes it once every reply is stored', async () => {
    const { user, client } = await signedInUser(app);
    const session = await buildActiveSession(app.rt.db, user, await buildAvatars(app.rt.db, 2));
    const first = await client.post(`/api/sessions/${session.id}/questions`, { text: 'First?' });
    expect(first.status).toBe(202);
    const early = await client.post(`/api/sessions/${session.id}/questions`, { text: 'Too soon?' });
    expect(early.status).toBe(409);
    expect(early.body.error).toEqual({ code: 'round_open', message: 'Wait until every participant has answered the last question.' });
    await waitFor(async () => (await app.rt.db.selectFrom('avatar_responses').select('id').where('question_id', '=', first.body.questionId).execute()).length === 2, {
      timeout: 20_000,
    });
    expect((await client.post(`/api/sessions/${session.id}/questions`, { text: 'Now?' })).status).toBe(202);
  });

  it('refuses an empty or blank question with 400 and stores nothing', async () => {
    const { user, client } = await signedInUser(app);
    const session = await buildActiveSession(app.rt.db, user, await buildAvatars(app.rt.db, 1));
    for (const text of ['', '   \n\t ']) {
      const res = await client.post(`/api/sessions/${session.id}/questions`, { text });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('validation_error');
    }
    expect((await client.post(`/api/sessions/${session.id}/questions`, { text: 'Hi', extra: 1 })).status).toBe(400);
    const count = await app.rt.db
      .selectFrom('questions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('session_id', '=', session.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it("answers 404 for another user's session, a missing one and a malformed id, and reveals nothing", async () => {
    const { user: owner } = await signedInUser(app);
    const { client: other } = await signedInUser(app);
    const session = await buildActiveSession(app.rt.db, owner, await buildAvatars(app.rt.db, 1));
    for (const path of [`/api/sessions/${session.id}`, '/api/sessions/00000000-0000-4000-8000-000000000000', '/api/sessions/not-a-uuid']) {
      const ask = await other.post(`${path}/questions`, { text: 'Hello?' });
      expect(ask.status).toBe(404);
      expect((await other.get(`${path}/messages`)).status).toBe(404);
      expect((await other.put(`${path}/auto-advance`, { enabled: true })).status).toBe(404);
    }
    const count = await app.rt.db
      .selectFrom('questions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('session_id', '=', session.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('asks an auto-sent question once even when two tabs send it', async () => {
    const { user, client } = await signedInUser(app);
    const session = await buildActiveSession(app.rt.db, user, await buildAvatars(app.rt.db, 2));
    const [a, b] = await Promise.all([
      client.post(`/api/sessions/${session.id}/questions`, { text: 'What is your first impression of this concept?', questionNumber: 1 }),
      client.post(`/api/sessions/${session.id}/questions`, { text: 'What is your first impression of this concept?', questionNumber: 1 }),
    ]);
    expect([a.status, b.status]).toEqual([202, 202]);
    expect(a.body.questionId).toBe(b.body.questionId);
    expect([a.body.created, b.body.created].sort()).toEqual([false, true]);
    const early = await client.post(`/api/sessions/${session.id}/questions`, { text: 'Third?', questionNumber: 3 });
    expect(early.status).toBe(409);
    await waitFor(async () => (await client.get(`/api/sessions/${session.id}/messages`)).body.messages.length === 3, { timeout: 20_000 });
  });

  it('refuses questions before the session is started', async () => {
    const { user, client } = await signedInUser(app);
    const session = await buildActiveSession(app.rt.db, user, await buildAvatars(app.rt.db, 1), { status: 'draft' });
    const res = await client.post(`/api/sessions/${session.id}/questions`, { text: 'Hello?' });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('session_not_started');
  });

  it('stores the Auto-Advance switch and its discuss-each-question option', async () => {
    const { user, client } = await signedInUser(app);
    const session = await buildActiveSession(app.rt.db, user, await buildAvatars(app.rt.db, 1));
    expect((await client.put(`/api/sessions/${session.id}/auto-advance`, { enabled: true })).body).toEqual({ autoAdvance: true, discussEach: false });
    expect((await client.put(`/api/sessions/${session.id}/auto-advance`, { enabled: true, discussEach: true })).body).toEqual({ autoAdvance: true, discussEach: true });
    // Turning Auto-Advance off and on keeps the option.
    expect((await client.put(`/api/sessions/${session.id}/auto-advance`, { enabled: false })).body).toEqual({ autoAdvance: false, discussEach: true });
    await client.put(`/api/sessions/${session.id}/auto-advance`, { enabled: true });
    expect((await client.get(`/api/sessions/${session.id}/messages`)).body.session).toMatchObject({ autoAdvance: true, discussEach: true });
    expect((await client.put(`/api/sessions/${session.id}/auto-advance`, { enabled: 'yes' })).status).toBe(400);
  });
});

describe('the session room', () => {
  it("refuses another user's socket and lets the owner's in", async () => {
    const { user: owner, client: ownerClient } = await signedInUser(app);
    const { client: other } = await signedInUser(app);
    const session = await buildActiveSession(app.rt.db, owner, await buildAvatars(app.rt.db, 1));
    const intruder = connectSocket(app.url, other);
    sockets.push(intruder);
    const seen = recordEvents(intruder);
    await connected(intruder);
    expect(await joinSession(intruder, session.id)).toEqual({ ok: false, error: 'Session not found' });
    // An id that is not one names no session (it is not sent to Postgres to find out).
    for (const malformed of ['not-a-uuid', '-'.repeat(36)]) expect(await joinSession(intruder, malformed)).toEqual({ ok: false, error: 'Session not found' });
    await openRoom(ownerClient, session.id);
    await ownerClient.post(`/api/sessions/${session.id}/questions`, { text: 'Anyone there?' });
    await waitFor(async () => (await ownerClient.get(`/api/sessions/${session.id}/messages`)).body.messages.length === 2, { timeout: 20_000 });
    expect(seen.filter((e) => e.event.startsWith('reply:') || e.event === 'question:created')).toEqual([]);
  });

  it('refuses an unauthenticated socket at the handshake', async () => {
    const anonymous = connectSocket(app.url);
    sockets.push(anonymous);
    await expect(connected(anonymous)).rejects.toThrow('unauthorized');
  });
});
