import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/client.js';
import type { Database } from '../../db/types.js';
import type { AvatarPage } from './dto.js';
import { AVATAR_PAGE_SIZE, TAG_SUGGESTION_LIMIT, type TagMode } from './enumerations.js';
import { AVATAR_COLUMNS, presentAvatar, type AvatarRow } from './present.js';
import { normalizeTag } from './tags.js';

export interface AvatarQuery {
  search?: string;
  tags?: string[];
  mode?: TagMode;
  page?: number;
  pageSize?: number;
}

/** At most this many words of a search count: beyond that a query is noise, not intent. */
const MAX_TERMS = 6;
/**
 * Matches are counted up to these caps. An exact count of a broad term ("parent" matches a third of the
 * catalogue) rechecks every matching row, a few hundred milliseconds at 100,000 avatars; nobody pages
 * past a thousand results, and "1,000+" tells them to narrow the search.
 */
const SEARCH_COUNT_CAP = 1_000;
const CATALOGUE_COUNT_CAP = 10_000;
/** LIKE's own wildcards taken literally (backslash is Postgres' default LIKE escape). */
const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);
/** A LIKE pattern matching `term` anywhere. */
const containsPattern = (term: string) => `%${escapeLike(term)}%`;

function searchTerms(search: string | undefined): string[] {
  return [...new Set((search ?? '').toLowerCase().split(/\s+/).filter(Boolean))].slice(0, MAX_TERMS);
}

/**
 * Tag filters normalized as stored tags are. Normalizing also drops "|", the separator in tags_text, so
 * a filter can never match across two tags.
 */
function tagTerms(tags: string[] | undefined): string[] {
  return [...new Set((tags ?? []).map(normalizeTag).filter(Boolean))];
}

type AvatarEb = ExpressionBuilder<Database, 'avatars'>;

/**
 * Every search word must appear somewhere in the avatar (name, job, location, personality, hobbies or
 * tags), so "nurse chicago" finds Chicago nurses; a single word is a plain substring search (docs/accounts-plans-credits.md, Session setup wizard).
 * Tags match ANY or ALL of the filters, each a case-insensitive substring of one tag.
 */
function filterWhere(terms: string[], tags: string[], mode: TagMode) {
  return (eb: AvatarEb) => {
    const conditions = [eb('is_active', '=', true), ...terms.map((t) => eb('search_text', 'like', containsPattern(t)))];
    if (tags.length) {
      const tagConds = tags.map((t) => eb('tags_text', 'like', containsPattern(t)));
      conditions.push(mode === 'all' ? eb.and(tagConds) : eb.or(tagConds));
    }
    return eb.and(conditions);
  };
}

/** The page query and its count query for a search with at least one term or tag (exported for EXPLAIN tests). */
export function searchQueries(db: Db, q: { terms: string[]; tags: string[]; mode: TagMode; page: number; pageSize: number }) {
  const where = filterWhere(q.terms, q.tags, q.mode);
  return {
    page: db
      .selectFrom('avatars')
      .select(AVATAR_COLUMNS)
      .where(where)
      .orderBy('name')
      .orderBy('id')
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    count: db
      .selectFrom((eb) =>
        eb
          .selectFrom('avatars')
          .select(sql<number>`1`.as('one'))
          .where(where)
          .limit(SEARCH_COUNT_CAP + 1)
          .as('m'),
      )
      .select((eb) => eb.fn.countAll<number>().as('n')),
  };
}

export async function searchAvatars(db: Db, q: AvatarQuery): Promise<AvatarPage> {
  const terms = searchTerms(q.search);
  const tags = tagTerms(q.tags);
  const page = Math.max(1, q.page ?? 1);
  const pageSize = q.pageSize ?? AVATAR_PAGE_SIZE;
  if (!terms.length && !tags.length) {
    const [items, total] = await Promise.all([randomAvatars(db, pageSize), countActive(db)]);
    return { items: items.map(presentAvatar), ...capped(total, CATALOGUE_COUNT_CAP), page: 1, pageSize, random: true };
  }
  const queries = searchQueries(db, { terms, tags, mode: q.mode ?? 'any', page, pageSize });
  const [rows, count] = await Promise.all([queries.page.execute(), queries.count.executeTakeFirstOrThrow()]);
  return { items: rows.map(presentAvatar), ...capped(Number(count.n), SEARCH_COUNT_CAP), page, pageSize, random: false };
}

const capped = (n: number, cap: number) => ({ total: Math.min(n, cap), totalCapped: n > cap });

async function countActive(db: Db): Promise<number> {
  const r = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('avatars')
        .select(sql<number>`1`.as('one'))
        .where('is_active', '=', true)
        .limit(CATALOGUE_COUNT_CAP + 1)
        .as('m'),
    )
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/**
 * `n` random active avatars, sampled by probing the random_key index at 2n random points (a few index
 * lookups instead of sorting 100,000 rows). When the probes find fewer than n distinct avatars (a tiny
 * catalogue), sorting the few rows by random() is cheap.
 */
export async function randomAvatars(db: Db, n: number, opts: { standardOnly?: boolean } = {}): Promise<AvatarRow[]> {
  const probes = Array.from({ length: n * 2 }, () => Math.random());
  const standard = opts.standardOnly ? sql`AND NOT avatars.is_premium` : sql``;
  const found = await sql<AvatarRow>`
    SELECT DISTINCT ON (a.id) a.* FROM unnest(${probes}::float8[]) AS p(v)
    CROSS JOIN LATERAL (
      SELECT ${sql.join(AVATAR_COLUMNS.map((c) => sql.ref(`avatars.${c}`)))} FROM avatars
      WHERE avatars.is_active ${standard} AND avatars.random_key >= p.v
      ORDER BY avatars.random_key LIMIT 1
    ) a
  `.execute(db);
  if (found.rows.length >= n) return shuffle(found.rows).slice(0, n);
  let fallback = db.selectFrom('avatars').select(AVATAR_COLUMNS).where('is_active', '=', true);
  if (opts.standardOnly) fallback = fallback.where('is_premium', '=', false);
  return fallback.orderBy(sql`random()`).limit(n).execute();
}

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/** Up to 10 distinct tags of active avatars containing `q`, the most used first. */
export async function suggestTags(db: Db, q: string | undefined, limit = TAG_SUGGESTION_LIMIT): Promise<string[]> {
  const term = normalizeTag(q ?? '');
  let query = db.selectFrom('avatar_tag_counts').select('tag').where('avatars', '>', 0);
  // An exact match first, then tags starting with the text, then any containing it.
  if (term) {
    query = query
      .where('tag', 'like', containsPattern(term))
      .orderBy(sql`tag = ${term}`, 'desc')
      .orderBy(sql`tag LIKE ${`${escapeLike(term)}%`}`, 'desc');
  }
  const rows = await query.orderBy('avatars', 'desc').orderBy('tag').limit(limit).execute();
  return rows.map((r) => r.tag);
}

export async function findAvatar(db: Db, id: string): Promise<AvatarRow | undefined> {
  return db.selectFrom('avatars').select(AVATAR_COLUMNS).where('id', '=', id).executeTakeFirst();
}
