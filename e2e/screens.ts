import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { TEST_PASSWORD } from '../tests/helpers/factories.js';

/** The two sizes every screen of a journey is checked at. */
export const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;
export type Viewport = (typeof VIEWPORTS)[number];

const ARTIFACTS = path.resolve('test-artifacts');

/** Saves what the user sees to test-artifacts/<name>-<viewport>.png (gitignored; for a human to look at). */
export async function screenshot(page: Page, name: string, vp: Viewport): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}-${vp.name}.png`) });
}

/** Signs in from the page's context (the browser holds the cookie); returns the session's CSRF token. */
export async function signInByApi(page: Page, email: string): Promise<string> {
  const { token } = await (await page.request.get('/api/auth/csrf')).json();
  const res = await page.request.post('/api/auth/login', { data: { email, password: TEST_PASSWORD }, headers: { 'x-csrf-token': token } });
  expect(res.status()).toBe(200);
  return (await res.json()).csrfToken;
}
