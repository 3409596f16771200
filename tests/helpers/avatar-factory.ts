import { randomBytes } from 'node:crypto';
import { generatePersona } from '../../core/avatars/generator.js';
import type { Db } from '../../db/client.js';
import type { Avatar, NewAvatar } from '../../db/types.js';

export type AvatarOverrides = Partial<NewAvatar> & {
  /** Tags the generated persona must carry (on top of `tags`, which replaces the generated list). */
  requiredTags?: string[];
};

function row(overrides: AvatarOverrides): NewAvatar {
  const { requiredTags, ...fields } = overrides;
  // A fresh random seed per avatar: coherent, varied personas whose names differ between calls.
  const persona = generatePersona(`test-${randomBytes(6).toString('hex')}`, requiredTags ?? []);
  return { ...persona, ...fields };
}

/** Inserts one active, coherent generated avatar; any column can be overridden. */
export async function buildAvatar(db: Db, overrides: AvatarOverrides = {}): Promise<Avatar> {
  return db.insertInto('avatars').values(row(overrides)).returningAll().executeTakeFirstOrThrow();
}

/** Inserts `n` avatars in one statement, each with the same overrides. */
export async function buildAvatars(db: Db, n: number, overrides: AvatarOverrides = {}): Promise<Avatar[]> {
  if (n <= 0) return [];
  return db
    .insertInto('avatars')
    .values(Array.from({ length: n }, () => row(overrides)))
    .returningAll()
    .execute();
}
