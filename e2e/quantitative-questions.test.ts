import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCALE_PRESETS } from '../core/chat/question-kinds.js';
import { buildAvatars } from '../tests/helpers/avatar-factory.js';
import { buildUser } from '../tests/helpers/factories.js';
import { buildActiveSession } from '../tests/helpers/session-factory.js';
import { grantCredits } from '../tests/helpers/transcript-factory.js';
import { startE2E, type E2E } from './harness.js';
import { screenshot, signInByApi, VIEWPORTS } from './screens.js';

const ROUND = { timeout: 60_000 };

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ workers: true, env: { OFFLINE_LLM_DELAY_MS: '5' } });
});
afterAll(async () => {
  await e2e?.close();
});

const chips = (page: Page) => page.getByTestId('answer-value');
const chipTexts = async (page: Page) => (await chips(page).allTextContents()).map((t) => t.trim());

/** What the wizard saves when a key question is given a 1-10 likelihood scale. */
const giveScaleKind = (sessionId: string, text: string) =>
  e2e.app.rt.db
    .updateTable('sessions')
    .set({ key_question_kinds: JSON.stringify([{ text, kind: 'scale', scale: SCALE_PRESETS.buy.scale }]) })
    .where('id', '=', sessionId)
    .execute();

describe('quantitative questions and a discussion round in Chromium', () => {
  it('asks a scale and a choice question live, discusses with a revote, and shows the figures on the report page and in the PDF', async () => {
    const db = e2e.app.rt.db;
    const user = await buildUser(db, { plan: 'pro', fullName: 'Quant Tester' });
    await grantCredits(db, user.id, 10);
    const avatars = await buildAvatars(db, 4);
    const title = 'Pocket Espresso';
    const scaleQuestion = 'How likely are you to buy it?';
    const session = await buildActiveSession(db, user, avatars, {
      title,
      productIdea: 'A hand-pumped pocket espresso maker for travellers, $79.',
      keyQuestions: [scaleQuestion, 'Which plan would you pick?', 'Anything else?'],
    });
    // The wizard gave the first key question a 1-10 likelihood scale.
    await giveScaleKind(session.id, scaleQuestion);

    const { page, context } = await e2e.newPage({ width: 1400, height: 1000 });
    await signInByApi(page, user.email);

    // Q1 is sent by itself as a scale question: every answer carries its value as a chip.
    await page.goto(`/focus-group-v2/${session.id}`);
    await expect.poll(() => chips(page).count(), ROUND).toBe(4);
    for (const c of await chipTexts(page)) expect(c).toMatch(/^(10|[1-9])\/10$/);
    expect(await page.getByTestId('question-kind').first().textContent()).toBe('Scale 1-10');

    // One click starts the discussion round: a thread under the question with revised values.
    const input = page.getByRole('textbox', { name: 'Your question' });
    await expect.poll(() => input.getAttribute('placeholder'), ROUND).toBe('Ask the group a question…');
    await page.getByRole('button', { name: 'Discuss and revote' }).click();
    await expect.poll(() => chips(page).count(), ROUND).toBe(8);
    const revised = (await chipTexts(page)).filter((c) => c.startsWith('Revised: '));
    expect(revised).toHaveLength(4);
    expect(await page.locator('[data-role="user"][data-discussion="true"]').textContent()).toContain('Discussion of question 1');
    expect(await page.getByRole('button', { name: 'Discuss and revote' }).count()).toBe(0);

    // Q3: a choice question written in the composer.
    await expect.poll(() => input.getAttribute('placeholder'), ROUND).toBe('Ask the group a question…');
    await page.getByText('Choice', { exact: true }).click();
    await page.getByRole('textbox', { name: 'New question option 1' }).fill('Monthly');
    await page.getByRole('textbox', { name: 'New question option 2' }).fill('Yearly');
    await input.fill('Which plan would you pick?');
    await input.press('Enter');
    await expect.poll(() => chips(page).count(), ROUND).toBe(12);
    for (const c of (await chipTexts(page)).slice(8)) expect(['Monthly', 'Yearly']).toContain(c);
    await screenshot(page, 'quantitative-chat', VIEWPORTS[0]);

    // The report: distributions and the before -> after on the page.
    const complete = page.getByTestId('focus-group-complete').first();
    await complete.waitFor(ROUND);
    await complete.getByTestId('generate-report').click();
    await page.getByRole('dialog', { name: 'Generate Report' }).getByRole('button', { name: 'Generate Report' }).click();
    const ready = page.getByRole('dialog', { name: 'Report ready' });
    await ready.waitFor(ROUND);
    await ready.getByRole('button', { name: 'View report' }).click();
    await page.getByTestId('report-modal').getByRole('link', { name: 'Open full report' }).click();
    await page.waitForURL(`**/report/${session.id}`);
    const scale = page.getByTestId('distribution-1');
    await scale.waitFor(ROUND);
    expect(await scale.textContent()).toMatch(/Mean [\d.]+ \(95% interval [\d.]+ to [\d.]+\) · median [\d.]+ · 4 answers/);
    expect(await scale.textContent()).toContain('A small sample of 4');
    expect(await scale.getByRole('img', { name: 'Answers per value' }).isVisible()).toBe(true);
    await scale.scrollIntoViewIfNeeded();
    await screenshot(page, 'quantitative-report', VIEWPORTS[0]);
    const shift = await page.getByTestId('shift-2').textContent();
    expect(shift).toMatch(/\d of 4 changed their answer after the discussion; mean shift/);
    const choice = await page.getByTestId('distribution-3').textContent();
    expect(choice).toMatch(/(Monthly|Yearly) \d+% \(\d\)/);
    // Each participant's answers carry their values too.
    const values = await page.locator('table').filter({ hasText: 'Question Text' }).first().textContent();
    expect(values).toMatch(/\d+\/10/);

    // The PDF carries the same figures as text.
    const downloading = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByTestId('download-pdf').click();
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'fg-e2e-quant-')), 'report.pdf');
    await (await downloading).saveAs(file);
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(text).toMatch(/Mean [\d.]+ \(95% interval [\d.]+ to [\d.]+\)/);
    expect(text).toMatch(/changed their answer after the discussion/);
    expect(text).toContain('Discussion of Q1');
    expect(text).toMatch(/(Monthly|Yearly) \d+% \(\d\)/);
    await context.close();
  });

  it('lets the wizard give key questions a kind and the brief a price, on a phone in the dark theme', async () => {
    const db = e2e.app.rt.db;
    const user = await buildUser(db, { plan: 'pro' });
    const { page, context } = await e2e.newPage({ width: 390, height: 844, colorScheme: 'dark' });
    await signInByApi(page, user.email);
    await page.goto('/new-session');
    await page.getByLabel(/^Session title/).fill('Trail Kettle');
    await page.getByLabel(/^Product Idea/).fill('A camping kettle that boils water in 90 seconds on a tea light.');
    await page.getByLabel('Price amount').fill('39');
    await page.getByRole('textbox', { name: 'Question 1', exact: true }).fill('How likely are you to buy it?');
    // Each key question has its own kind picker; the first becomes a 1-10 likelihood scale.
    await page.getByRole('radiogroup', { name: 'Question 1 kind' }).getByText('Scale', { exact: true }).click();
    await page.getByRole('radiogroup', { name: 'Question 2 kind' }).getByText('Choice', { exact: true }).click();
    await page.getByRole('textbox', { name: 'Question 2 option 1' }).fill('Steel');
    await page.getByRole('textbox', { name: 'Question 2 option 2' }).fill('Titanium');
    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/\/new-session-v2\/[0-9a-f-]{36}$/);
    const id = page.url().split('/').at(-1)!;
    await expect
      .poll(async () => (await db.selectFrom('sessions').select(['key_question_kinds', 'brief_price']).where('id', '=', id).executeTakeFirst()) ?? null, ROUND)
      .toMatchObject({
        key_question_kinds: [
          { text: 'How likely are you to buy it?', kind: 'scale', scale: SCALE_PRESETS.buy.scale },
          { kind: 'choice', options: ['Steel', 'Titanium'] },
        ],
        brief_price: { amount: 39, currency: 'USD', period: 'month' },
      });
    await context.close();
  });

  it('auto-advances with "Discuss each question": each question, then its discussion, then the next', async () => {
    const db = e2e.app.rt.db;
    const user = await buildUser(db, { plan: 'pro' });
    const avatars = await buildAvatars(db, 3);
    const scaleQuestion = 'How likely are you to buy it?';
    const session = await buildActiveSession(db, user, avatars, { title: 'Auto Kettle', keyQuestions: [scaleQuestion, 'What would you change?', 'Anything else?'] });
    await giveScaleKind(session.id, scaleQuestion);
    const { page, context } = await e2e.newPage({ width: 1400, height: 1000 });
    await signInByApi(page, user.email);
    await page.goto(`/focus-group-v2/${session.id}`);
    await page.getByRole('checkbox', { name: /Discuss each question/ }).check();
    await page.getByRole('switch', { name: /Auto-Advance/ }).check();
    // Three questions in all: Q1, the discussion of Q1, then the next listed question; then complete.
    await page.getByTestId('focus-group-complete').first().waitFor(ROUND);
    const rows = await db
      .selectFrom('questions')
      .select(['question_number', 'question_text', 'discusses_question_id'])
      .where('session_id', '=', session.id)
      .orderBy('question_number')
      .execute();
    expect(rows.map((r) => [r.question_text, r.discusses_question_id !== null])).toEqual([
      [scaleQuestion, false],
      [scaleQuestion, true],
      ['What would you change?', false],
    ]);
    expect(await chips(page).count()).toBe(6);
    await context.close();
  });
});
