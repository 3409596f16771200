import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAvatars } from '../tests/helpers/avatar-factory.js';
import { buildUser } from '../tests/helpers/factories.js';
import { buildActiveSession } from '../tests/helpers/session-factory.js';
import { startE2E, type E2E } from './harness.js';
import { screenshot, signInByApi, VIEWPORTS } from './screens.js';

const WAIT = { timeout: 15_000 };
const ROUND = { timeout: 30_000 };

let e2e: E2E;
beforeAll(async () => {
  // No streaming pause and one fixed latency: the four answers of a round are stored within a few ms of
  // each other, so three of them still wait for their 500 ms display slots when the last one is stored.
  // Two seconds a round leaves room, on a loaded machine, to type the next question while one runs.
  e2e = await startE2E({ workers: true, env: { OFFLINE_LLM_DELAY_MS: '0', OFFLINE_LLM_LATENCY_MS: '2000' } });
});
afterAll(async () => {
  await e2e?.close();
});

const userMessages = (page: Page) => page.locator('[data-testid="chat-message"][data-role="user"]');
const storedAnswers = async (questionId: string) => (await e2e.app.rt.db.selectFrom('avatar_responses').select('id').where('question_id', '=', questionId).execute()).length;

/** True when the two boxes share any area. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) return false;
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

describe('live chat edges in Chromium', () => {
  for (const vp of VIEWPORTS) {
    it(`takes a question sent the moment the last answer is stored, and ticks only the listed questions asked (${vp.name})`, async () => {
      const db = e2e.app.rt.db;
      const user = await buildUser(db);
      const listed = ['What is your first impression?', 'What concerns would you have?', 'What would make you buy it?'];
      const session = await buildActiveSession(db, user, await buildAvatars(db, 4), { title: 'MealMate weekly meal kits for busy parents', keyQuestions: listed });
      const { page, context } = await e2e.newPage(vp);
      await signInByApi(page, user.email);
      await page.goto(`/focus-group-v2/${session.id}`);

      // The first listed question goes by itself; the next one is typed while its answers are written.
      await expect.poll(() => userMessages(page).count(), WAIT).toBe(1);
      const input = page.getByRole('textbox', { name: 'Your question' });
      const own = 'Would you pay $60 a week for it?';
      await input.fill(own);
      const q1 = await db.selectFrom('questions').select('id').where('session_id', '=', session.id).executeTakeFirstOrThrow();
      await expect.poll(() => storedAnswers(q1.id), ROUND).toBe(4);
      // Every answer is stored and announced (nobody is typing); some still wait for their display slot.
      await expect.poll(() => page.getByTestId('typing-message').count(), WAIT).toBe(0);
      const asked = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === `/api/sessions/${session.id}/questions`);
      await input.press('Enter');
      await expect.poll(() => userMessages(page).count(), { timeout: 3_000 }).toBe(2);
      expect((await asked).status()).toBe(202);
      expect(await input.inputValue()).toBe('');
      // While that round runs (two seconds at least), Enter keeps the text and says why it did not send.
      await input.fill('And what about delivery?');
      await input.press('Enter');
      await page.getByText('Wait until every participant has answered the last question.').waitFor({ timeout: 2_000 });
      expect(await input.inputValue()).toBe('And what about delivery?');
      expect(await userMessages(page).count()).toBe(2);
      expect(await userMessages(page).nth(1).textContent()).toContain(own);
      // The new question lands after every answer of the first one (its own answers may follow already).
      const roles = await page.getByTestId('chat-message').evaluateAll((els) => els.map((e) => e.getAttribute('data-role')));
      expect(roles.slice(0, 6)).toEqual(['user', 'avatar', 'avatar', 'avatar', 'avatar', 'user']);

      // Only the listed question actually asked is ticked; the user's own question ticks nothing.
      const ticks = await page.getByTestId('key-question').evaluateAll((els) => els.map((e) => e.getAttribute('data-asked')));
      expect(ticks).toEqual(['true', 'false', 'false']);
      // And the next listed question offered is the first one not asked yet.
      expect(await page.getByText('Current question:').textContent()).toContain(listed[1]);

      await screenshot(page, 'live-chat-next-question', vp);
      await context.close();
    });
  }

  it('keeps the whole session title readable on a phone and shows toasts clear of the chat input', async () => {
    const db = e2e.app.rt.db;
    const user = await buildUser(db);
    const title = 'MealMate weekly meal kits for busy parents';
    const session = await buildActiveSession(db, user, await buildAvatars(db, 2), { title });
    const vp = VIEWPORTS[1];
    const { page, context } = await e2e.newPage(vp);
    await signInByApi(page, user.email);
    await page.goto(`/focus-group-v2/${session.id}`);
    const heading = page.getByRole('heading', { name: title, level: 1 });
    await heading.waitFor(WAIT);
    // Not squeezed between the buttons: the title has the row to itself and wraps; all of it shows.
    expect((await heading.boundingBox())!.width).toBeGreaterThan(250);
    expect(await heading.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true);

    // A toast while typing a question: the input is at the bottom of the screen, the toast is not on it.
    await page.route(`**/api/sessions/${session.id}/auto-advance`, (route) => route.abort('failed'));
    const input = page.getByRole('textbox', { name: 'Your question' });
    await input.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await page.getByRole('switch', { name: /auto-advance/i }).evaluate((el: HTMLElement) => el.click());
    const toast = page.locator('.mantine-Notification-root').first();
    await toast.waitFor(WAIT);
    expect(await overlap(toast, input)).toBe(false);
    await screenshot(page, 'live-chat-toast', vp);
    await context.close();
  });

  it('stops asking for an unknown or unauthorised session and says so', async () => {
    const db = e2e.app.rt.db;
    const owner = await buildUser(db);
    const other = await buildUser(db);
    const theirs = await buildActiveSession(db, owner, await buildAvatars(db, 1));
    for (const vp of VIEWPORTS) {
      const { page, context } = await e2e.newPage(vp);
      await signInByApi(page, other.email);
      for (const id of ['undefined', theirs.id]) {
        const requests: string[] = [];
        page.on('request', (r) => {
          if (new URL(r.url()).pathname.startsWith('/api/sessions/')) requests.push(r.url());
        });
        await page.goto(`/focus-group-v2/${id}`);
        await page.getByText('Session not found or access denied').waitFor(WAIT);
        // Watch a while: nothing more is asked of the server.
        await page.waitForTimeout(3_000);
        expect(requests.filter((u) => u.endsWith(`/api/sessions/${id}/messages`))).toHaveLength(1);
        page.removeAllListeners('request');
      }
      await screenshot(page, 'session-not-found', vp);
      await context.close();
    }
  });

  it('asks again after a passing failure, further apart each time, and loads once the server answers', async () => {
    const db = e2e.app.rt.db;
    const user = await buildUser(db);
    const session = await buildActiveSession(db, user, await buildAvatars(db, 1), { title: 'Back-off test' });
    const { page, context } = await e2e.newPage(VIEWPORTS[0]);
    await signInByApi(page, user.email);
    const at: number[] = [];
    // The first two loads meet an overloaded server (503); the third gets through.
    await page.route(`**/api/sessions/${session.id}/messages`, (route) => {
      at.push(Date.now());
      return at.length <= 2 ? route.fulfill({ status: 503, json: { error: { code: 'unavailable', message: 'Service unavailable' } } }) : route.continue();
    });
    await page.goto(`/focus-group-v2/${session.id}`);
    await page.getByRole('heading', { name: 'Back-off test', level: 1 }).waitFor(WAIT);
    expect(at).toHaveLength(3);
    expect(at[1]! - at[0]!).toBeGreaterThanOrEqual(900);
    expect(at[2]! - at[1]!).toBeGreaterThanOrEqual(1_900);
    await context.close();
  });
});
