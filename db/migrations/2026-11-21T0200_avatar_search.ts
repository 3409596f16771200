import { sql, type Kysely } from 'kysely';

// Avatar search that stays index-backed at 100,000 avatars (issue 4):
// - `search_text`: one lower-cased text of name, job, location, personality, hobbies and tags, generated
//   by Postgres so every writer (seed, admin form, batch generator) keeps it right; trigram GIN index.
// - `tags_text`: the tags as "|a|b|c|", lower-cased, trigram-indexed: a tag filter is a case-insensitive
//   substring of one tag, and "|" never occurs in a search term, so a term cannot match across two tags.
// - `random_key` + index: the "12 random avatars" page probes the index instead of sorting the table.
// - `avatar_tag_counts`: distinct tags with how many active avatars carry them, kept by statement-level
//   triggers, so tag suggestions read a few hundred rows instead of unnesting every avatar's tags.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- array_to_string is only STABLE in general (element output functions may depend on settings), but
    -- for text[] it is immutable in practice, which a generated column requires.
    CREATE FUNCTION avatar_tags_text(tags text[]) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$ SELECT '|' || lower(array_to_string(tags, '|')) || '|' $$;

    ALTER TABLE avatars
      ADD COLUMN tags_text text GENERATED ALWAYS AS (avatar_tags_text(tags)) STORED,
      ADD COLUMN search_text text GENERATED ALWAYS AS (
        lower(
          name || ' ' || coalesce(job_title, '') || ' ' || coalesce(location, '') || ' ' ||
          coalesce(personality, '') || ' ' || coalesce(hobbies, '')
        ) || ' ' || avatar_tags_text(tags)
      ) STORED,
      ADD COLUMN random_key double precision NOT NULL DEFAULT random();

    CREATE INDEX avatars_search_trgm_idx ON avatars USING gin (search_text gin_trgm_ops);
    CREATE INDEX avatars_tags_trgm_idx ON avatars USING gin (tags_text gin_trgm_ops);
    CREATE INDEX avatars_random_key_idx ON avatars (random_key) WHERE is_active;
    CREATE INDEX avatars_name_idx ON avatars (name, id) WHERE is_active;

    CREATE TABLE avatar_tag_counts (
      tag text PRIMARY KEY,
      avatars integer NOT NULL DEFAULT 0
    );
    CREATE INDEX avatar_tag_counts_trgm_idx ON avatar_tag_counts USING gin (tag gin_trgm_ops);

    -- Counts only active avatars: a deactivated avatar's tags stop being suggested. Rows are applied in
    -- tag order so two concurrent writers lock the same counters in the same order (no deadlock).
    CREATE FUNCTION avatar_tag_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP IN ('UPDATE', 'DELETE') THEN
        INSERT INTO avatar_tag_counts AS c (tag, avatars)
        SELECT t, -count(*) FROM (
          SELECT DISTINCT o.id, lower(trim(x)) AS t FROM old_rows o, unnest(o.tags) AS x WHERE o.is_active
        ) s WHERE t <> '' GROUP BY t ORDER BY t
        ON CONFLICT (tag) DO UPDATE SET avatars = c.avatars + EXCLUDED.avatars;
      END IF;
      IF TG_OP IN ('UPDATE', 'INSERT') THEN
        INSERT INTO avatar_tag_counts AS c (tag, avatars)
        SELECT t, count(*) FROM (
          SELECT DISTINCT n.id, lower(trim(x)) AS t FROM new_rows n, unnest(n.tags) AS x WHERE n.is_active
        ) s WHERE t <> '' GROUP BY t ORDER BY t
        ON CONFLICT (tag) DO UPDATE SET avatars = c.avatars + EXCLUDED.avatars;
      END IF;
      RETURN NULL;
    END $$;

    CREATE TRIGGER avatars_tag_counts_insert AFTER INSERT ON avatars
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION avatar_tag_counts_apply();
    CREATE TRIGGER avatars_tag_counts_update AFTER UPDATE ON avatars
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION avatar_tag_counts_apply();
    CREATE TRIGGER avatars_tag_counts_delete AFTER DELETE ON avatars
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION avatar_tag_counts_apply();

    INSERT INTO avatar_tag_counts (tag, avatars)
    SELECT t, count(*) FROM (
      SELECT DISTINCT a.id, lower(trim(x)) AS t FROM avatars a, unnest(a.tags) AS x WHERE a.is_active
    ) s WHERE t <> '' GROUP BY t;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER IF EXISTS avatars_tag_counts_insert ON avatars;
    DROP TRIGGER IF EXISTS avatars_tag_counts_update ON avatars;
    DROP TRIGGER IF EXISTS avatars_tag_counts_delete ON avatars;
    DROP FUNCTION IF EXISTS avatar_tag_counts_apply();
    DROP TABLE IF EXISTS avatar_tag_counts;
    DROP INDEX IF EXISTS avatars_name_idx;
    DROP INDEX IF EXISTS avatars_random_key_idx;
    DROP INDEX IF EXISTS avatars_tags_trgm_idx;
    DROP INDEX IF EXISTS avatars_search_trgm_idx;
    ALTER TABLE avatars DROP COLUMN IF EXISTS search_text, DROP COLUMN IF EXISTS tags_text, DROP COLUMN IF EXISTS random_key;
    DROP FUNCTION IF EXISTS avatar_tags_text(text[]);
  `.execute(db);
}
