import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { signedInUser } from '../helpers/factories.js';
import { buildAvatars } from '../helpers/avatar-factory.js';
import { buildActiveSession } from '../helpers/session-factory.js';
import { balanceOf, buildTranscript, grantCredits, SAMPLE_QUESTIONS } from '../helpers/transcript-factory.js';
import { waitFor } from '../helpers/wait.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ workers: ['report', 'avatar-reply'] });
});
afterAll(async () => {
  await app?.close();
});

async function reportFor(client: Awaited<ReturnType<typeof signedInUser>>['client'], sessionId: string): Promise<string> {
  const { reportId } = (await client.post(`/api/sessions/${sessionId}/reports`)).body;
  await waitFor(async () => (await client.get(`/api/reports/${reportId}`)).body.status === 'ready', { timeout: 20_000, what: 'report ready' });
  return reportId;
}

describe('dashboard lists', () => {
  it('classifies sessions as documented, at most 3 each, newest first, with 4 participants by default', async () => {
    const { user, client } = await signedInUser(app, { plan: 'pro' });
    await grantCredits(app.rt.db, user.id, 20);
    const draft = await app.rt.db.insertInto('sessions').values({ user_id: user.id, title: 'Draft idea', status: 'draft' }).returning('id').executeTakeFirstOrThrow();
    const avatars = await buildAvatars(app.rt.db, 2);
    const running = await buildActiveSession(app.rt.db, user, avatars, { title: 'Running' });
    const finished = [];
    for (const title of ['Done A', 'Done B', 'Done C', 'Done D']) finished.push(await buildTranscript(app.rt.db, user, { title, avatars: 2 }));
    await reportFor(client, finished[3]!.session.id);

    const dash = (await client.get('/api/dashboard')).body;
    expect(dash.inProgress.map((s: { id: string }) => s.id).sort()).toEqual([draft.id, running.id].sort());
    expect(dash.inProgress.find((s: { id: string }) => s.id === draft.id)).toMatchObject({ participants: 4, totalQuestions: 0, status: 'draft' });
    expect(dash.inProgress.find((s: { id: string }) => s.id === running.id)).toMatchObject({ participants: 2, questionsAnswered: 0, totalQuestions: 3 });
    // Three of the four finished sessions have no report; the one with a report is in neither list.
    expect(dash.readyForReport.map((s: { title: string }) => s.title)).toEqual(['Done C', 'Done B', 'Done A']);
    expect(dash.readyForReport[0]).toMatchObject({ participants: 2, questionsAnswered: 3, totalQuestions: 3 });
  });
});

