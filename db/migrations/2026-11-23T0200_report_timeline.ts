import { sql, type Kysely } from 'kysely';

// When the report job started and when each of its five steps ended (server clock), so the progress
// dialog shows real step durations, also to a browser that opens while the report is generating.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE reports ADD COLUMN timeline jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE reports DROP COLUMN IF EXISTS timeline`.execute(db);
}
