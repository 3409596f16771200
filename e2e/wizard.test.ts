import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAvatars } from '../core/avatars/seed.js';
import { startKey } from '../core/sessions/start.js';
import { buildUser, TEST_PASSWORD } from '../tests/helpers/factories.js';
import { balanceOf, grantCredits } from '../tests/helpers/transcript-factory.js';
import { startE2E, type E2E } from './harness.js';

const CATALOGUE = 120;
const SESSION_URL = /\/focus-group-v2\/([0-9a-f-]{36})$/;
/** The machine may be busy (benchmarks run beside the tests): waits are generous, never sleeps. */
const WAIT = { timeout: 15_000 };

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ workers: true });
  // The real catalogue generator, deterministic: the same 120 personas (portraits included) every run.
  await seedAvatars(e2e.app.rt.db, e2e.app.rt.storage, CATALOGUE);
});
afterAll(async () => {
  await e2e?.close();
});

/** Signs in through the header's Login dialog, as a visitor would. */
async function signInWithDialog(page: Page, email: string) {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome' });
  await dialog.getByRole('tab', { name: 'Sign In' }).click();
  const form = dialog.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByPlaceholder('Your password').fill(TEST_PASSWORD);
  await form.getByPlaceholder('Your password').press('Enter');
  await page.waitForURL('**/dashboard');
}

async function signInByApi(page: Page, email: string) {
  const { token } = await (await page.request.get('/api/auth/csrf')).json();
  const res = await page.request.post('/api/auth/login', { data: { email, password: TEST_PASSWORD }, headers: { 'x-csrf-token': token } });
  expect(res.status()).toBe(200);
}

const stepHeading = (page: Page, n: 1 | 2 | 3, title: string) => page.getByRole('heading', { name: `Step ${n} of 3: ${title}` });

async function fillProjectDetails(page: Page, title: string, idea: string) {
  await stepHeading(page, 1, 'Project Details').waitFor();
  await page.getByLabel(/^Session title/).fill(title);
  await page.getByLabel(/^Product Idea/).fill(idea);
  expect(await page.getByText(`${title.length}/50 characters`).isVisible()).toBe(true);
}

/** The server's tag filter, restated: each filter is a case-insensitive substring of one of the avatar's tags. */
const hasTag = (tags: string[], filter: string) => tags.some((t) => t.includes(filter));

/**
 * Two tags of the seeded catalogue such that at least 6 avatars carry both (ALL), while ALL is
 * stricter than ANY and than each tag alone, so every step of the filter visibly changes the result.
 */
async function pickTagPair() {
  const rows = await e2e.app.rt.db.selectFrom('avatars').select(['tags']).where('is_active', '=', true).execute();
  const count = (pred: (tags: string[]) => boolean) => rows.filter((r) => pred(r.tags)).length;
  const popular = [...new Set(rows.flatMap((r) => r.tags))]
    .map((tag) => ({ tag, n: count((t) => hasTag(t, tag)) }))
    .filter((t) => t.n >= 6)
    .sort((a, b) => b.n - a.n || a.tag.localeCompare(b.tag))
    .slice(0, 40);
  let best: { first: string; second: string; one: number; any: number; all: number } | null = null;
  for (const [i, a] of popular.entries()) {
    for (const b of popular.slice(i + 1)) {
      if (a.tag.includes(b.tag) || b.tag.includes(a.tag)) continue;
      const all = count((t) => hasTag(t, a.tag) && hasTag(t, b.tag));
      const any = count((t) => hasTag(t, a.tag) || hasTag(t, b.tag));
      if (all < 6 || all >= a.n || all >= b.n) continue;
      if (!best || all < best.all) best = { first: a.tag, second: b.tag, one: a.n, any, all };
    }
  }
  if (!best) throw new Error('the seeded catalogue has no two tags shared by at least 6 avatars');
  return best;
}

/** Adds a tag through the Tags combobox by picking it from the catalogue's suggestions. */
async function addTag(page: Page, tag: string) {
  const input = page.getByRole('combobox', { name: 'Tags' });
  await input.fill(tag);
  await page.getByRole('option', { name: tag, exact: true }).click();
}

const resultSummary = (page: Page) => page.getByText(/^[\d,]+\+? matching avatars?$/);

