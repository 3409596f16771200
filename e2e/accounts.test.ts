import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { waitForEmailLink } from '../tests/helpers/outbox.js';
import { buildUser } from '../tests/helpers/factories.js';
import { startE2E, type E2E } from './harness.js';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ workers: ['notify'] });
});
afterAll(async () => {
  await e2e?.close();
});

async function openAuthDialog(page: Page, tab: 'Sign In' | 'Sign Up') {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome' });
  await dialog.getByRole('tab', { name: tab }).click();
  return dialog;
}

async function signIn(page: Page, email: string, password: string) {
  const dialog = await openAuthDialog(page, 'Sign In');
  const form = dialog.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByPlaceholder('Your password').fill(password);
  await form.getByPlaceholder('Your password').press('Enter');
}

describe('account journeys in Chromium', () => {
  it('signs up, verifies from the mailbox, signs in, switches theme and signs out', async () => {
    const { page, context } = await e2e.newPage();
    const email = 'journey@example.com';
    const dialog = await openAuthDialog(page, 'Sign Up');
    const form = dialog.getByRole('form', { name: 'Sign up' });
    await form.getByLabel('Email').fill(email);
    await form.getByPlaceholder('Create a password (min 6 characters)').fill('journey-pw-1');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect.poll(() => page.getByText('Please check your email to verify your account.').isVisible()).toBe(true);

    // The verification link arrives in the outbox (the dev mailbox lists it).
    const link = await waitForEmailLink(e2e.app.rt.db, email, /confirm/i);
    const mailbox = await (await page.request.get('/dev/mailbox.json')).json();
    expect(mailbox[0].links[0]).toBe(link);
    await page.goto(link);
    await expect.poll(() => page.getByText('Email verified').first().isVisible()).toBe(true);

    await signIn(page, email, 'journey-pw-1');
    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.getByText('Welcome back!').isVisible()).toBe(true);
    expect(await page.getByTestId('header-email').textContent()).toContain(email);

    await page.getByTestId('theme-toggle').click();
    await page.getByTestId('theme-option-dark').click();
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.getByText('You have been logged out successfully.').isVisible()).toBe(true);
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('shows the documented message for a wrong password', async () => {
    const { page, context } = await e2e.newPage();
    const user = await buildUser(e2e.app.rt.db);
    await signIn(page, user.email, 'not-the-password');
    await expect.poll(() => page.getByText('Invalid email or password. Please check your credentials and try again.').first().isVisible()).toBe(true);
    await context.close();
  });

  it('resets a forgotten password from the e-mailed link', async () => {
    const { page, context } = await e2e.newPage({ width: 390, height: 844 });
    const user = await buildUser(e2e.app.rt.db);
    const dialog = await openAuthDialog(page, 'Sign In');
    await dialog.getByRole('button', { name: 'Forgot Password?' }).click();
    const form = dialog.getByRole('form', { name: 'Reset password' });
    await form.getByLabel('Email').fill(user.email);
    await form.getByRole('button', { name: 'Send Reset Email' }).click();
    await expect.poll(() => page.getByText('Check your email for password reset instructions.').isVisible()).toBe(true);

    const link = await waitForEmailLink(e2e.app.rt.db, user.email, /reset/i);
    await page.goto(link);
    await page.getByLabel(/^New Password/).fill('fresh-pass-1');
    await page.getByLabel(/^Confirm New Password/).fill('fresh-pass-2');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect.poll(() => page.getByText('Please make sure both passwords are the same.').isVisible()).toBe(true);
    await page.getByLabel(/^Confirm New Password/).fill('fresh-pass-1');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.getByText('Your password has been successfully updated.').isVisible()).toBe(true);

    // The link works once.
    await page.goto(link);
    await page.getByLabel(/^New Password/).fill('again-pass-1');
    await page.getByLabel(/^Confirm New Password/).fill('again-pass-1');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect.poll(() => page.getByText('This password reset link is invalid or has expired.').isVisible()).toBe(true);
    await context.close();

    const fresh = await e2e.newPage();
    await signIn(fresh.page, user.email, 'fresh-pass-1');
    await fresh.page.waitForURL('**/dashboard');
    await fresh.context.close();
  });

  it('shows the 404 page with a way home', async () => {
    const { page, context } = await e2e.newPage();
    await page.goto('/no/such/page');
    await expect.poll(() => page.getByText('Page not found').isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('serves the landing page scripts without source maps', async () => {
    const { page, context } = await e2e.newPage();
    const scripts: string[] = [];
    page.on('response', (res) => {
      if (res.url().endsWith('.js')) scripts.push(res.url());
    });
    await page.goto('/');
    await expect.poll(() => page.getByRole('banner').getByRole('button', { name: 'Login' }).isVisible()).toBe(true);
    expect(scripts.length).toBeGreaterThan(1);
    for (const url of scripts) {
      expect(await (await page.request.get(url)).text()).not.toContain('sourceMappingURL');
      expect((await page.request.get(`${url}.map`)).status()).toBe(404);
    }
    await context.close();
  });

  it('keeps one FAQ answer open at a time, and closes the open one on click', async () => {
    const { page, context } = await e2e.newPage();
    await page.goto('/');
    const first = page.getByRole('button', { name: 'How fast will I get feedback?' });
    const second = page.getByRole('button', { name: 'How long does it take to set up a session?' });
    await first.click();
    await expect.poll(() => first.getAttribute('aria-expanded')).toBe('true');
    await second.click();
    await expect.poll(() => second.getAttribute('aria-expanded')).toBe('true');
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    await second.click();
    await expect.poll(() => second.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('heading', { name: 'Get the product now' }).count()).toBe(1);
    await context.close();
  });
});
