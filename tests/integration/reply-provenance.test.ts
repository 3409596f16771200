import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PROMPT_VERSION } from '../../core/chat/prompt.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { buildAvatars } from '../helpers/avatar-factory.js';
import { signedInUser } from '../helpers/factories.js';
import { startFakeOpenAi, type FakeOpenAi } from '../helpers/fake-openai.js';
import { buildActiveSession } from '../helpers/session-factory.js';
import { waitFor } from '../helpers/wait.js';

// Reproducible runs (INSIGHT.md rule 7): every reply records provider, model, prompt version and seed;
// the seed and the configured sampling reach the model; an identical call is served from the cache.
let fake: FakeOpenAi;
let app: TestApp;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  app = await startTestApp({
    workers: ['avatar-reply'],
    env: {
      LLM_PROVIDER: 'openai',
      OPENAI_BASE_URL: fake.url,
      OPENAI_API_KEY: 'sk-test',
      OPENAI_MODEL: 'gpt-test',
      LLM_TEMPERATURE: '0.7',
      LLM_TOP_P: '0.95',
      AVATAR_REPLY_CONCURRENCY: '1',
    },
  });
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.requests.length = 0;
  // Each call answers differently, so a reply read from the cache is told apart from a new call.
  fake.respond = () => ({ kind: 'answer', text: `Honestly I would try it, answer number ${fake.requests.length}.` });
});

const replies = (questionId: string, count: number) =>
  waitFor(
    async () => {
      const rows = await app.rt.db.selectFrom('avatar_responses').selectAll().where('question_id', '=', questionId).orderBy('avatar_id').execute();
      return rows.length === count ? rows : null;
    },
    { timeout: 20_000 },
  );

/** Runs the question's replies again from scratch: no stored answers, no finished jobs. */
async function replayQuestion(questionId: string, avatarIds: string[]) {
  await app.rt.db.deleteFrom('avatar_responses').where('question_id', '=', questionId).execute();
  for (const avatarId of avatarIds) {
    await app.rt.queues.get('avatar-reply').remove(`reply_${questionId}_${avatarId}`);
    await app.rt.queues.enqueue('avatar-reply', { questionId, avatarId });
  }
}

describe('reply provenance and the reply cache', () => {
  it('records model, prompt version and seed on every reply, and a rerun with the same seed is served from the cache', async () => {
    const { user, client } = await signedInUser(app);
    const avatars = await buildAvatars(app.rt.db, 2);
    const session = await buildActiveSession(app.rt.db, user, avatars, { productIdea: 'A smart rice cooker for $400.' });
    const { questionId } = (await client.post(`/api/sessions/${session.id}/questions`, { text: 'Would you buy it?' })).body;
    const first = await replies(questionId, 2);
    for (const r of first)
      expect(r).toMatchObject({ status: 'answered', provider: 'openai', model: 'gpt-test', prompt_version: PROMPT_VERSION, seed: session.seed, cached: false });
    expect(fake.requests).toHaveLength(2);
    for (const body of fake.requests) expect(body).toMatchObject({ seed: session.seed, temperature: 0.7, top_p: 0.95 });
    expect(fake.requests[0].messages[0].content).toContain('The brief states a price of $400.');

    await replayQuestion(
      questionId,
      avatars.map((a) => a.id),
    );
    const again = await replies(questionId, 2);
    expect(fake.requests).toHaveLength(2);
    expect(again.map((r) => r.response_text)).toEqual(first.map((r) => r.response_text));
    for (const r of again) expect(r).toMatchObject({ cached: true, seed: session.seed, prompt_version: PROMPT_VERSION, tokens_in: 0, tokens_out: 0 });
  });

  it('calls the model again when the seed changes', async () => {
    const { user, client } = await signedInUser(app);
    const avatars = await buildAvatars(app.rt.db, 1);
    const session = await buildActiveSession(app.rt.db, user, avatars);
    const { questionId } = (await client.post(`/api/sessions/${session.id}/questions`, { text: 'What worries you?' })).body;
    await replies(questionId, 1);
    await app.rt.db
      .updateTable('sessions')
      .set({ seed: session.seed + 1 })
      .where('id', '=', session.id)
      .execute();
    await replayQuestion(questionId, [avatars[0]!.id]);
    const [row] = await replies(questionId, 1);
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[1].seed).toBe(session.seed + 1);
    expect(row).toMatchObject({ cached: false, seed: session.seed + 1 });
  });
});
