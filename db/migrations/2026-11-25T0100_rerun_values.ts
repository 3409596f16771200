import { sql, type Kysely } from 'kysely';

// A rerun asks a structured question (scale, choice, price) with its kind, as the live session does,
// and keeps the value it got, so the stability figures can compare values across runs.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE rerun_answers ADD COLUMN value jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE rerun_answers DROP COLUMN IF EXISTS value`.execute(db);
}
