import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatStepDuration, REPORT_STEPS, stepDurations, type ReportTimeline } from '../core/reports/contract.js';
import { buildUser } from '../tests/helpers/factories.js';
import { buildTranscript, grantCredits } from '../tests/helpers/transcript-factory.js';
import { startE2E, type E2E } from './harness.js';
import { screenshot, signInByApi, VIEWPORTS } from './screens.js';

let e2e: E2E;
beforeAll(async () => {
  // A little model latency: the prose steps take real, different times.
  e2e = await startE2E({ workers: true, env: { OFFLINE_LLM_LATENCY_MS: '120' } });
});
afterAll(async () => {
  await e2e?.close();
});

describe('report progress in Chromium', () => {
  for (const vp of VIEWPORTS) {
    it(`ticks the five steps with their real durations and answers coded, stays open with View report, then the PDF waits for pdf:ready (${vp.name})`, async () => {
      const db = e2e.app.rt.db;
      const user = await buildUser(db, { plan: 'pro' });
      await grantCredits(db, user.id, 10);
      const { session, answers } = await buildTranscript(db, user, { title: 'Kettle in 30 seconds' });
      const { page, context } = await e2e.newPage(vp);
      await signInByApi(page, user.email);
      await page.goto(`/focus-group-v2/${session.id}`);
      await page.getByTestId('generate-report').first().click();
      await page.getByRole('dialog', { name: 'Generate Report' }).getByRole('button', { name: 'Generate Report' }).click();

      const dialog = page.getByRole('dialog', { name: 'Report ready' });
      await dialog.waitFor({ timeout: 30_000 });
      const steps = dialog.getByTestId('report-step');
      expect(await steps.evaluateAll((els) => els.map((e) => e.getAttribute('data-state')))).toEqual(REPORT_STEPS.map(() => 'done'));
      // Each step's time is the server's: the differences of the timestamps stored on the report row.
      const row = await db.selectFrom('reports').select(['id', 'timeline']).where('session_id', '=', session.id).executeTakeFirstOrThrow();
      const durations = stepDurations(row.timeline as unknown as ReportTimeline);
      expect(await dialog.getByTestId('step-duration').allTextContents()).toEqual(REPORT_STEPS.map((s) => formatStepDuration(durations[s]!)));
      expect(await dialog.getByTestId('answers-coded').textContent()).toContain(`answers coded ${answers.length}/${answers.length}`);
      await screenshot(page, 'report-ready-dialog', vp);
      // It waits for the user, with nothing on a timer to close it.
      await page.waitForTimeout(1_500);
      expect(await dialog.isVisible()).toBe(true);
      await dialog.getByRole('button', { name: 'View report' }).click();
      const report = page.getByTestId('report-modal');
      await report.waitFor();
      expect(await page.getByRole('dialog', { name: 'Report ready' }).count()).toBe(0);

      // The PDF: one request to render, then the download once the worker says it is ready; no polling.
      await page.goto(`/report/${session.id}`);
      const pdfGets: number[] = [];
      page.on('response', (r) => {
        if (r.request().method() === 'GET' && new URL(r.url()).pathname === `/api/reports/${row.id}/pdf`) pdfGets.push(r.status());
      });
      const downloading = page.waitForEvent('download', { timeout: 30_000 });
      await page.getByTestId('download-pdf').click();
      await downloading;
      expect(pdfGets).toEqual([200]);
      await context.close();
    });
  }
});
