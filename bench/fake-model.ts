// What the sections that time work against the fake OpenAI-compatible model share: the one-call
// baseline their ratios divide by, and a paid user to own their sessions.
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client.js';
import { createOpenAiProvider } from '../core/llm/openai.js';
import { percentile } from './harness.js';

/** The median of three single calls to the fake model, streamed or not, as the product makes them. */
export async function oneCallMs(baseURL: string, mode: 'stream' | 'complete'): Promise<number> {
  const provider = createOpenAiProvider({ apiKey: 'sk-bench', baseURL, model: 'bench-model', timeoutMs: 30_000 });
  const req = { messages: [{ role: 'user' as const, content: 'One call.' }] };
  const single: number[] = [];
  for (let i = 0; i < 3; i++) {
    const t = performance.now();
    await (mode === 'stream' ? provider.stream(req, () => {}) : provider.complete(req));
    single.push(performance.now() - t);
  }
  return percentile(single, 50);
}

/** A verified pro user for the bench's sessions and reports. */
export const benchUser = (db: Db) =>
  db
    .insertInto('users')
    .values({ email: `bench-${randomBytes(4).toString('hex')}@example.com`, password_hash: 'x', subscription_level: 'pro', email_verified_at: new Date() })
    .returningAll()
    .executeTakeFirstOrThrow();
