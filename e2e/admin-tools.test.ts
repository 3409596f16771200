import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../tests/helpers/factories.js';
import { startE2E, type E2E } from './harness.js';
import { screenshot, signInByApi, VIEWPORTS, type Viewport } from './screens.js';

const WAIT = { timeout: 15_000 };

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ workers: ['avatar-batch', 'notify'] });
});
afterAll(async () => {
  await e2e?.close();
});

async function adminPage(vp: Viewport, tab: string) {
  const admin = await buildUser(e2e.app.rt.db, { admin: true, fullName: 'Ada Admin' });
  const { page, context } = await e2e.newPage(vp);
  await signInByApi(page, admin.email);
  await page.goto(`/admin?tab=${tab}`);
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  return { page, context, admin };
}

describe('admin tools in Chromium', () => {
  for (const vp of VIEWPORTS) {
    it(`starts impersonation with "Impersonation Started" and no Access Denied (${vp.name})`, async () => {
      const email = `imp.${vp.name}@example.com`;
      await buildUser(e2e.app.rt.db, { fullName: 'Tess Target', email });
      const { page, context } = await adminPage(vp, 'users');
      await page.getByPlaceholder('Search by e-mail or name').fill(email);
      const toasts: string[] = [];
      await page.exposeFunction('recordToast', (text: string) => toasts.push(text));
      // Every toast that appears, however briefly (a later one replaces it).
      await page.evaluate(() => {
        new MutationObserver(() => {
          for (const n of document.querySelectorAll('.mantine-Notification-root')) (window as unknown as { recordToast(t: string): void }).recordToast(n.textContent ?? '');
        }).observe(document.body, { childList: true, subtree: true });
      });
      // The dashboard's code arrives slowly (a cold cache on a slow line): the admin screen is still
      // mounted when the login switches to the impersonated user, as it was in the walk-through.
      await page.route('**/assets/DashboardScreen-*.js', async (route) => {
        await new Promise((r) => setTimeout(r, 1_000));
        await route.continue();
      });
      await page.getByRole('button', { name: `Impersonate ${email}` }).click();
      await page.waitForURL('**/dashboard');
      await page.getByText('Impersonating: Tess Target').waitFor(WAIT);
      await page.getByText('Impersonation Started').waitFor(WAIT);
      // The admin gate has re-run by now (it did within a few hundred ms); the toast is still the right one.
      await page.waitForTimeout(1_500);
      expect(await page.getByText('Impersonation Started').isVisible()).toBe(true);
      expect(toasts.filter((t) => t.includes('Access Denied'))).toEqual([]);
      await screenshot(page, 'impersonation-started', vp);
      await context.close();
    });

    it(`refuses a batch size outside 1..1000 in the form, and tells how many avatars a cancel kept (${vp.name})`, async () => {
      const db = e2e.app.rt.db;
      const { page, context, admin } = await adminPage(vp, 'avatars');
      const size = page.getByLabel('Number of avatars');
      const generate = page.getByRole('button', { name: 'Generate avatars' });
      for (const typed of ['1001', '0']) {
        await size.fill(typed);
        await size.blur();
        await page.getByText('Batch size must be between 1 and 1000').waitFor(WAIT);
        // Left as typed (not clamped to 1000 or 1), and nothing can start.
        expect(await size.inputValue()).toBe(typed);
        expect(await generate.isDisabled()).toBe(true);
      }
      await screenshot(page, 'batch-size-error', vp);
      expect(await db.selectFrom('avatar_batches').select('id').where('admin_id', '=', admin.id).execute()).toEqual([]);

      await size.fill('40');
      expect(await page.getByText('Batch size must be between 1 and 1000').count()).toBe(0);
      await generate.click();
      const row = page.getByTestId('batch-row').first();
      await expect
        .poll(async () => (await db.selectFrom('avatar_batches').select('done').where('admin_id', '=', admin.id).executeTakeFirst())?.done ?? 0, WAIT)
        .toBeGreaterThanOrEqual(2);
      await row.getByRole('button', { name: 'Cancel' }).click();
      await expect.poll(() => row.getAttribute('data-status'), WAIT).toBe('cancelled');
      const batch = await db.selectFrom('avatar_batches').select(['done', 'status']).where('admin_id', '=', admin.id).executeTakeFirstOrThrow();
      expect(batch.status).toBe('cancelled');
      expect(await row.getByTestId('batch-kept').textContent()).toBe(`The ${batch.done} avatars made before the cancel are kept in the catalogue.`);
      await screenshot(page, 'batch-cancelled', vp);
      await context.close();
    });
  }
});
