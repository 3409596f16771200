// Personal API tokens: scripts call the API as their user with `Authorization: Bearer fg_...`
// (docs/accounts-plans-credits.md, API tokens). The secret is shown once; only its SHA-256 is stored.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.js';
import type { User } from '../../db/types.js';
import { AppError, notFound } from '../errors.js';
import type { ApiTokenDto } from './routes.js';

const TOKEN_PREFIX = 'fg_';
/** Enough for a few scripts and CI jobs; a user past it revokes one first. */
const MAX_ACTIVE_TOKENS = 20;
// last_used_at is written at most once a minute per token, not on every call.
const LAST_USED_GRANULARITY_MS = 60_000;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

interface TokenRow {
  id: string;
  name: string;
  prefix: string;
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

const present = (r: TokenRow): ApiTokenDto => ({
  id: r.id,
  name: r.name,
  prefix: r.prefix,
  createdAt: r.created_at.toISOString(),
  lastUsedAt: r.last_used_at?.toISOString() ?? null,
  revokedAt: r.revoked_at?.toISOString() ?? null,
});

const COLUMNS = ['id', 'name', 'prefix', 'created_at', 'last_used_at', 'revoked_at'] as const;

export async function listApiTokens(db: Db, userId: string): Promise<ApiTokenDto[]> {
  const rows = await db.selectFrom('api_tokens').select(COLUMNS).where('user_id', '=', userId).orderBy('created_at', 'desc').execute();
  return rows.map(present);
}

/** Creates a token and returns its secret, which is never readable again. */
export async function createApiToken(db: Db, userId: string, name: string): Promise<{ token: string; apiToken: ApiTokenDto }> {
  return db.transaction().execute(async (trx) => {
    // The user row lock makes the count and the insert one step, so two clicks cannot pass the cap together.
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
    const { active } = await trx
      .selectFrom('api_tokens')
      .select((eb) => eb.fn.countAll<string>().as('active'))
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .executeTakeFirstOrThrow();
    if (Number(active) >= MAX_ACTIVE_TOKENS) {
      throw new AppError(409, 'token_limit', `You can have at most ${MAX_ACTIVE_TOKENS} active API tokens. Revoke one to create another.`);
    }
    const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
    const row = await trx
      .insertInto('api_tokens')
      .values({ user_id: userId, name, token_hash: hash(token), prefix: token.slice(0, 8) })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    return { token, apiToken: present(row) };
  });
}

/** Revokes one of the user's tokens; another user's token is a 404, as if it did not exist. */
export async function revokeApiToken(db: Db, userId: string, tokenId: string): Promise<void> {
  const row = await db
    .updateTable('api_tokens')
    .set({ revoked_at: new Date() })
    .where('id', '=', tokenId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (row) return;
  const existing = await db.selectFrom('api_tokens').select('id').where('id', '=', tokenId).where('user_id', '=', userId).executeTakeFirst();
  if (!existing) throw notFound('Token not found');
}

/** The user and token id a bearer secret stands for, or null (unknown, revoked, or not one of ours). */
export async function authenticateApiToken(db: Db, token: string): Promise<{ user: User; tokenId: string } | null> {
  if (!token.startsWith(TOKEN_PREFIX) || token.length > 200) return null;
  const row = await db
    .selectFrom('api_tokens')
    .innerJoin('users', 'users.id', 'api_tokens.user_id')
    .selectAll('users')
    .select(['api_tokens.id as token_id', 'api_tokens.last_used_at as token_last_used_at'])
    .where('api_tokens.token_hash', '=', hash(token))
    .where('api_tokens.revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  const { token_id: tokenId, token_last_used_at: lastUsed, ...user } = row;
  if (!lastUsed || Date.now() - lastUsed.getTime() > LAST_USED_GRANULARITY_MS) {
    await db.updateTable('api_tokens').set({ last_used_at: new Date() }).where('id', '=', tokenId).execute();
  }
  return { user, tokenId };
}
