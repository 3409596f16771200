import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_TEXT, type ReportDto } from '../../core/reports/contract.js';
import { failReport } from '../../core/reports/lifecycle.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { signedInUser } from '../helpers/factories.js';
import { startFakeOpenAi, type FakeOpenAi } from '../helpers/fake-openai.js';
import { connected, connectSocket, recordEvents, type TestSocket } from '../helpers/socket.js';
import { balanceOf, buildTranscript, grantCredits } from '../helpers/transcript-factory.js';
import { waitFor } from '../helpers/wait.js';

let app: TestApp;
let llm: FakeOpenAi;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  llm = await startFakeOpenAi();
  app = await startTestApp({ workers: ['report', 'notify'], env: { LLM_PROVIDER: 'openai', OPENAI_BASE_URL: llm.url, OPENAI_API_KEY: 'test-key' } });
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await app?.close();
  await llm?.close();
});

async function setup(credits: number) {
  const { user, client } = await signedInUser(app, { plan: 'pro' });
  await grantCredits(app.rt.db, user.id, credits);
  const t = await buildTranscript(app.rt.db, user);
  const socket = connectSocket(app.url, client);
  sockets.push(socket);
  await connected(socket);
  return { user, client, t, events: recordEvents(socket) };
}

describe('reports written by an OpenAI-compatible model', () => {
  it('puts the model prose around the computed figures and drops quotations it invented', async () => {
    llm.fallback = { kind: 'answer', text: 'Participants said "this is the best product ever made" to a man. They praised the weeknight recipes.' };
    const { client, t, events } = await setup(10);
    const res = await client.post(`/api/sessions/${t.session.id}/reports`);
    await waitFor(() => events.some((e) => e.event === 'report:done' && e.payload.reportId === res.body.reportId), { timeout: 30_000, what: 'report:done' });
    const report: ReportDto = (await client.get(`/api/reports/${res.body.reportId}`)).body;
    expect(report.provider).toBe('openai');
    const summary = report.sections.find((s) => s.key === 'ExecutiveSummary')!.markdown;
    expect(summary).toContain('They praised the weeknight recipes.');
    expect(summary).not.toContain('this is the best');
    // The figures still come from the transcript, whatever the model says.
    expect(report.analysis!.counts.responses).toBe(12);
    const request = llm.requests.at(-1)!;
    expect(request.messages[1].content).toContain('<focus_group_data>');
  });

  it('refunds exactly 5 credits, once, when the model fails on every attempt', async () => {
    llm.fallback = { kind: 'status', status: 500 };
    const { user, client, t, events } = await setup(10);
    const res = await client.post(`/api/sessions/${t.session.id}/reports`);
    expect(res.status).toBe(202);
    expect(await balanceOf(app.rt.db, user.id)).toBe(5);
    const failed = await waitFor(() => events.find((e) => e.event === 'report:failed' && e.payload.reportId === res.body.reportId), { timeout: 50_000, what: 'report:failed' });
    expect(failed.payload).toEqual({ reportId: res.body.reportId, sessionId: t.session.id, message: REPORT_TEXT.generateFailed });
    expect(await balanceOf(app.rt.db, user.id)).toBe(10);

    const row = await app.rt.db.selectFrom('reports').select(['status', 'error']).where('id', '=', res.body.reportId).executeTakeFirstOrThrow();
    expect(row.status).toBe('failed');
    expect(row.error).toMatch(/500/);
    const refunds = await app.rt.db
      .selectFrom('credit_transactions')
      .select((eb) => eb.fn.sum<number>('credits').as('total'))
      .where('user_id', '=', user.id)
      .where('transaction_type', '=', 'refunded')
      .executeTakeFirstOrThrow();
    expect(Number(refunds.total)).toBe(5);
    const session = await app.rt.db.selectFrom('sessions').select('status').where('id', '=', t.session.id).executeTakeFirstOrThrow();
    expect(session.status).toBe('active');

    // Running the failure path again (a duplicate job, a sweeper) refunds nothing more.
    const ref = { id: res.body.reportId, session_id: t.session.id, user_id: user.id };
    expect(await failReport(app.rt, ref, 'again')).toBe(false);
    expect(await balanceOf(app.rt.db, user.id)).toBe(10);
    expect(events.filter((e) => e.event === 'report:failed')).toHaveLength(1);

    // A failed report does not count: the session is ready for a report again and can be retried.
    const dash = await client.get('/api/dashboard');
    expect(dash.body.readyForReport.map((s: { id: string }) => s.id)).toContain(t.session.id);
  });
});
