import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatePersona } from '../../../core/avatars/generator.js';
import { startTestApp, type TestApp } from '../../helpers/app.js';
import type { TestClient } from '../../helpers/client.js';
import { startFakeOpenAi, type FakeOpenAi } from '../../helpers/fake-openai.js';
import { signedInUser } from '../../helpers/factories.js';
import { waitFor } from '../../helpers/wait.js';

// The batch through a configured model: an OpenAI-compatible server (the real SDK against a fake on
// 127.0.0.1). Its replies are validated against the avatar schema; a reply that fails is skipped and counted.
let app: TestApp;
let admin: TestClient;
let llm: FakeOpenAi;
beforeAll(async () => {
  llm = await startFakeOpenAi();
  app = await startTestApp({ workers: ['avatar-batch'], env: { LLM_PROVIDER: 'openai', OPENAI_BASE_URL: llm.url, OPENAI_API_KEY: 'test-key' } });
  ({ client: admin } = await signedInUser(app, { admin: true }));
});
afterAll(async () => {
  await app?.close();
  await llm?.close();
});

const ended = (id: string) =>
  waitFor(
    async () => {
      const b = await app.rt.db.selectFrom('avatar_batches').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      return ['completed', 'cancelled', 'failed'].includes(b.status) ? b : null;
    },
    { timeout: 30_000, what: 'the batch to end' },
  );

describe('batch generation through the LLM provider', () => {
  it('stores the personas that fit the avatar schema and skips and counts the ones that do not', async () => {
    const good = (seed: string) => JSON.stringify({ ...generatePersona(seed), tags: ['coffee-lover'] });
    llm.script(
      { kind: 'answer', text: good('a') },
      { kind: 'answer', text: 'Sorry, I cannot help with that.' },
      { kind: 'answer', text: `\`\`\`json\n${good('b')}\n\`\`\`` },
      { kind: 'answer', text: JSON.stringify({ ...generatePersona('c'), gender: 'robot' }) },
      { kind: 'status', status: 400 },
      { kind: 'answer', text: good('d') },
    );
    const res = await admin.post('/api/admin/avatar-batches', { count: 6, tags: ['Night Owl', 'gamer', 'urban'] });
    const batch = await ended(res.body.batchId);
    expect(batch).toMatchObject({ status: 'completed', done: 3, failed: 3 });

    const avatars = await app.rt.db.selectFrom('avatars').select(['name', 'tags', 'is_active', 'batch_seq']).where('batch_id', '=', batch.id).orderBy('batch_seq').execute();
    expect(avatars.map((a) => a.batch_seq)).toEqual([1, 3, 6]);
    expect(avatars.map((a) => a.name)).toEqual([generatePersona('a').name, generatePersona('b').name, generatePersona('d').name]);
    // The required tag (30% of 3 = 1 of them) is added to what the model wrote.
    for (const a of avatars) expect(a.tags.some((t) => ['night-owl', 'gamer', 'urban'].includes(t))).toBe(true);
    expect(avatars.every((a) => a.is_active)).toBe(true);

    // The prompt asks for JSON and passes the required tags as data.
    const prompt = llm.requests[0].messages.map((m: { content: string }) => m.content).join('\n');
    expect(prompt).toMatch(/single JSON object/);
    expect(prompt).toMatch(/"(night-owl|gamer|urban)"/);
  });

  it('ends with nothing generated when every generation fails', async () => {
    llm.fallback = { kind: 'answer', text: '{"name": ""}' };
    const res = await admin.post('/api/admin/avatar-batches', { count: 3, tags: [] });
    const batch = await ended(res.body.batchId);
    expect(batch).toMatchObject({ status: 'completed', done: 0, failed: 3 });
  });
});
