import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSampleReports } from '../../core/reports/samples/seed.js';
import { SAMPLE_SESSIONS } from '../../core/reports/samples/data.js';
import { RULES_CODER } from '../../core/insight/rules-coder.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { signedInUser } from '../helpers/factories.js';
import { connected, connectSocket, recordEvents } from '../helpers/socket.js';
import { waitFor } from '../helpers/wait.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ workers: ['pdf'] });
});
afterAll(async () => {
  await app?.close();
});

describe('sample reports', () => {
  it('seeds two sessions with real generated reports, once', async () => {
    expect(await seedSampleReports(app.rt.db, app.rt.storage)).toEqual({ created: 2 });
    expect(await seedSampleReports(app.rt.db, app.rt.storage)).toEqual({ created: 0 });
    const rows = await app.rt.db.selectFrom('reports').select(['session_id', 'verdict', 'status', 'response_count']).where('is_sample', '=', true).orderBy('session_id').execute();
    expect(rows).toEqual([
      { session_id: SAMPLE_SESSIONS[0]!.id, verdict: 'greenlight', status: 'ready', response_count: 20 },
      { session_id: SAMPLE_SESSIONS[1]!.id, verdict: 'not-ready', status: 'ready', response_count: 20 },
    ]);
  });

  it('rebuilds a sample whose report an older insight engine wrote', async () => {
    await app.rt.db
      .updateTable('reports')
      .set({ report_data: sql`jsonb_set(report_data, '{analysis,engine}', '"sentiment-0"')` })
      .where('session_id', '=', SAMPLE_SESSIONS[0]!.id)
      .execute();
    expect(await seedSampleReports(app.rt.db, app.rt.storage)).toEqual({ created: 1 });
    const codes = await app.rt.db.selectFrom('answer_codes').select(['coder', 'coder_version']).where('session_id', '=', SAMPLE_SESSIONS[0]!.id).execute();
    expect(codes).toHaveLength(20);
    expect(codes.every((c) => c.coder === 'rules')).toBe(true);
  });

  it('rebuilds a sample whose answers an older rules coder coded', async () => {
    await app.rt.db.updateTable('answer_codes').set({ coder_version: '0' }).where('session_id', '=', SAMPLE_SESSIONS[1]!.id).execute();
    expect(await seedSampleReports(app.rt.db, app.rt.storage)).toEqual({ created: 1 });
    const versions = await app.rt.db.selectFrom('answer_codes').select('coder_version').distinct().where('session_id', '=', SAMPLE_SESSIONS[1]!.id).execute();
    expect(versions).toEqual([{ coder_version: RULES_CODER.version }]);
  });

  it('links every user to them from the dashboard and lets them read, not regenerate', async () => {
    const { client } = await signedInUser(app, { plan: 'free' });
    const dash = (await client.get('/api/dashboard')).body;
    expect(dash.samples.map((s: { sessionId: string }) => s.sessionId)).toEqual(SAMPLE_SESSIONS.map((s) => s.id));
    const page = await client.get(`/api/reports/by-session/${SAMPLE_SESSIONS[0]!.id}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ isOwner: false, report: { isSample: true, isOwner: false, title: 'PlantPal Smart Soil Sensor', verdictLabel: 'Greenlight' } });
    expect(page.body.report.participants).toHaveLength(4);
    expect(page.body.report.participants[0].image).toMatch(/^\/files\/avatars\/sample-/);
    expect((await client.get(`/api/reports/${page.body.report.id}`)).status).toBe(200);
    expect((await client.get('/api/reports')).body.items).toEqual([]);
    expect((await client.post(`/api/sessions/${SAMPLE_SESSIONS[0]!.id}/reports`)).status).toBe(404);
    expect((await client.get(`/api/sessions/${SAMPLE_SESSIONS[0]!.id}/transcript`)).status).toBe(404);
  });

  it('renders a sample PDF for a paid reader and tells that reader when it is ready', async () => {
    const { client } = await signedInUser(app, { plan: 'pro' });
    const socket = connectSocket(app.url, client);
    await connected(socket);
    const events = recordEvents(socket);
    const reportId = (await client.get(`/api/reports/by-session/${SAMPLE_SESSIONS[1]!.id}`)).body.report.id;
    expect((await client.post(`/api/reports/${reportId}/pdf`)).status).toBe(202);
    await waitFor(() => events.some((e) => e.event === 'pdf:ready' && e.payload.reportId === reportId), { timeout: 30_000, what: 'pdf:ready' });
    const res = await fetch(`${app.url}/api/reports/${reportId}/pdf`, { headers: { cookie: client.cookieHeader() } });
    expect(res.status).toBe(200);
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(10_000);
    socket.disconnect();
  });
});
