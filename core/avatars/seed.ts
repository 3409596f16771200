import type { Db } from '../../db/client.js';
import type { Storage } from '../storage.js';
import { generatePersona } from './generator.js';
import type { Persona } from './persona.js';
import { portraitKey, renderPortrait, storePortrait, portraitUrl } from './portrait.js';

const CATALOGUE_SEED = 'catalogue-v1';
export const CATALOGUE_SIZE = 2000;
/** Every 333rd persona is premium: six in the standard catalogue, like the product's six premium demo avatars. */
const PREMIUM_EVERY = 333;
/**
 * The product's own buyers (founders, small businesses, coaches, agencies) must be findable, so every
 * fifth persona is asked for one of these segments; the rest are the general population.
 */
const SEGMENTS = ['small-business-owner', 'entrepreneur', 'coach', 'agency-owner', 'freelancer', 'remote-worker', 'executive'];
const INSERT_CHUNK = 500;
const WRITE_CONCURRENCY = 32;

export interface SeededPersona extends Persona {
  seed_key: string;
  is_premium: boolean;
}

const seedKeyFor = (seed: string, index: number) => `${seed}-${String(index + 1).padStart(5, '0')}`;

/**
 * The catalogue as pure data: the same seed and count always give the same personas. Repeated names
 * get a middle initial, so two people in one focus group are never indistinguishable.
 */
export function buildCatalogue(count: number, seed = CATALOGUE_SEED): SeededPersona[] {
  if (!/^[a-z0-9-]+$/.test(seed)) throw new Error('catalogue seed must be lower-case letters, digits and dashes');
  const seen = new Set<string>();
  const out: SeededPersona[] = [];
  for (let i = 0; i < count; i++) {
    const seedKey = seedKeyFor(seed, i);
    const persona = generatePersona(seedKey, i % 5 === 4 ? [SEGMENTS[Math.floor(i / 5) % SEGMENTS.length]!] : []);
    let name = persona.name;
    for (let letter = 0; seen.has(name); letter++) {
      const [first, ...rest] = persona.name.split(' ');
      name = `${first} ${String.fromCharCode(65 + (letter % 26))}. ${rest.join(' ')}`;
    }
    seen.add(name);
    out.push({ ...persona, name, seed_key: seedKey, is_premium: i % PREMIUM_EVERY === PREMIUM_EVERY - 1 });
  }
  return out;
}

async function writePortraits(storage: Storage, personas: SeededPersona[]): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: WRITE_CONCURRENCY }, async () => {
      while (next < personas.length) {
        const p = personas[next++]!;
        await storePortrait(storage, p.seed_key, renderPortrait(p.seed_key, p));
      }
    }),
  );
}

async function portraitExists(storage: Storage, seedKey: string): Promise<boolean> {
  const stream = await storage.read(portraitKey(seedKey));
  stream?.destroy();
  return !!stream;
}

/**
 * Seeds the avatar catalogue idempotently (by seed_key): rows that exist are left alone, so admin edits
 * survive, and a second run only inserts what is missing. Portraits are drawn locally and stored
 * through `storage`; when the rows exist but the storage was emptied, the portraits are redrawn.
 */
export async function seedAvatars(db: Db, storage: Storage, count = CATALOGUE_SIZE, seed = CATALOGUE_SEED): Promise<{ inserted: number; total: number }> {
  const catalogue = buildCatalogue(count, seed);
  const existing = new Set(
    (
      await db
        .selectFrom('avatars')
        .select('seed_key')
        .where(
          'seed_key',
          'in',
          catalogue.map((p) => p.seed_key),
        )
        .execute()
    ).map((r) => r.seed_key),
  );
  const missing = catalogue.filter((p) => !existing.has(p.seed_key));
  const storageLost = existing.size > 0 && !(await portraitExists(storage, catalogue.find((p) => existing.has(p.seed_key))!.seed_key));
  await writePortraits(storage, storageLost ? catalogue : missing);

  let inserted = 0;
  for (let i = 0; i < missing.length; i += INSERT_CHUNK) {
    const rows = missing.slice(i, i + INSERT_CHUNK).map((p) => ({ ...p, avatar_image_url: portraitUrl(p.seed_key) }));
    const result = await db
      .insertInto('avatars')
      .values(rows)
      .onConflict((oc) => oc.column('seed_key').doNothing())
      .executeTakeFirst();
    inserted += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return { inserted, total: catalogue.length };
}
