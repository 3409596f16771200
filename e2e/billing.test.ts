import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allocateInTx, createCreditLedger, deductInTx } from '../core/credits/index.js';
import { buildUser, TEST_PASSWORD } from '../tests/helpers/factories.js';
import { startE2E, type E2E } from './harness.js';

const DAY = 24 * 3600_000;
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ workers: false });
});
afterAll(async () => {
  await e2e?.close();
});

async function signInByApi(page: Page, email: string) {
  const { token } = await (await page.request.get('/api/auth/csrf')).json();
  const res = await page.request.post('/api/auth/login', { data: { email, password: TEST_PASSWORD }, headers: { 'x-csrf-token': token } });
  expect(res.status()).toBe(200);
}

const grant = (userId: string, credits: number, purchasedAt: Date) =>
  e2e.app.rt.db.transaction().execute((trx) => allocateInTx(trx, { userId, credits, source: 'top-up', description: 'Growth Pack top-up', purchasedAt }));

describe('money journeys in Chromium', () => {
  it('asks a visitor who selects a plan to sign in and sends them home', async () => {
    const { page, context } = await e2e.newPage();
    await page.goto('/pricing');
    await expect.poll(() => page.getByRole('heading', { name: 'Choose Your Plan' }).isVisible()).toBe(true);
    expect(await page.getByText('Choose a plan that works for you. All credits expire after 61 days.').isVisible()).toBe(true);
    await page
      .getByTestId('plan-growth')
      .getByRole('button', { name: /Select Plan/ })
      .click();
    await expect.poll(() => page.getByText('Please sign in to select a plan.').isVisible()).toBe(true);
    expect(await page.getByText('Authentication Required').isVisible()).toBe(true);
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('shows the account page on a phone in dark mode: batches by urgency, history, and the top-up dialog', async () => {
    const user = await buildUser(e2e.app.rt.db, { plan: 'growth' });
    await grant(user.id, 5, new Date(Date.now() - 59 * DAY));
    await grant(user.id, 50, new Date());
    const session = await e2e.app.rt.db.insertInto('sessions').values({ user_id: user.id, title: 'Smart kettle' }).returning('id').executeTakeFirstOrThrow();
    await e2e.app.rt.db
      .transaction()
      .execute((trx) => deductInTx(trx, { userId: user.id, amount: 2, idempotencyKey: `e2e:${user.id}`, description: 'Extra avatar', sessionId: session.id }));
    const { page, context } = await e2e.newPage({ width: 375, height: 812, colorScheme: 'dark' });
    await signInByApi(page, user.email);
    await page.goto('/account');
    await expect.poll(() => page.getByTestId('account-credits').textContent()).toBe('53');
    expect(await page.getByTestId('account-plan').textContent()).toBe('Growth');
    const batches = page.getByTestId('credit-batch');
    await expect.poll(() => batches.count()).toBe(2);
    expect(await batches.first().getAttribute('data-urgency')).toBe('critical');
    expect(await batches.first().textContent()).toContain('2 days left');
    expect(await page.getByText('Session: Smart kettle').first().isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Manage Subscription' }).isVisible()).toBe(true);
    expect(await page.getByTestId('plan-growth').getByRole('button').textContent()).toBe('Current Plan');
    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await batches.first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Credits' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByTestId('package-starter').getAttribute('data-checked')).toBe('true');
    expect(await dialog.getByTestId('package-growth').textContent()).toContain('Most Popular');
    // This app runs without Stripe keys: the dialog says so instead of failing.
    await expect.poll(() => dialog.getByText('Payments are not configured', { exact: true }).isVisible()).toBe(true);
    await dialog.getByTestId('package-pro').click();
    expect(await dialog.getByTestId('package-pro').getAttribute('data-checked')).toBe('true');
    await context.close();
  });

  it('confirms a checkout return, drops the parameter, and updates the header balance live', async () => {
    const user = await buildUser(e2e.app.rt.db, { plan: 'pro' });
    const { page, context } = await e2e.newPage();
    await signInByApi(page, user.email);
    await page.goto('/account?success=true');
    await expect.poll(() => page.getByText('Your subscription has been updated.').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await page.getByText('Payment Successful!').isVisible()).toBe(true);
    expect(new URL(page.url()).search).toBe('');

    const ledger = createCreditLedger({ db: e2e.app.rt.db, emitter: e2e.app.rt.emitter });
    await ledger.allocate({ userId: user.id, credits: 100, source: 'subscription', description: 'Pro plan: monthly credits' });
    await expect.poll(() => page.getByTestId('header-credits').textContent(), { timeout: 10_000 }).toContain('100');
    await expect.poll(() => page.getByTestId('account-credits').textContent(), { timeout: 10_000 }).toBe('100');
    await context.close();
  });

  it('edits the profile from the user menu: the name is saved and the dialog opens on it again', async () => {
    const user = await buildUser(e2e.app.rt.db, { plan: 'pro' });
    const { page, context } = await e2e.newPage();
    await signInByApi(page, user.email);
    await page.goto('/account');
    const openProfile = async () => {
      await page.getByTestId('user-menu').click();
      await page.getByRole('menuitem', { name: 'Edit Profile' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
      await expect.poll(() => dialog.getByLabel('Email').inputValue()).toBe(user.email);
      return dialog;
    };
    const dialog = await openProfile();
    await dialog.getByLabel('First Name').fill('Grace');
    await dialog.getByLabel('Last Name').fill('Hopper');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => page.getByText('Profile updated successfully').isVisible()).toBe(true);
    await expect.poll(() => dialog.isVisible()).toBe(false);
    const row = await e2e.app.rt.db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ first_name: 'Grace', last_name: 'Hopper' });

    const again = await openProfile();
    expect(await again.getByLabel('First Name').inputValue()).toBe('Grace');
    expect(await again.getByLabel('Last Name').inputValue()).toBe('Hopper');
    await context.close();
  });
});
