import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startTestApp, type TestApp, type TestAppOptions } from '../tests/helpers/app.js';

export interface E2E {
  app: TestApp;
  browser: Browser;
  /** A fresh browser context (own cookies and storage) with one page. */
  newPage(opts?: { width?: number; height?: number; colorScheme?: 'light' | 'dark' }): Promise<{ context: BrowserContext; page: Page }>;
  close(): Promise<void>;
}

/** The real app (built web bundle, api, workers) plus Debian's Chromium driven by playwright-core. */
export async function startE2E(opts: TestAppOptions = { workers: true }): Promise<E2E> {
  if (!existsSync(path.resolve('web/dist/index.html'))) {
    throw new Error('web/dist is missing: build the web app first (npm test does it)');
  }
  const app = await startTestApp(opts);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
  });
  return {
    app,
    browser,
    async newPage({ width = 1280, height = 860, colorScheme = 'light' } = {}) {
      const context = await browser.newContext({ baseURL: app.url, viewport: { width, height }, colorScheme });
      context.setDefaultTimeout(15_000);
      const page = await context.newPage();
      return { context, page };
    },
    async close() {
      await browser.close();
      await app.close();
    },
  };
}
