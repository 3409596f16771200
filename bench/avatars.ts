// Avatar search section: p50/p95 latency of GET /api/avatars through the real app (HTTP, login
// session, CSRF-free GETs, Kysely, Postgres) with a text search and with ALL-mode tag filters, on the
// seeded 2,000-avatar catalogue and again after growing it to 100,000. Run alone with `npm run bench -- --only=avatars`.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { createApp } from '../api/app.js';
import { seedAvatars } from '../core/avatars/seed.js';
import { hashPassword } from '../core/passwords.js';
import { createRuntime } from '../core/runtime.js';
import type { Db } from '../db/client.js';
// The integration tests' browser-like client (cookies + CSRF): the benchmark signs in like a user.
import { TestClient } from '../tests/helpers/client.js';
import { benchSetup, percentile, type SectionRow } from './harness.js';

// What people type: jobs, places, traits, life stages, multi-word searches.
const SEARCHES = ['nurse', 'austin', 'parent', 'coach', 'software engineer', 'yoga', 'retired teacher', 'tx', 'curious', 'small business', 'hiking', 'denver co'];
const TAG_SETS = [
  ['parent', 'fitness'],
  ['millennial', 'urban'],
  ['gen-z', 'student'],
  ['small-business-owner', 'tech-savvy'],
  ['luxury', 'traveler'],
  ['rural', 'homeowner', 'gardener'],
];

async function latencies(client: TestClient, paths: string[], samples: number): Promise<{ p50: number; p95: number }> {
  for (const p of paths) await client.get(p); // warm the plan cache and the buffers
  const ms: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    const res = await client.get(paths[i % paths.length]!);
    ms.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`GET ${paths[i % paths.length]} answered ${res.status}`);
  }
  return { p50: percentile(ms, 50), p95: percentile(ms, 95) };
}

/**
 * Grows the catalogue to `target` by copying the seeded personas with numbered names, so word and tag
 * frequencies (and so the planner's selectivity) stay those of the real catalogue.
 */
async function growTo(db: Db, target: number): Promise<void> {
  const { n } = await db
    .selectFrom('avatars')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const copies = Math.ceil((target - Number(n)) / Number(n));
  await sql`
    INSERT INTO avatars (name, slogan, job_title, age, gender, personality, education_level, location, hobbies, tags,
      avatar_image_url, income_bracket, household_type, homeownership_status, purchase_frequency, budget_sensitivity,
      preferred_buying_channel, decision_role, core_values, pain_points, buying_motivations, preferred_communication,
      social_platforms, tech_comfort_level, awareness_stage, past_brand, competitor_experience, communication_style, "values", motivations)
    SELECT a.name || ' ' || g, a.slogan, a.job_title, a.age, a.gender, a.personality, a.education_level, a.location, a.hobbies, a.tags,
      a.avatar_image_url, a.income_bracket, a.household_type, a.homeownership_status, a.purchase_frequency, a.budget_sensitivity,
      a.preferred_buying_channel, a.decision_role, a.core_values, a.pain_points, a.buying_motivations, a.preferred_communication,
      a.social_platforms, a.tech_comfort_level, a.awareness_stage, a.past_brand, a.competitor_experience, a.communication_style, a."values", a.motivations
    FROM generate_series(1, ${copies}) AS g CROSS JOIN (SELECT * FROM avatars WHERE seed_key IS NOT NULL) a
    LIMIT ${target - Number(n)}
  `.execute(db);
  // The steady state autovacuum reaches after a bulk load: fresh statistics and a set visibility map.
  await sql`VACUUM ANALYZE avatars`.execute(db);
}

export async function benchAvatars(opts: { quick: boolean }): Promise<SectionRow[]> {
  const { config, cleanup } = await benchSetup('avatars', 'bav');
  const rt = createRuntime(config, 'api');
  const app = createApp(rt);
  try {
    await seedAvatars(rt.db, rt.storage);
    const port = await app.listen(0, '127.0.0.1');
    const email = `bench-${randomBytes(4).toString('hex')}@example.com`;
    await rt.db
      .insertInto('users')
      .values({ email, password_hash: await hashPassword('bench-password'), email_verified_at: new Date(), subscription_level: 'pro' })
      .execute();
    const client = new TestClient(`http://127.0.0.1:${port}`);
    const login = await client.post('/api/auth/login', { email, password: 'bench-password' });
    if (login.status !== 200) throw new Error(`bench sign-in failed: ${login.status}`);

    const samples = opts.quick ? 60 : 300;
    const searchPaths = SEARCHES.map((s) => `/api/avatars?search=${encodeURIComponent(s)}`);
    const tagPaths = TAG_SETS.map((t) => `/api/avatars?tags=${t.join(',')}&mode=all`);
    const rows: SectionRow[] = [];
    const measure = async (size: string) => {
      const search = await latencies(client, searchPaths, samples);
      const tags = await latencies(client, tagPaths, samples);
      rows.push(
        { name: `search, ${size} avatars, p50`, value: search.p50, unit: 'ms' },
        { name: `search, ${size} avatars, p95`, value: search.p95, unit: 'ms' },
        { name: `ALL-mode tags, ${size} avatars, p50`, value: tags.p50, unit: 'ms' },
        { name: `ALL-mode tags, ${size} avatars, p95`, value: tags.p95, unit: 'ms' },
      );
    };
    await measure('2,000');
    await growTo(rt.db, 100_000);
    await measure('100,000');
    const random = await latencies(client, ['/api/avatars'], samples);
    const suggest = await latencies(client, ['/api/avatars/tags?q=pa', '/api/avatars/tags?q=fit', '/api/avatars/tags?q=owner'], samples);
    rows.push(
      { name: 'random page (no filter), 100,000 avatars, p95', value: random.p95, unit: 'ms' },
      { name: 'tag suggestions, 100,000 avatars, p95', value: suggest.p95, unit: 'ms' },
    );
    return rows;
  } finally {
    await app.close();
    await rt.close();
    await cleanup();
  }
}
