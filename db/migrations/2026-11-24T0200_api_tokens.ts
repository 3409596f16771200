import { sql, type Kysely } from 'kysely';

// Personal API tokens (docs/accounts-plans-credits.md, API tokens): only a SHA-256 of the secret is
// stored (the secret is 32 random bytes, so a fast hash is enough); revoking keeps the row for the list.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE api_tokens (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      name text NOT NULL,
      token_hash text NOT NULL UNIQUE,
      prefix text NOT NULL,
      last_used_at timestamptz,
      revoked_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE INDEX api_tokens_user_idx ON api_tokens (user_id, created_at DESC)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS api_tokens`.execute(db);
}
