import type { Db } from '../../db/client.js';
import type { AvatarDto } from '../avatars/dto.js';
import { AVATAR_COLUMNS, presentAvatar } from '../avatars/present.js';
import { randomAvatars } from '../avatars/search.js';
import { FREE_TEAM_SIZE } from './rules.js';

/**
 * The free user's fixed team of 4: drawn at random once, stored on the user, and the same on every
 * visit. Only an avatar an admin has since retired (or made premium) is replaced, by another random one.
 * Concurrent first calls agree: the write only lands if the stored team is still what was read.
 */
export async function ensureFreeTeam(db: Db, userId: string): Promise<string[]> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const user = await db.selectFrom('users').select('free_team').where('id', '=', userId).executeTakeFirstOrThrow();
    const stored = user.free_team ?? [];
    const usable = stored.length
      ? (await db.selectFrom('avatars').select('id').where('id', 'in', stored).where('is_active', '=', true).where('is_premium', '=', false).execute()).map((r) => r.id)
      : [];
    const kept = stored.filter((id) => usable.includes(id));
    if (kept.length >= FREE_TEAM_SIZE) return kept.slice(0, FREE_TEAM_SIZE);

    // Draw a few spare avatars so that ones already on the team can be skipped.
    const drawn = await randomAvatars(db, FREE_TEAM_SIZE * 2, { standardOnly: true });
    const team = [...kept, ...drawn.map((a) => a.id).filter((id) => !kept.includes(id))].slice(0, FREE_TEAM_SIZE);
    if (team.length === kept.length) return kept;
    const written = await db
      .updateTable('users')
      .set({ free_team: team })
      .where('id', '=', userId)
      .where((eb) => (user.free_team === null ? eb('free_team', 'is', null) : eb('free_team', '=', user.free_team)))
      .executeTakeFirst();
    if (Number(written.numUpdatedRows) === 1) return team;
  }
  // Another request kept winning the race; what it stored is the team.
  const user = await db.selectFrom('users').select('free_team').where('id', '=', userId).executeTakeFirstOrThrow();
  return user.free_team ?? [];
}

/** The team as the wizard shows it, in the stored order. */
export async function freeTeamAvatars(db: Db, userId: string): Promise<AvatarDto[]> {
  const ids = await ensureFreeTeam(db, userId);
  const rows = ids.length ? await db.selectFrom('avatars').select(AVATAR_COLUMNS).where('id', 'in', ids).execute() : [];
  const byId = new Map(rows.map((a) => [a.id, a]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [presentAvatar(row)] : [];
  });
}
