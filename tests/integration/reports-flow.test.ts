import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deductInTx } from '../../core/credits/index.js';
import { REPORT_COST, REPORT_TEXT, SECTION_KEYS, type ReportDto } from '../../core/reports/contract.js';
import { sweepReports } from '../../core/reports/sweep.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { signedInUser } from '../helpers/factories.js';
import { startWebhookReceiver } from '../helpers/fake-webhook.js';
import { connected, connectSocket, recordEvents, type RecordedEvent, type TestSocket } from '../helpers/socket.js';
import { balanceOf, buildTranscript, grantCredits, type BuiltTranscript } from '../helpers/transcript-factory.js';
import { waitFor } from '../helpers/wait.js';

let app: TestApp;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  app = await startTestApp({ workers: ['report', 'notify'], env: { WEBHOOK_URL: `${receiver.url}/hooks` } });
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await app?.close();
  await receiver?.close();
});

async function paidUserWithSession(credits: number) {
  const { user, client } = await signedInUser(app, { plan: 'pro' });
  if (credits) await grantCredits(app.rt.db, user.id, credits);
  const t = await buildTranscript(app.rt.db, user);
  const socket = connectSocket(app.url, client);
  sockets.push(socket);
  await connected(socket);
  return { user, client, t, events: recordEvents(socket) };
}

const eventsOf = (events: RecordedEvent[], reportId: string) => events.filter((e) => e.event.startsWith('report:') && e.payload.reportId === reportId);

/** Every quotation in the report: the figures' quotes and every block quote in the sections. */
function quotesIn(r: ReportDto): string[] {
  const f = r.analysis!.figures;
  const fromFigures = [
    ...f.liked.quotes,
    ...f.concerns.flatMap((c) => c.quotes),
    ...f.questions.flatMap((q) => [q.quotes.positive, q.quotes.negative]),
    ...f.participants.map((p) => p.quote),
  ]
    .filter((q) => q !== null)
    .map((q) => q.text);
  const blockQuotes = r.sections.flatMap((s) => [...s.markdown.matchAll(/^> (?!—)(.+)$/gm)].map((m) => m[1]!.replace(/\\(.)/g, '$1')));
  return [...fromFigures, ...blockQuotes];
}

