import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { buildUser, TEST_PASSWORD } from '../tests/helpers/factories.js';
import { startE2E, type E2E } from './harness.js';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ workers: ['avatar-batch', 'notify'] });
});
afterAll(async () => {
  await e2e?.close();
});

/** Signs in through the API from the page's context, so the browser holds the login cookie. */
async function signInAs(page: Page, email: string) {
  const { token } = await (await page.request.get('/api/auth/csrf')).json();
  const res = await page.request.post('/api/auth/login', { data: { email, password: TEST_PASSWORD }, headers: { 'x-csrf-token': token } });
  expect(res.status()).toBe(200);
}

async function adminPage(tab?: string) {
  const admin = await buildUser(e2e.app.rt.db, { admin: true, fullName: 'Ada Admin' });
  const { page, context } = await e2e.newPage({ width: 1400, height: 900 });
  await signInAs(page, admin.email);
  await page.goto(tab ? `/admin?tab=${tab}` : '/admin');
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  return { page, context, admin };
}

describe('admin journeys in Chromium', () => {
  it('sends a non-admin away with Access Denied', async () => {
    const user = await buildUser(e2e.app.rt.db);
    const { page, context } = await e2e.newPage();
    await signInAs(page, user.email);
    await page.goto('/admin');
    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.getByText('You do not have admin privileges.').isVisible()).toBe(true);
    await context.close();
  });

  it('launches a batch and watches the bar reach 100%', async () => {
    const { page, context } = await adminPage('avatars');
    await page.getByLabel('Number of avatars').fill('6');
    const tags = page.getByPlaceholder('e.g. parent, rural, pet-owner');
    await tags.fill('gardener');
    await tags.press('Enter');
    await page.getByRole('button', { name: 'Generate avatars' }).click();
    const row = page.getByTestId('batch-row').first();
    await expect.poll(() => row.getAttribute('data-status'), { timeout: 20_000 }).toBe('completed');
    expect(await row.getByTestId('batch-counts').textContent()).toContain('6/6 (100%)');
    await expect.poll(() => page.getByText('Generated 6/6 avatars. 0 failed.').isVisible()).toBe(true);
    await context.close();
  });

  it('edits a plan price and sees it on /pricing', async () => {
    const { page, context } = await adminPage('pricing');
    const row = page.getByTestId('plan-row-starter');
    await row.getByRole('button', { name: /^Edit/ }).click();
    await row.getByLabel('Price', { exact: true }).fill('12.50');
    await row.getByLabel('Display name').fill('Starter Plus');
    await row.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Pricing plan updated successfully').isVisible()).toBe(true);
    expect(await row.textContent()).toContain('$12.50');
    await page.goto('/pricing');
    await expect.poll(() => page.getByText('Starter Plus').first().isVisible()).toBe(true);
    await expect.poll(() => page.getByText('12.50').first().isVisible()).toBe(true);
    await context.close();
  });

  it('grants credits from the users table', async () => {
    const target = await buildUser(e2e.app.rt.db, { email: 'gift.receiver@example.com' });
    const { page, context } = await adminPage('users');
    await page.getByPlaceholder('Search by e-mail or name').fill('gift.receiver');
    await page.getByRole('button', { name: `More actions for ${target.email}` }).click();
    await page.getByRole('menuitem', { name: 'Grant credits' }).click();
    const dialog = page.getByRole('dialog', { name: 'Grant credits' });
    await dialog.getByLabel('Credits').fill('15');
    await dialog.getByLabel('Reason').fill('Goodwill');
    await dialog.getByRole('button', { name: 'Grant credits' }).click();
    await expect.poll(() => page.getByText('15 credits added to gift.receiver@example.com. New balance: 15.').isVisible()).toBe(true);
    const targetRow = page.getByTestId('users-table').getByRole('row').filter({ hasText: target.email });
    expect(await targetRow.getByRole('cell').nth(2).textContent()).toBe('15');
    await context.close();
  });

  it('impersonates a user, acts as them, and exits', async () => {
    const target = await buildUser(e2e.app.rt.db, { fullName: 'Tess Target', email: 'tess.target@example.com' });
    const { page, context } = await adminPage('users');
    await page.getByPlaceholder('Search by e-mail or name').fill('tess.target');
    await page.getByRole('button', { name: `Impersonate ${target.email}` }).click();
    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.getByText('Impersonation Started').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Impersonating: Tess Target').isVisible()).toBe(true);
    expect(await page.getByTestId('header-email').textContent()).toContain(target.email);

    await page.getByRole('button', { name: 'Exit Impersonation' }).click();
    await expect.poll(() => page.getByText('Impersonation Ended').isVisible()).toBe(true);
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    expect(await page.getByTestId('impersonation-banner').count()).toBe(0);
    await context.close();
  });
});
