import { sql, type Kysely } from 'kysely';

// Question kinds (open, scale, choice, price) with their settings, the value a structured answer gave,
// discussion rounds (a question row that discusses an earlier one, so it counts toward the limit and
// runs through the same reply jobs), and the brief's own price and each key question's kind.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE questions
    ADD COLUMN kind text NOT NULL DEFAULT 'open' CHECK (kind IN ('open', 'scale', 'choice', 'price')),
    ADD COLUMN spec jsonb,
    ADD COLUMN discusses_question_id uuid REFERENCES questions(id) ON DELETE CASCADE`.execute(db);
  await sql`CREATE INDEX questions_discusses_idx ON questions (discusses_question_id) WHERE discusses_question_id IS NOT NULL`.execute(db);
  await sql`ALTER TABLE avatar_responses ADD COLUMN value jsonb`.execute(db);
  await sql`ALTER TABLE sessions
    ADD COLUMN brief_price jsonb,
    ADD COLUMN key_question_kinds jsonb NOT NULL DEFAULT '[]'::jsonb,
    ADD COLUMN discuss_each boolean NOT NULL DEFAULT false`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE sessions DROP COLUMN IF EXISTS discuss_each, DROP COLUMN IF EXISTS key_question_kinds, DROP COLUMN IF EXISTS brief_price`.execute(db);
  await sql`ALTER TABLE avatar_responses DROP COLUMN IF EXISTS value`.execute(db);
  await sql`ALTER TABLE questions DROP COLUMN IF EXISTS discusses_question_id, DROP COLUMN IF EXISTS spec, DROP COLUMN IF EXISTS kind`.execute(db);
}
