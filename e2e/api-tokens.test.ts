import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../tests/helpers/factories.js';
import { startE2E, type E2E } from './harness.js';
import { screenshot, signInByApi, VIEWPORTS } from './screens.js';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ workers: false });
});
afterAll(async () => {
  await e2e?.close();
});

const sessions = (token: string) => fetch(`${e2e.app.url}/api/sessions`, { headers: { authorization: `Bearer ${token}` } });

describe('API tokens on the account page', () => {
  for (const [vp, colorScheme] of [
    [VIEWPORTS[0], 'light'],
    [VIEWPORTS[1], 'dark'],
  ] as const) {
    it(`creates a token shown once, which a script can use until it is revoked (${vp.name}, ${colorScheme})`, async () => {
      const user = await buildUser(e2e.app.rt.db);
      const { page, context } = await e2e.newPage({ width: vp.width, height: vp.height, colorScheme });
      await signInByApi(page, user.email);
      await page.goto('/account');
      const card = page.locator('.mantine-Card-root', { hasText: 'API Tokens' });
      await expect.poll(() => card.getByText('No API tokens yet.').isVisible()).toBe(true);

      await card.getByRole('button', { name: 'Create Token' }).click();
      await expect.poll(() => card.getByText('Please name the token').isVisible()).toBe(true);
      await card.getByLabel('Token name').fill('CI nightly');
      await card.getByRole('button', { name: 'Create Token' }).click();
      const secret = (await card.getByTestId('new-api-token').textContent())!.trim();
      expect(secret).toMatch(/^fg_/);
      await expect.poll(() => card.getByText('Never used').isVisible()).toBe(true);
      // Nothing wider than the screen, in either theme.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(vp.width);
      await screenshot(page, `api-tokens-${colorScheme}`, vp);

      expect((await sessions(secret)).status).toBe(200);
      await page.reload();
      await expect.poll(() => card.getByText('Last used', { exact: false }).isVisible()).toBe(true);
      expect(await card.getByTestId('new-api-token').count()).toBe(0);

      await card.getByRole('button', { name: 'Revoke' }).click();
      await page.getByRole('dialog', { name: 'Revoke API Token' }).getByRole('button', { name: 'Revoke' }).click();
      await expect.poll(() => card.getByText('Revoked', { exact: true }).isVisible()).toBe(true);
      expect((await sessions(secret)).status).toBe(401);
      await context.close();
    });
  }
});