describe('report generation through the report queue', () => {
  let t: BuiltTranscript;
  let report: ReportDto;
  let ctx: Awaited<ReturnType<typeof paidUserWithSession>>;

  it('charges 5 credits, reports progress 20, 40, 60, 80, 100 over the socket, then done', async () => {
    ctx = await paidUserWithSession(12);
    t = ctx.t;
    const res = await ctx.client.post(`/api/sessions/${t.session.id}/reports`);
    expect(res.status).toBe(202);
    expect(res.body.created).toBe(true);
    const { reportId } = res.body;

    await waitFor(() => eventsOf(ctx.events, reportId).some((e) => e.event === 'report:done'), { timeout: 20_000, what: 'report:done' });
    const seen = eventsOf(ctx.events, reportId);
    const all = seen.filter((e) => e.event === 'report:progress').map((e) => e.payload);
    // The run's start and the coding count come first (no step finished yet), then one event per step.
    const progress = all.filter((p) => p.step !== null);
    expect(progress.map((p) => p.progress)).toEqual([20, 40, 60, 80, 100]);
    expect(progress.map((p) => p.step)).toEqual(['analyzing', 'sections', 'feedback', 'insights', 'finalizing']);
    expect(all.every((p) => p.sessionId === t.session.id)).toBe(true);
    expect(all.filter((p) => p.step === null).at(-1)!.timeline.coded).toEqual({ done: 12, total: 12 });
    // Each step's end is stamped in order, from the run's start, on the server's clock.
    const timeline = progress.at(-1)!.timeline;
    const stamps = [timeline.startedAt, ...(['analyzing', 'sections', 'feedback', 'insights', 'finalizing'] as const).map((s) => timeline.ended[s]!)].map(Date.parse);
    expect(stamps.every((v, i) => i === 0 || v >= stamps[i - 1]!)).toBe(true);
    expect(seen.at(-1)!.event).toBe('report:done');
    expect(await balanceOf(app.rt.db, ctx.user.id)).toBe(12 - REPORT_COST);
    expect(ctx.events.some((e) => e.event === 'credits:changed' && e.payload.balance === 7)).toBe(true);

    report = (await ctx.client.get(`/api/reports/${reportId}`)).body;
    expect(report).toMatchObject({ status: 'ready', progress: 100, version: 1, title: 'MealMate', isOwner: true, responseCount: 12 });
    expect(['greenlight', 'tweaks', 'not-ready']).toContain(report.verdict);
  });

  it('writes every section from the transcript, with quotes that all exist in it', () => {
    expect(report.sections.map((s) => s.key)).toEqual([...SECTION_KEYS]);
    for (const s of report.sections) expect(s.markdown.length).toBeGreaterThan(20);
    const quotes = quotesIn(report);
    expect(quotes.length).toBeGreaterThan(10);
    for (const q of quotes)
      expect(
        t.answers.some((a) => a.includes(q)),
        q,
      ).toBe(true);
    expect(report.participants).toHaveLength(4);
    expect(report.participants[0]!.responses.map((r) => r.questionNumber)).toEqual([1, 2, 3]);
    expect(report.session).toMatchObject({ participantCount: 4, questionCount: 3, messageCount: 15 });
    expect(report.provider).toBe('offline');
  });

  it('completes the session and sends the report_generated webhook through notify', async () => {
    const s = await app.rt.db.selectFrom('sessions').select(['status', 'current_question', 'total_questions']).where('id', '=', t.session.id).executeTakeFirstOrThrow();
    expect(s).toEqual({ status: 'completed', current_question: 3, total_questions: 3 });
    const call = await waitFor(() => receiver.calls.find((c) => c.body?.report_id === report.id), { timeout: 20_000, what: 'webhook' });
    expect(call.path).toBe('/hooks');
    expect(call.body).toMatchObject({ calltype: 'report_generated', session_id: t.session.id, title: 'MealMate', verdict: report.verdict });
  });

  it('lists the report in the archive and drops the session from Ready for Reports', async () => {
    const archive = await ctx.client.get('/api/reports');
    expect(archive.body.items).toEqual([expect.objectContaining({ id: report.id, sessionId: t.session.id, title: 'MealMate', responseCount: 12 })]);
    const dash = await ctx.client.get('/api/dashboard');
    expect(dash.body.readyForReport.map((s: { id: string }) => s.id)).not.toContain(t.session.id);
  });

  it('regenerates as a new version, charged again, keeping the old one', async () => {
    const res = await ctx.client.post(`/api/sessions/${t.session.id}/reports`);
    expect(res.status).toBe(202);
    expect(res.body.reportId).not.toBe(report.id);
    await waitFor(() => eventsOf(ctx.events, res.body.reportId).some((e) => e.event === 'report:done'), { timeout: 20_000, what: 'second report' });
    expect(await balanceOf(app.rt.db, ctx.user.id)).toBe(12 - 2 * REPORT_COST);
    const page = (await ctx.client.get(`/api/reports/by-session/${t.session.id}`)).body;
    expect(page.report).toMatchObject({ id: res.body.reportId, version: 2 });
    expect(page.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    const old = await ctx.client.get(`/api/reports/by-session/${t.session.id}?version=1`);
    expect(old.body.report.id).toBe(report.id);
    // The archive shows the session once, at its newest version.
    expect((await ctx.client.get('/api/reports')).body.items).toEqual([expect.objectContaining({ id: res.body.reportId, version: 2 })]);
  });

  it('refuses with the documented text and charges nothing when fewer than 5 credits remain', async () => {
    expect(await balanceOf(app.rt.db, ctx.user.id)).toBe(2);
    const res = await ctx.client.post(`/api/sessions/${t.session.id}/reports`);
    expect(res.status).toBe(402);
    expect(res.body.error).toMatchObject({ code: 'insufficient_credits', message: REPORT_TEXT.insufficient });
    expect(REPORT_TEXT.insufficient).toBe('You need 5 credits to generate a report. Please purchase more credits.');
    const count = await app.rt.db
      .selectFrom('reports')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('session_id', '=', t.session.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2);
    expect(await balanceOf(app.rt.db, ctx.user.id)).toBe(2);
  });
});

describe('report requests', () => {
  it('makes one report and one charge when Generate is clicked twice at once', async () => {
    const { user, client, t, events } = await paidUserWithSession(20);
    const [a, b] = await Promise.all([client.post(`/api/sessions/${t.session.id}/reports`), client.post(`/api/sessions/${t.session.id}/reports`)]);
    expect([a.status, b.status]).toEqual([202, 202]);
    expect(a.body.reportId).toBe(b.body.reportId);
    expect([a.body.created, b.body.created].sort()).toEqual([false, true]);
    await waitFor(() => eventsOf(events, a.body.reportId).some((e) => e.event === 'report:done'), { timeout: 20_000, what: 'report:done' });
    const rows = await app.rt.db.selectFrom('reports').select('id').where('session_id', '=', t.session.id).execute();
    expect(rows).toHaveLength(1);
    expect(await balanceOf(app.rt.db, user.id)).toBe(15);
  });

  it('answers a free user 403 with the upgrade feature, and charges nothing', async () => {
    const { user, client } = await signedInUser(app, { plan: 'free' });
    await grantCredits(app.rt.db, user.id, 10);
    const t = await buildTranscript(app.rt.db, user);
    const res = await client.post(`/api/sessions/${t.session.id}/reports`);
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({ code: 'upgrade_required', feature: 'generate detailed reports' });
    expect(await balanceOf(app.rt.db, user.id)).toBe(10);
  });

  it("answers 404 for another user's session, report and report page", async () => {
    const owner = await paidUserWithSession(10);
    const res = await owner.client.post(`/api/sessions/${owner.t.session.id}/reports`);
    await waitFor(() => eventsOf(owner.events, res.body.reportId).some((e) => e.event === 'report:done'), { timeout: 20_000, what: 'report:done' });
    const other = await signedInUser(app, { plan: 'pro' });
    await grantCredits(app.rt.db, other.user.id, 10);
    for (const path of [
      `/api/reports/${res.body.reportId}`,
      `/api/reports/by-session/${owner.t.session.id}`,
      `/api/reports/${res.body.reportId}/print`,
      `/api/sessions/${owner.t.session.id}/transcript`,
    ]) {
      expect((await other.client.get(path)).status, path).toBe(404);
    }
    expect((await other.client.post(`/api/sessions/${owner.t.session.id}/reports`)).status).toBe(404);
    expect(await balanceOf(app.rt.db, other.user.id)).toBe(10);
    expect((await other.client.get('/api/reports/not-a-uuid')).status).toBe(404);
  });

  it('refuses a session with no answers yet, without charging', async () => {
    const { user, client } = await signedInUser(app, { plan: 'pro' });
    await grantCredits(app.rt.db, user.id, 10);
    const t = await buildTranscript(app.rt.db, user, { answer: () => null });
    const res = await client.post(`/api/sessions/${t.session.id}/reports`);
    expect(res.status).toBe(409);
    expect(await balanceOf(app.rt.db, user.id)).toBe(10);
  });

  it('lets the maintenance sweep enqueue a paid report whose job was lost', async () => {
    const { user, client, t, events } = await paidUserWithSession(10);
    // What a crash between the commit and the enqueue leaves behind: a paid report row, no job.
    const reportId = crypto.randomUUID();
    await app.rt.db.transaction().execute(async (trx) => {
      await deductInTx(trx, { userId: user.id, amount: REPORT_COST, idempotencyKey: `report:${reportId}`, description: 'AI Report Generation', sessionId: t.session.id });
      await trx.insertInto('reports').values({ id: reportId, session_id: t.session.id, user_id: user.id, version: 1, title: 'MealMate' }).execute();
    });
    expect(await sweepReports(app.rt, { graceMs: 0 })).toEqual({ enqueued: 1, failed: 0 });
    await waitFor(() => eventsOf(events, reportId).some((e) => e.event === 'report:done'), { timeout: 20_000, what: 'swept report' });
    expect((await client.get(`/api/reports/${reportId}`)).body.status).toBe('ready');
    expect(await sweepReports(app.rt, { graceMs: 0 })).toEqual({ enqueued: 0, failed: 0 });
    expect(await balanceOf(app.rt.db, user.id)).toBe(5);
  });
});
