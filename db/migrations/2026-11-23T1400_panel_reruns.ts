import { sql, type Kysely } from 'kysely';

// Verdict stability: a paid request to ask a finished session's questions of the same panel again,
// n times with new seeds (one row, charged once under `panel-rerun:{id}`), and every answer of every
// run (one row per run, question and avatar, so a retried job resumes without answering twice).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE panel_reruns (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      session_id uuid NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      runs integer NOT NULL CHECK (runs BETWEEN 2 AND 3),
      cost integer NOT NULL CHECK (cost >= 0),
      status text NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'done', 'failed')),
      summary jsonb,
      error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      finished_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX panel_reruns_session_idx ON panel_reruns (session_id, created_at DESC)`.execute(db);
  // At most one rerun in flight per session: the second click finds the first.
  await sql`CREATE UNIQUE INDEX panel_reruns_running_idx ON panel_reruns (session_id) WHERE status = 'running'`.execute(db);
  await sql`
    CREATE TABLE rerun_answers (
      rerun_id uuid NOT NULL REFERENCES panel_reruns(id) ON DELETE CASCADE,
      run integer NOT NULL,
      question_id uuid NOT NULL REFERENCES questions(id) ON DELETE CASCADE,
      avatar_id uuid NOT NULL,
      response_text text NOT NULL,
      provider text NOT NULL,
      model text NOT NULL,
      prompt_version text NOT NULL,
      seed integer NOT NULL,
      cached boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (rerun_id, run, question_id, avatar_id)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS rerun_answers`.execute(db);
  await sql`DROP TABLE IF EXISTS panel_reruns`.execute(db);
}
