import type { Db } from '../../db/client.js';
import type { AvatarDetail, Session } from '../../db/types.js';
import type { Participant } from './contract.js';

export type { Participant } from './contract.js';

/** The avatars that answer: the snapshot taken at start, else the selection (a session started before snapshots). */
export function participantIds(s: Pick<Session, 'avatar_details' | 'selected_avatars'>): string[] {
  const fromSnapshot = (s.avatar_details ?? []).map((d) => d.id).filter(Boolean);
  return fromSnapshot.length ? fromSnapshot : [...s.selected_avatars];
}

const initialOf = (name: string) => name.trim().charAt(0).toUpperCase() || '?';

/**
 * Names and photos as the session shows them: the start snapshot first (the group the user paid for),
 * the avatars table for anything the snapshot lacks. Keeps the snapshot's order.
 */
export async function loadParticipants(db: Db, s: Pick<Session, 'avatar_details' | 'selected_avatars'>): Promise<Participant[]> {
  const ids = participantIds(s);
  if (!ids.length) return [];
  const rows = await db.selectFrom('avatars').select(['id', 'name', 'avatar_image_url', 'job_title', 'is_premium']).where('id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const snapshot = new Map((s.avatar_details ?? []).map((d: AvatarDetail) => [d.id, d]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    const snap = snapshot.get(id);
    const name = snap?.name || row?.name;
    if (!name) return [];
    return [
      {
        id,
        name,
        initial: snap?.avatar || initialOf(name),
        avatarImage: snap?.avatarImage ?? row?.avatar_image_url ?? null,
        jobTitle: row?.job_title ?? snap?.expertise ?? null,
        isPremium: snap?.isPremium ?? row?.is_premium ?? false,
      },
    ];
  });
}
