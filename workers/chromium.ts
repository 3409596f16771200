// One Chromium per worker process, shared by every PDF job it runs. Launching costs 150-300 ms and
// tens of MB, a page a few ms: so the browser is launched on first use, kept, relaunched if it
// crashes or disconnects, and closed on shutdown (workers/runtime.ts closes it with the pool).
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'];

interface Shared {
  browser: Browser;
  /**
   * One context for every job: no JavaScript and no network (the print view is static and
   * self-contained), so jobs share nothing that matters, and a page costs far less than a context.
   */
  context: BrowserContext;
}

let current: Shared | null = null;
let launching: Promise<Shared> | null = null;

function shared(executablePath: string): Promise<Shared> {
  if (current?.browser.isConnected()) return Promise.resolve(current);
  launching ??= (async () => {
    const browser = await chromium.launch({ executablePath, args: ARGS });
    const context = await browser.newContext({ javaScriptEnabled: false, offline: true }).catch(async (err: unknown) => {
      await browser.close().catch(() => {});
      throw err;
    });
    const s = { browser, context };
    // A crash, a killed process or a closed connection: forget it, and the next job launches anew.
    browser.on('disconnected', () => {
      if (current === s) current = null;
    });
    current = s;
    return s;
  })().finally(() => {
    launching = null;
  });
  return launching;
}

/** The shared browser, launched on first call or again after a crash; concurrent callers share one launch. */
export async function sharedBrowser(executablePath: string): Promise<Browser> {
  return (await shared(executablePath)).browser;
}

/** Runs `fn` with a fresh page of the shared browser and always closes the page, also when `fn` throws. */
export async function withPage<T>(executablePath: string, fn: (page: Page) => Promise<T>): Promise<T> {
  const page = await (await shared(executablePath)).context.newPage();
  try {
    return await fn(page);
  } finally {
    await page.close().catch(() => {});
  }
}

/** Closes the shared browser (worker shutdown). Safe to call when none was launched. */
export async function closeSharedBrowser(): Promise<void> {
  const s = current ?? (launching ? await launching.catch(() => null) : null);
  current = null;
  await s?.browser.close().catch(() => {});
}