describe('next steps', () => {
  it('exports the transcript and the report as Markdown and JSON', async () => {
    const { user, client } = await signedInUser(app, { plan: 'pro' });
    await grantCredits(app.rt.db, user.id, 10);
    const t = await buildTranscript(app.rt.db, user);
    const json = await client.get(`/api/sessions/${t.session.id}/transcript`);
    expect(json.body.questions).toHaveLength(3);
    expect(json.body.questions[0]).toMatchObject({ number: 1, text: SAMPLE_QUESTIONS[0] });
    expect(json.body.questions[0].answers).toHaveLength(4);
    expect(json.body.questions.flatMap((q: { answers: { text: string }[] }) => q.answers.map((a) => a.text)).sort()).toEqual([...t.answers].sort());
    const md = await client.get(`/api/sessions/${t.session.id}/transcript?format=markdown&download=1`);
    expect(md.headers.get('content-type')).toContain('text/markdown');
    expect(md.headers.get('content-disposition')).toBe(`attachment; filename="focus-group-transcript-${t.session.id}.md"`);
    expect(md.body).toContain(`## Q1: ${SAMPLE_QUESTIONS[0]}`);

    const reportId = await reportFor(client, t.session.id);
    const rmd = await client.get(`/api/reports/${reportId}/export?format=markdown`);
    expect(rmd.body).toMatch(/^# MealMate\n/);
    expect(rmd.body).toContain('## Executive Summary');
    expect(rmd.body).toContain('## Detailed Participant Responses');
    const rjson = await client.get(`/api/reports/${reportId}/export?format=json`);
    expect(rjson.body).toMatchObject({ id: reportId, title: 'MealMate' });
    expect(rjson.body.isOwner).toBeUndefined();
    expect((await client.get(`/api/reports/${reportId}/export?format=pdf`)).status).toBe(400);
  });

  it('duplicates a session into a new draft with the same idea, questions and avatars', async () => {
    const { user, client } = await signedInUser(app, { plan: 'pro' });
    const t = await buildTranscript(app.rt.db, user);
    const res = await client.post(`/api/sessions/${t.session.id}/duplicate`);
    expect(res.status).toBe(201);
    const copy = await app.rt.db.selectFrom('sessions').selectAll().where('id', '=', res.body.id).executeTakeFirstOrThrow();
    expect(copy).toMatchObject({
      user_id: user.id,
      status: 'draft',
      title: 'MealMate (copy)',
      product_idea: t.session.product_idea,
      key_questions: SAMPLE_QUESTIONS,
      selected_avatars: t.session.selected_avatars,
      total_questions: 0,
    });
    const other = await signedInUser(app, { plan: 'pro' });
    expect((await other.client.post(`/api/sessions/${t.session.id}/duplicate`)).status).toBe(404);
  });

  it('asks the same panel a follow-up, charged like a round, answered by every avatar', async () => {
    const { user, client } = await signedInUser(app, { plan: 'pro' });
    await grantCredits(app.rt.db, user.id, 10);
    const t = await buildTranscript(app.rt.db, user);
    // A panel of 4 with one premium avatar: its start cost 2 credits, so each new round costs 2.
    await app.rt.db.updateTable('sessions').set({ start_cost: 2 }).where('id', '=', t.session.id).execute();
    const res = await client.post(`/api/sessions/${t.session.id}/follow-up`, { text: 'Would you pay $5 more for organic ingredients?' });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ questionNumber: 4, charged: 2 });
    expect(await balanceOf(app.rt.db, user.id)).toBe(8);
    const s = await app.rt.db.selectFrom('sessions').select(['status', 'total_questions']).where('id', '=', t.session.id).executeTakeFirstOrThrow();
    expect(s).toEqual({ status: 'active', total_questions: 4 });
    const answered = await waitFor(
      async () => {
        const rows = await app.rt.db.selectFrom('avatar_responses').select('id').where('question_id', '=', res.body.questionId).execute();
        return rows.length === 4 ? rows : null;
      },
      { timeout: 30_000, what: 'follow-up answers' },
    );
    expect(answered).toHaveLength(4);
    // A new report version covers the follow-up.
    const reportId = await reportFor(client, t.session.id);
    const report = (await client.get(`/api/reports/${reportId}`)).body;
    expect(report.analysis.counts.questions).toBe(4);
  });

  it('refuses follow-ups before the planned questions are done, and to free users', async () => {
    const { user, client } = await signedInUser(app, { plan: 'pro' });
    const avatars = await buildAvatars(app.rt.db, 2);
    const running = await buildActiveSession(app.rt.db, user, avatars);
    expect((await client.post(`/api/sessions/${running.id}/follow-up`, { text: 'More?' })).status).toBe(409);
    expect((await client.post(`/api/sessions/${running.id}/follow-up`, { text: '  ' })).status).toBe(400);
    const free = await signedInUser(app, { plan: 'free' });
    const t = await buildTranscript(app.rt.db, free.user);
    const res = await free.client.post(`/api/sessions/${t.session.id}/follow-up`, { text: 'More?' });
    expect(res.status).toBe(403);
    expect(res.body.error.feature).toBe('ask follow-up questions');
  });
});
