import { sql, type Kysely } from 'kysely';

// Reproducible runs (INSIGHT.md rule 7): every session gets a seed, sent to the model with each reply
// where the provider accepts one; every reply records the prompt version and seed beside the provider
// and model it already had, and whether it was served from the reply cache (an identical earlier call).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE sessions ADD COLUMN seed integer NOT NULL DEFAULT floor(random() * 2147483647)::integer`.execute(db);
  await sql`ALTER TABLE avatar_responses ADD COLUMN seed integer, ADD COLUMN prompt_version text, ADD COLUMN cached boolean NOT NULL DEFAULT false`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE avatar_responses DROP COLUMN IF EXISTS seed, DROP COLUMN IF EXISTS prompt_version, DROP COLUMN IF EXISTS cached`.execute(db);
  await sql`ALTER TABLE sessions DROP COLUMN IF EXISTS seed`.execute(db);
}
