import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCALE_PRESETS, settingsOf } from '../core/chat/question-kinds.js';
import { buildUser } from '../tests/helpers/factories.js';
import { balanceOf, buildTranscript, grantCredits } from '../tests/helpers/transcript-factory.js';
import { startE2E, type E2E } from './harness.js';
import { screenshot, signInByApi, VIEWPORTS } from './screens.js';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ workers: true, env: { OFFLINE_LLM_DELAY_MS: '0' } });
});
afterAll(async () => {
  await e2e?.close();
});

describe('re-run panel in Chromium', () => {
  it('shows the price before it runs, charges once, and shows how often the verdict held on the results page and in the report', async () => {
    const db = e2e.app.rt.db;
    const user = await buildUser(db, { plan: 'pro' });
    await grantCredits(db, user.id, 20);
    const t = await buildTranscript(db, user, {
      avatars: 3,
      title: 'Stable Kettle',
      questions: ['What is your first impression of this concept?', 'How likely are you to buy it?'],
    });
    // Question 2 is a 1-10 scale, as the live session asks it, so the card spans its mean rating too.
    const scale = JSON.stringify(settingsOf({ kind: 'scale', scale: SCALE_PRESETS.buy.scale }));
    await db.updateTable('questions').set({ kind: 'scale', spec: scale }).where('id', '=', t.questionIds[1]!).execute();
    for (const [i, avatar] of t.avatars.entries())
      await db
        .updateTable('avatar_responses')
        .set({ value: JSON.stringify([8, 6, 3][i]!) })
        .where('question_id', '=', t.questionIds[1]!)
        .where('avatar_id', '=', avatar.id)
        .execute();

    const { page, context } = await e2e.newPage();
    const csrf = await signInByApi(page, user.email);
    // A report first (5 credits), through the API: the results page offers the rerun beside it.
    expect((await page.request.post(`/api/sessions/${t.session.id}/reports`, { headers: { 'x-csrf-token': csrf } })).status()).toBe(202);
    await expect.poll(async () => (await (await page.request.get(`/api/reports/by-session/${t.session.id}`)).json()).report?.status ?? null, { timeout: 30_000 }).toBe('ready');

    await page.goto(`/results/${t.session.id}`);
    const card = page.getByTestId('panel-stability');
    await card.waitFor();
    await expect.poll(() => card.textContent()).toContain('3 credits a run');
    await card.getByRole('button', { name: 'Re-run panel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Re-run panel' });
    await dialog.waitFor();
    expect(await dialog.getByTestId('rerun-cost').textContent()).toContain('Cost: 6 credits');
    await dialog.getByText('3 runs').click();
    await expect.poll(() => dialog.getByTestId('rerun-cost').textContent()).toContain('Cost: 9 credits');
    const start = dialog.getByRole('button', { name: 'Re-run for 9 credits' });
    // Two quick clicks: one rerun, one charge.
    await start.click();
    await start.click({ timeout: 500 }).catch(() => {});

    const held = card.getByTestId('verdict-held');
    await held.waitFor({ timeout: 60_000 });
    expect(await held.textContent()).toMatch(/^The verdict held in [0-3] of 3 reruns\.$/);
    const ranges = await card.getByTestId('stability-ranges').textContent();
    expect(ranges).toContain('Would buy or use it');
    expect(ranges).toContain('Mean rating, question 2 (1 to 10)5.7');
    expect(await balanceOf(db, user.id)).toBe(20 - 5 - 9);
    const charges = await db.selectFrom('credit_deductions').select('idempotency_key').where('user_id', '=', user.id).execute();
    expect(charges.filter((c) => c.idempotency_key.startsWith('panel-rerun:'))).toHaveLength(1);

    await page.goto(`/report/${t.session.id}`);
    const inReport = page.getByTestId('panel-stability');
    await inReport.waitFor();
    expect(await inReport.getByTestId('verdict-held').textContent()).toMatch(/of 3 reruns/);
    expect(await inReport.getByRole('button', { name: 'Re-run panel' }).count()).toBe(0);
    await screenshot(page, 'panel-stability-report', VIEWPORTS[0]);
    // The printed report carries it too.
    const downloading = page.waitForEvent('download', { timeout: 30_000 });
    await page.getByTestId('download-pdf').click();
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'fg-e2e-rerun-')), 'report.pdf');
    await (await downloading).saveAs(file);
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Verdict stability');
    expect(text).toMatch(/The verdict held in [0-3] of 3 reruns\./);
    expect(text).toContain('Mean rating, question 2 (1 to 10)');
    await context.close();

    // At both sizes, light and dark, the card and its table fit the screen.
    for (const vp of VIEWPORTS)
      for (const colorScheme of ['light', 'dark'] as const) {
        const { page: p, context: c } = await e2e.newPage({ width: vp.width, height: vp.height, colorScheme });
        await signInByApi(p, user.email);
        await p.goto(`/results/${t.session.id}`);
        await p.getByTestId('verdict-held').waitFor();
        await p.getByTestId('panel-stability').scrollIntoViewIfNeeded();
        expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(vp.width);
        await screenshot(p, `panel-stability-results-${colorScheme}`, vp);
        await c.close();
      }
  });
});
