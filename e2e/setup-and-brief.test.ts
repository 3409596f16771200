import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../tests/helpers/factories.js';
import { buildTranscript } from '../tests/helpers/transcript-factory.js';
import { startE2E, type E2E } from './harness.js';
import { screenshot, signInByApi, VIEWPORTS } from './screens.js';

const WAIT = { timeout: 15_000 };

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ workers: ['notify'] });
});
afterAll(async () => {
  await e2e?.close();
});

const stepOne = (page: Page) => page.getByRole('heading', { name: 'Step 1 of 3: Project Details' });

/** True when the element's box lies inside the viewport. */
const inView = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const r = document.querySelector(sel)!.getBoundingClientRect();
    return r.top >= 0 && r.bottom <= window.innerHeight;
  }, selector);

describe('setup and brief in Chromium', () => {
  for (const vp of VIEWPORTS) {
    it(`brings the step 1 error into view, clears it once filled, and expands a short idea about the same product (${vp.name})`, async () => {
      const user = await buildUser(e2e.app.rt.db);
      const { page, context } = await e2e.newPage(vp);
      await signInByApi(page, user.email);
      await page.goto('/new-session');
      await stepOne(page).waitFor(WAIT);
      await page.getByLabel(/^Session title/).fill('Dog food test');
      // Next is pressed from the bottom of the form, far below the empty Product Idea.
      const next = page.getByRole('button', { name: 'Next' });
      await next.scrollIntoViewIfNeeded();
      await next.click();
      const idea = page.getByLabel(/^Product Idea/);
      await page.getByText('Please describe your product idea').waitFor(WAIT);
      await expect.poll(() => idea.evaluate((el) => el === document.activeElement), WAIT).toBe(true);
      await expect.poll(() => inView(page, 'textarea[aria-invalid="true"]'), WAIT).toBe(true);
      await screenshot(page, 'wizard-step1-error', vp);
      await idea.pressSequentially('fresh dog food subscription');
      expect(await page.getByText('Please describe your product idea').count()).toBe(0);

      await page.getByRole('button', { name: 'Expand product idea with AI' }).click();
      await expect.poll(() => idea.inputValue(), WAIT).not.toBe('fresh dog food subscription');
      const brief = await idea.inputValue();
      expect(brief).toContain('dog food subscription');
      expect(brief).not.toMatch(/care about what they eat|Name the one thing|List the two or three/);
      await screenshot(page, 'wizard-expanded-brief', vp);
      await context.close();
    });

    it(`calls a finished session finished in Choose Session Option (${vp.name})`, async () => {
      const user = await buildUser(e2e.app.rt.db, { plan: 'pro' });
      await buildTranscript(e2e.app.rt.db, user, { title: 'Finished kettle test' });
      const { page, context } = await e2e.newPage(vp);
      await signInByApi(page, user.email);
      await page.goto('/new-session');
      const dialog = page.getByRole('dialog', { name: 'Choose Session Option' });
      await dialog.waitFor(WAIT);
      const text = await dialog.textContent();
      expect(text).toContain('is finished: every question has been answered');
      expect(text).not.toContain('in progress');
      expect(await dialog.getByRole('button', { name: 'Open Results' }).isVisible()).toBe(true);
      await screenshot(page, 'choose-session-finished', vp);
      await context.close();
    });

    it(`loads no Stripe.js on the landing page when payments are off, and e-mails links to APP_URL (${vp.name})`, async () => {
      const { page, context } = await e2e.newPage(vp);
      const stripe: string[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).hostname.endsWith('stripe.com')) stripe.push(r.url());
      });
      await page.goto('/');
      await page.getByRole('banner').waitFor(WAIT);
      await page.waitForLoadState('networkidle');
      expect(stripe).toEqual([]);
      expect(await page.locator('script[src*="stripe.com"]').count()).toBe(0);
      await screenshot(page, 'landing', vp);

      // Sign-up from this page: the verification link points at the app's APP_URL (the address opened here).
      const email = `links.${vp.name}@example.com`;
      const { token } = await (await page.request.get('/api/auth/csrf')).json();
      expect((await page.request.post('/api/auth/signup', { data: { email, password: 'correct-horse-9' }, headers: { 'x-csrf-token': token } })).status()).toBe(201);
      const outbox = await e2e.app.rt.db.selectFrom('email_outbox').selectAll().where('to_address', '=', email).execute();
      expect(outbox.length).toBe(1);
      const body = JSON.stringify(outbox[0]);
      expect(body).toContain(`${e2e.app.url}/api/auth/verify?token=`);
      await context.close();
    });
  }
});
