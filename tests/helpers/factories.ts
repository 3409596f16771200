import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../core/passwords.js';
import type { Db } from '../../db/client.js';
import type { User } from '../../db/types.js';
import type { TestApp } from './app.js';
import { TestClient } from './client.js';

export const TEST_PASSWORD = 'correct-horse-9';
let cachedHash: Promise<string> | null = null;

export interface UserOptions {
  email?: string;
  verified?: boolean;
  plan?: string;
  admin?: boolean;
  fullName?: string;
}

/** Inserts a user directly (verified by default, free plan unless told). */
export async function buildUser(db: Db, opts: UserOptions = {}): Promise<User> {
  cachedHash ??= hashPassword(TEST_PASSWORD);
  return db
    .insertInto('users')
    .values({
      email: (opts.email ?? `user-${randomBytes(5).toString('hex')}@example.com`).toLowerCase(),
      password_hash: await cachedHash,
      email_verified_at: opts.verified === false ? null : new Date(),
      subscription_level: opts.plan ?? 'free',
      is_admin: opts.admin ?? false,
      full_name: opts.fullName ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A client signed in through the real login endpoint. */
export async function signIn(app: TestApp, user: Pick<User, 'email'>, password = TEST_PASSWORD): Promise<TestClient> {
  const client = new TestClient(app.url);
  const res = await client.post('/api/auth/login', { email: user.email, password });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return client;
}

export async function signedInUser(app: TestApp, opts: UserOptions = {}): Promise<{ user: User; client: TestClient }> {
  const user = await buildUser(app.rt.db, opts);
  return { user, client: await signIn(app, user) };
}
