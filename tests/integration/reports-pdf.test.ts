import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportDto } from '../../core/reports/contract.js';
import { sharedBrowser } from '../../workers/chromium.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import type { TestClient } from '../helpers/client.js';
import { signedInUser } from '../helpers/factories.js';
import { connected, connectSocket, recordEvents, type RecordedEvent, type TestSocket } from '../helpers/socket.js';
import { buildTranscript, grantCredits } from '../helpers/transcript-factory.js';
import { waitFor } from '../helpers/wait.js';

let app: TestApp;
let owner: { client: TestClient; events: RecordedEvent[] };
let ownerId: string;
const sockets: TestSocket[] = [];
const dir = mkdtempSync(path.join(tmpdir(), 'fg-pdf-'));

beforeAll(async () => {
  app = await startTestApp({ workers: ['report', 'pdf'] });
  const { user, client } = await signedInUser(app, { plan: 'pro' });
  await grantCredits(app.rt.db, user.id, 50);
  const socket = connectSocket(app.url, client);
  sockets.push(socket);
  await connected(socket);
  owner = { client, events: recordEvents(socket) };
  ownerId = user.id;
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await app?.close();
});

async function readyReport(title: string): Promise<ReportDto> {
  const t = await buildTranscript(app.rt.db, { id: ownerId }, { title });
  const res = await owner.client.post(`/api/sessions/${t.session.id}/reports`);
  await waitFor(() => owner.events.some((e) => e.event === 'report:done' && e.payload.reportId === res.body.reportId), { timeout: 20_000, what: 'report' });
  return (await owner.client.get(`/api/reports/${res.body.reportId}`)).body;
}

async function renderAndDownload(reportId: string): Promise<Response> {
  const before = owner.events.length;
  const post = await owner.client.post(`/api/reports/${reportId}/pdf`);
  expect(post.status).toBe(202);
  expect(post.body).toEqual({ status: 'rendering' });
  await waitFor(() => owner.events.slice(before).some((e) => e.event === 'pdf:ready' && e.payload.reportId === reportId), { timeout: 30_000, what: 'pdf:ready' });
  return fetch(`${app.url}/api/reports/${reportId}/pdf`, { headers: { cookie: owner.client.cookieHeader() } });
}

const text = (file: string) => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
const squash = (s: string) => s.replace(/\s+/g, ' ');

describe('report PDFs', () => {
  let report: ReportDto;
  let file: string;

  it('renders in Chromium on request and downloads as focus-group-report-{id}.pdf', async () => {
    report = await readyReport('Solar Kettle');
    expect((await fetch(`${app.url}/api/reports/${report.id}/pdf`, { headers: { cookie: owner.client.cookieHeader() } })).status).toBe(404);
    const res = await renderAndDownload(report.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="focus-group-report-${report.id}.pdf"`);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    file = path.join(dir, 'a.pdf');
    writeFileSync(file, bytes);
  });

  it('contains the title, the verdict, a verbatim quote and page numbers, on Letter portrait pages', () => {
    const content = squash(text(file));
    expect(content).toContain('Solar Kettle');
    expect(content).toContain(`Verdict: ${report.verdictLabel}`);
    const quote = report.analysis!.figures.liked.quotes[0]!.text;
    expect(content).toContain(squash(quote));
    expect(content).toContain('Detailed Participant Responses');
    expect(content).toMatch(/Page 1 of \d+/);
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    expect(info).toMatch(/Page size:\s+612 x 792 pts \(letter\)/);
  });

  it('serves the cached PDF until the report changes', async () => {
    const before = await app.rt.db.selectFrom('reports').select('pdf_rendered_at').where('id', '=', report.id).executeTakeFirstOrThrow();
    const again = await owner.client.post(`/api/reports/${report.id}/pdf`);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ status: 'ready' });
    expect((await owner.client.get(`/api/reports/${report.id}`)).body.pdfReady).toBe(true);
    // A change to the report makes the stored PDF stale: it is rendered again.
    await app.rt.db.updateTable('reports').set({ title: 'Solar Kettle v2', updated_at: new Date() }).where('id', '=', report.id).execute();
    expect((await owner.client.get(`/api/reports/${report.id}`)).body.pdfReady).toBe(false);
    expect((await fetch(`${app.url}/api/reports/${report.id}/pdf`, { headers: { cookie: owner.client.cookieHeader() } })).status).toBe(404);
    const res = await renderAndDownload(report.id);
    expect(res.status).toBe(200);
    const after = await app.rt.db.selectFrom('reports').select('pdf_rendered_at').where('id', '=', report.id).executeTakeFirstOrThrow();
    expect(after.pdf_rendered_at!.getTime()).toBeGreaterThan(before.pdf_rendered_at!.getTime());
    const f2 = path.join(dir, 'b.pdf');
    writeFileSync(f2, Buffer.from(await res.arrayBuffer()));
    expect(squash(text(f2))).toContain('Solar Kettle v2');
  });

  it('reuses one browser across jobs and relaunches it after a crash', async () => {
    const first = await sharedBrowser(app.rt.config.CHROMIUM_PATH);
    const second = await readyReport('Reuse Check');
    expect((await renderAndDownload(second.id)).status).toBe(200);
    expect(await sharedBrowser(app.rt.config.CHROMIUM_PATH)).toBe(first);
    await first.close(); // what a crashed browser looks like to playwright: a disconnect
    const third = await readyReport('After Crash');
    expect((await renderAndDownload(third.id)).status).toBe(200);
    const relaunched = await sharedBrowser(app.rt.config.CHROMIUM_PATH);
    expect(relaunched).not.toBe(first);
    expect(relaunched.isConnected()).toBe(true);
  });

  it("answers 404 for another user's PDF and 403 with the upgrade feature for a free user", async () => {
    const other = await signedInUser(app, { plan: 'pro' });
    expect((await other.client.post(`/api/reports/${report.id}/pdf`)).status).toBe(404);
    expect((await fetch(`${app.url}/api/reports/${report.id}/pdf`, { headers: { cookie: other.client.cookieHeader() } })).status).toBe(404);
    const free = await signedInUser(app, { plan: 'free' });
    const res = await free.client.post(`/api/reports/${report.id}/pdf`);
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({ code: 'upgrade_required', feature: 'download PDF reports' });
  });

  it('serves the print view to the owner with a no-script, no-network policy', async () => {
    const res = await owner.client.get(`/api/reports/${report.id}/print`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.body).toContain('Session Overview');
    expect(res.body).not.toMatch(/<script/i);
  });
});
