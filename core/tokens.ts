import { createHash, randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Db } from '../db/client.js';
import type { Database } from '../db/types.js';

export type TokenKind = 'verify_email' | 'password_reset';

// Verification links are valid for two days (people sign up and check mail later); reset links for
// one hour because they grant account access.
const LIFETIME_MS: Record<TokenKind, number> = {
  verify_email: 48 * 3600_000,
  password_reset: 3600_000,
};

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Issues a single-use token; only its hash is stored, so a database leak yields no usable links. */
export async function issueToken(db: Db | Transaction<Database>, userId: string, kind: TokenKind): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('auth_tokens')
    .values({ user_id: userId, kind, token_hash: hashToken(token), expires_at: new Date(Date.now() + LIFETIME_MS[kind]) })
    .execute();
  return token;
}

/** Marks the token used and returns its user, atomically: a token works once, before it expires. */
export async function consumeToken(db: Db | Transaction<Database>, token: string, kind: TokenKind): Promise<string | null> {
  if (!token || token.length > 200) return null;
  const row = await db
    .updateTable('auth_tokens')
    .set({ used_at: new Date() })
    .where('token_hash', '=', hashToken(token))
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id ?? null;
}