describe('session setup wizard in Chromium', () => {
  it('lets a paid user find 6 avatars by tag, see the live cost, start, and be charged 4 credits once', async () => {
    const db = e2e.app.rt.db;
    const user = await buildUser(db, { plan: 'pro' });
    await grantCredits(db, user.id, 10);
    const { first, second, one, any, all } = await pickTagPair();

    const { page, context } = await e2e.newPage({ width: 1400, height: 900 });
    await signInWithDialog(page, user.email);
    await page.goto('/new-session');
    const title = 'Pocket composter';
    await fillProjectDetails(page, title, 'A countertop composter that turns kitchen scraps into soil in 24 hours, silently and without smell.');
    await page.getByRole('button', { name: 'Next' }).click();

    await stepHeading(page, 2, 'Select Avatars & Tags').waitFor();
    // The draft now lives on the server, under its own URL.
    await page.waitForURL(/\/new-session-v2\/[0-9a-f-]{36}$/);
    // With no search and no tag the picker shows 12 random avatars of the catalogue.
    await expect.poll(() => page.getByText(`12 random avatars from ${CATALOGUE}`).isVisible(), WAIT).toBe(true);
    // ANY/ALL only matters with two tags.
    expect(await page.getByRole('radio', { name: 'All tags' }).isDisabled()).toBe(true);

    await addTag(page, first);
    await expect.poll(() => resultSummary(page).textContent(), WAIT).toBe(`${one} matching avatars`);
    await addTag(page, second);
    await expect.poll(() => resultSummary(page).textContent(), WAIT).toBe(`${any} matching avatars`);
    await page.getByText('All tags', { exact: true }).click();
    await expect.poll(() => resultSummary(page).textContent(), WAIT).toBe(`${all} matching avatars`);
    await expect.poll(() => page.locator('[aria-busy="true"]').count(), WAIT).toBe(0);

    const candidates = page.locator('button[aria-pressed="false"][aria-label^="Select "]');
    await expect.poll(() => candidates.count(), WAIT).toBe(Math.min(all, 12));
    const names = (await candidates.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')!.slice('Select '.length)))).slice(0, 6);
    const dismiss = page.getByTestId('notifications-region').getByRole('button', { name: 'Dismiss notification' });
    for (const [i, name] of names.entries()) {
      await page.getByRole('button', { name: `Select ${name}`, exact: true }).click();
      await page.getByRole('button', { name: `Deselect ${name}`, exact: true }).waitFor();
      if (i === names.length - 1) break;
      // A premium or fifth avatar's toast slides in over the bottom-right cards: close it before the next click, as a
      // user would (a click landing on it while it slides in selects nothing).
      while ((await dismiss.count()) > 0) {
        await dismiss.first().click();
        await expect.poll(() => dismiss.count(), WAIT).toBe(0);
      }
    }
    // The alert for the sixth avatar (docs/accounts-plans-credits.md), and the live cost: 4 free, 2 extra x 2 credits.
    const extraAvatar = page.getByRole('status').filter({ hasText: 'Avatar 6 selected. 2 credits will be charged when you start the session.' });
    await expect.poll(() => extraAvatar.isVisible(), WAIT).toBe(true);
    // The toast sits in the bottom-right corner, over Next: close it, as a user would, rather than wait 5 s.
    await extraAvatar.getByRole('button').click();
    const group = page.getByRole('list', { name: 'Your group' });
    await expect.poll(() => group.getByRole('listitem').count(), WAIT).toBe(6);
    expect(await page.getByText('6 of 15 selected').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('4 credits', { exact: true }).isVisible(), WAIT).toBe(true);
    expect(await page.getByText(/at start \(2 extra × 2\) · you have 10/).isVisible()).toBe(true);
    expect(await page.getByTestId('header-credits').getAttribute('aria-label')).toBe('Credits balance: 10 credits');

    await page.getByRole('button', { name: 'Next' }).click();
    await stepHeading(page, 3, 'Review & Start').waitFor();
    expect(await page.getByRole('heading', { name: title, level: 3 }).isVisible()).toBe(true);
    expect(await page.getByText('Participants (6)').isVisible()).toBe(true);
    for (const name of names) expect(await page.getByRole('button', { name: `View profile of ${name}`, exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('4 credits', { exact: true }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Start Focus Group' }).click();
    await page.waitForURL(SESSION_URL);
    const sessionId = SESSION_URL.exec(new URL(page.url()).pathname)![1]!;
    await expect.poll(() => page.getByText('4 credits were deducted to start this session.').isVisible(), WAIT).toBe(true);
    await expect.poll(() => page.getByRole('heading', { name: title, level: 1 }).isVisible(), WAIT).toBe(true);
    await expect.poll(() => page.getByTestId('participant').count(), WAIT).toBe(6);
    await expect.poll(() => page.getByTestId('header-credits').getAttribute('aria-label'), WAIT).toBe('Credits balance: 6 credits');

    // The database: the session is active with the 6 chosen avatars, charged 4 credits exactly once.
    const session = await db.selectFrom('sessions').selectAll().where('id', '=', sessionId).executeTakeFirstOrThrow();
    expect(session).toMatchObject({ user_id: user.id, status: 'active', title, start_cost: 4 });
    const chosen = await db.selectFrom('avatars').select(['id', 'name', 'tags', 'is_premium']).where('id', 'in', session.selected_avatars).execute();
    const nameOf = new Map(chosen.map((a) => [a.id, a.name]));
    expect(session.selected_avatars.map((id) => nameOf.get(id))).toEqual(names);
    for (const a of chosen) {
      expect(hasTag(a.tags, first) && hasTag(a.tags, second)).toBe(true);
      expect(a.is_premium).toBe(false);
    }
    expect(session.avatar_details?.map((d) => d.name)).toEqual(names);
    const deductions = await db.selectFrom('credit_deductions').selectAll().where('user_id', '=', user.id).execute();
    expect(deductions).toHaveLength(1);
    expect(deductions[0]).toMatchObject({ amount: 4, idempotency_key: startKey(sessionId), session_id: sessionId, refunded_at: null });
    const used = await db.selectFrom('credit_transactions').select('credits').where('user_id', '=', user.id).where('transaction_type', '=', 'used').execute();
    expect(used.reduce((s, r) => s + r.credits, 0)).toBe(-4);
    expect(await balanceOf(db, user.id)).toBe(6);
    await context.close();
  });

  it('takes a free user through with the fixed team of 4 and charges nothing', async () => {
    const db = e2e.app.rt.db;
    const user = await buildUser(db);
    const { page, context } = await e2e.newPage();
    await signInByApi(page, user.email);
    await page.goto('/new-session');
    const title = 'Dog walking app';
    await fillProjectDetails(page, title, 'An app that matches busy dog owners with vetted neighbours who walk dogs for a small fee.');
    // The free plan's five preset questions are filled in.
    expect(await page.getByLabel('Question 1', { exact: true }).inputValue()).toBe('What is your first impression of this concept?');
    expect(await page.getByLabel('Question 5', { exact: true }).inputValue()).toBe('What would convince you to purchase it?');
    await page.getByRole('button', { name: 'Next' }).click();

    await stepHeading(page, 2, 'Select Avatars & Tags').waitFor();
    expect(await page.getByText('Your free focus group team').isVisible()).toBe(true);
    const team = page.locator('[aria-label="Your team"]');
    await expect.poll(() => team.getAttribute('aria-busy'), WAIT).toBe('false');
    const profiles = team.getByRole('button', { name: /^View profile of / });
    await expect.poll(() => profiles.count(), WAIT).toBe(4);
    const names = await profiles.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')!.slice('View profile of '.length)));
    // No picker: no search, no tag filter, nothing to select.
    expect(await page.getByRole('combobox', { name: 'Tags' }).count()).toBe(0);
    expect(await page.getByLabel('Search avatars').count()).toBe(0);
    expect(await page.locator('button[aria-label^="Select "]').count()).toBe(0);
    // The team is the one the server stored for this user.
    const stored = (await db.selectFrom('users').select('free_team').where('id', '=', user.id).executeTakeFirstOrThrow()).free_team ?? [];
    expect(stored).toHaveLength(4);
    const storedNames = await db.selectFrom('avatars').select(['id', 'name']).where('id', 'in', stored).execute();
    expect(stored.map((id) => storedNames.find((a) => a.id === id)!.name)).toEqual(names);

    await page.getByRole('button', { name: 'Next' }).click();
    await stepHeading(page, 3, 'Review & Start').waitFor();
    // A reload resumes the saved draft on the review step, with the same team, also once the browser
    // copy of the draft (newSessionState) has caught up with the last save.
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('newSessionState') ?? 'null')?.currentStep), WAIT).toBe(3);
    await page.reload();
    await stepHeading(page, 3, 'Review & Start').waitFor();
    await expect.poll(() => page.getByText('Participants (4)').isVisible(), WAIT).toBe(true);
    for (const name of names) expect(await page.getByRole('button', { name: `View profile of ${name}`, exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('Free plan: this team of 4 answers up to 5 questions, at no cost.').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Start Focus Group' }).click();
    await page.waitForURL(SESSION_URL);
    const sessionId = SESSION_URL.exec(new URL(page.url()).pathname)![1]!;
    await expect.poll(() => page.getByRole('heading', { name: title, level: 1 }).isVisible(), WAIT).toBe(true);
    const participants = page.getByTestId('participant');
    await expect.poll(() => participants.count(), WAIT).toBe(4);
    expect(await participants.allTextContents()).toEqual(names.map((n) => expect.stringContaining(n)));

    const session = await db.selectFrom('sessions').selectAll().where('id', '=', sessionId).executeTakeFirstOrThrow();
    expect(session).toMatchObject({ user_id: user.id, status: 'active', title, start_cost: 0, total_questions: 5 });
    expect(session.selected_avatars).toEqual(stored);
    expect(await db.selectFrom('credit_deductions').select('id').where('user_id', '=', user.id).execute()).toHaveLength(0);
    expect(await db.selectFrom('credit_transactions').select('id').where('user_id', '=', user.id).execute()).toHaveLength(0);
    expect(await page.getByText('Credits Deducted').count()).toBe(0);
    await context.close();
  });
});
