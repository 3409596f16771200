import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAvatars } from '../tests/helpers/avatar-factory.js';
import { buildUser, TEST_PASSWORD } from '../tests/helpers/factories.js';
import { buildActiveSession } from '../tests/helpers/session-factory.js';
import { grantCredits } from '../tests/helpers/transcript-factory.js';
import { startE2E, type E2E } from './harness.js';

let e2e: E2E;
beforeAll(async () => {
  // Some model latency, so the job's steps are apart in time and the bar renders each of them.
  e2e = await startE2E({ workers: true, env: { OFFLINE_LLM_LATENCY_MS: '600' } });
});
afterAll(async () => {
  await e2e?.close();
});

describe('report journey in Chromium', () => {
  it('finishes a session, generates the report with live progress, downloads the PDF and finds it in the archive', async () => {
    const db = e2e.app.rt.db;
    const user = await buildUser(db, { plan: 'pro', fullName: 'Journey Tester' });
    await grantCredits(db, user.id, 10);
    const avatars = await buildAvatars(db, 2);
    const title = 'Journey Kettle';
    const session = await buildActiveSession(db, user, avatars, { title, keyQuestions: ['What is your first impression of a kettle that boils in 30 seconds?'] });

    const { page, context } = await e2e.newPage();
    const csrf = (await (await page.request.get('/api/auth/csrf')).json()).token;
    expect((await page.request.post('/api/auth/login', { data: { email: user.email, password: TEST_PASSWORD }, headers: { 'x-csrf-token': csrf } })).ok()).toBe(true);

    // The session asks its only question by itself; once both avatars answered it is complete.
    await page.goto(`/focus-group-v2/${session.id}`);
    const complete = page.getByTestId('focus-group-complete').first();
    await complete.waitFor({ timeout: 60_000 });

    // Every value the bar is rendered with, however briefly: polling it from the test missed the middle
    // steps on a loaded machine.
    const seen: string[] = [];
    await page.exposeFunction('recordProgress', (value: string) => seen.push(value));
    await page.evaluate(() => {
      const record = (window as unknown as { recordProgress(v: string): void }).recordProgress;
      new MutationObserver(() => {
        for (const bar of document.querySelectorAll('[data-testid="generating-progress"]')) record(bar.getAttribute('data-progress') ?? '');
      }).observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-progress'] });
    });
    await complete.getByTestId('generate-report').click();
    const confirm = page.getByRole('dialog', { name: 'Generate Report' });
    await confirm.getByRole('button', { name: 'Generate Report' }).click();
    await page.getByTestId('generating-progress').waitFor({ timeout: 10_000 });
    const ready = page.getByRole('dialog', { name: 'Report ready' });
    await ready.waitFor({ timeout: 30_000 }).catch(() => {
      throw new Error(`the report did not finish; progress seen: ${seen.join(', ')}`);
    });
    // The bar moved with the job (at least one step between start and done was shown).
    expect(seen.some((v) => Number(v) > 0 && Number(v) < 100)).toBe(true);
    await ready.getByRole('button', { name: 'View report' }).click();
    const report = page.getByTestId('report-modal');
    await report.waitFor();
    await expect.poll(() => page.getByTestId('report-success').isVisible()).toBe(true);
    expect(await report.getByTestId('verdict-badge').textContent()).toMatch(/Greenlight|Needs Tweaks|Not Ready/);

    await report.getByRole('link', { name: 'Open full report' }).click();
    await page.waitForURL(`**/report/${session.id}`);
    await expect.poll(() => page.getByRole('heading', { name: title, level: 1 }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('heading', { name: 'Detailed Participant Responses' }).isVisible()).toBe(true);

    const downloading = page.waitForEvent('download', { timeout: 30_000 });
    await page.getByTestId('download-pdf').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^focus-group-report-[0-9a-f-]{36}\.pdf$/);
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'fg-e2e-pdf-')), 'report.pdf');
    await download.saveAs(file);
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    expect(text).toContain(title);

    await page.goto('/archive');
    await expect.poll(() => page.getByTestId('archive-item').filter({ hasText: title }).count()).toBe(1);
    await page.goto('/dashboard');
    await page.getByTestId('ready-for-reports').waitFor();
    await expect.poll(() => page.getByTestId('ready-for-reports').textContent()).not.toContain(title);
    await context.close();
  });
});
