import type { AvatarDetail } from '../../db/types.js';
import { enumLabel } from '../avatars/enumerations.js';
import type { AvatarRow } from '../avatars/present.js';

/** One sentence of who the avatar is, for the session brief and the prompts. */
function avatarBackground(a: AvatarRow): string {
  const who = [a.age ? `${a.age}-year-old` : null, a.job_title ?? 'person', a.location ? `from ${a.location}` : null].filter(Boolean).join(' ');
  const life = [
    a.education_level ? `${enumLabel(a.education_level)} education` : null,
    a.household_type ? enumLabel(a.household_type).toLowerCase() : null,
    a.homeownership_status ? { own: 'owns their home', rent: 'rents', 'live-with-family': 'lives with family' }[a.homeownership_status] : null,
  ].filter(Boolean);
  const hobbies = a.hobbies ? ` Enjoys ${a.hobbies}.` : '';
  return `${who}.${life.length ? ` ${life.join(', ')}.` : ''}${hobbies}`.replace(/\s+/g, ' ').trim();
}

/**
 * The participant as the session keeps it from the moment it starts: an admin editing or retiring the
 * avatar later does not change a group the user already paid for.
 */
export function avatarDetail(a: AvatarRow): AvatarDetail {
  return {
    id: a.id,
    name: a.name,
    avatar: a.name.trim().charAt(0).toUpperCase() || '?',
    avatarImage: a.avatar_image_url,
    gender: a.gender,
    income: a.income_bracket,
    expertise: a.job_title,
    background: avatarBackground(a),
    tags: a.tags ?? [],
    personality: a.personality,
    communication_style: a.communication_style,
    values: a.values,
    motivations: a.motivations,
    isPremium: a.is_premium,
  };
}
