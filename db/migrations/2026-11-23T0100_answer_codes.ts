import { sql, type Kysely } from 'kysely';

// The insight engine's codebook (core/insight): one code per stored answer, with the coder that wrote
// it, so every report figure can be traced to the answers behind it and a recoding is visible.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE answer_codes (
      response_id uuid PRIMARY KEY REFERENCES avatar_responses(id) ON DELETE CASCADE,
      session_id uuid NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
      on_topic boolean NOT NULL,
      stance text NOT NULL CHECK (stance IN ('positive', 'negative', 'mixed', 'neutral')),
      purchase text NOT NULL CHECK (purchase IN ('yes', 'no', 'maybe', 'unstated')),
      price text NOT NULL CHECK (price IN ('acceptable', 'too_high', 'unstated')),
      rating double precision,
      concerns text[] NOT NULL DEFAULT '{}',
      evidence text NOT NULL,
      coder text NOT NULL,
      coder_version text NOT NULL,
      coded_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX answer_codes_session_idx ON answer_codes (session_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS answer_codes`.execute(db);
}
