import { MAX_TAGS_PER_AVATAR } from './enumerations.js';

/** Tags are stored lower-case kebab so "Pet Owner", "pet owner" and "pet-owner" are one tag. */
export function normalizeTag(tag: string): string {
  return tag
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
    .replace(/[^a-z0-9&+.-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);
}

/** Distinct normalized tags, first occurrence wins, empties dropped. */
export function uniqueTags(tags: readonly string[]): string[] {
  return [...new Set(tags.map(normalizeTag).filter(Boolean))];
}

export function generationTag(age: number): string {
  if (age <= 28) return 'gen-z';
  if (age <= 44) return 'millennial';
  if (age <= 60) return 'gen-x';
  return 'baby-boomer';
}

/** What a required tag implies for the persona, so "parent" gets children and "rural" a small town. */
export interface PersonaConstraints {
  ages?: [number, number];
  lifeStage?: 'student' | 'retired' | 'working';
  kids?: boolean;
  household?: 'married-no-kids';
  setting?: 'urban' | 'suburban' | 'rural';
  income?: [number, number];
  techMin?: number;
  ownership?: 'own' | 'rent';
  jobTags: string[];
  hobbyTags: string[];
}

const AGE_TAGS: Record<string, [number, number]> = {
  'gen-z': [18, 28],
  millennial: [29, 44],
  'gen-x': [45, 60],
  'baby-boomer': [61, 79],
};

const intersect = (a: [number, number] | undefined, b: [number, number]): [number, number] => {
  if (!a) return b;
  const lo = Math.max(a[0], b[0]);
  const hi = Math.min(a[1], b[1]);
  // Contradictory tags (gen-z and retiree): the later one wins rather than producing no persona.
  return lo <= hi ? [lo, hi] : b;
};

/**
 * Reads the required tags the admin batch generator (or the seed) asks for. Tags the generator does not
 * recognise are kept on the persona as they are; recognised ones also shape it.
 */
export function constraintsFor(requiredTags: readonly string[], jobTagSet: ReadonlySet<string>, hobbyTagSet: ReadonlySet<string>): PersonaConstraints {
  const c: PersonaConstraints = { jobTags: [], hobbyTags: [] };
  for (const tag of requiredTags) {
    if (AGE_TAGS[tag]) c.ages = intersect(c.ages, AGE_TAGS[tag]);
    switch (tag) {
      case 'student':
        c.lifeStage = 'student';
        c.ages = intersect(c.ages, [18, 26]);
        break;
      case 'retiree':
      case 'retired':
        c.lifeStage = 'retired';
        c.ages = intersect(c.ages, [63, 85]);
        break;
      case 'parent':
        c.kids = true;
        c.ages = intersect(c.ages, [24, 58]);
        break;
      case 'new-parent':
        c.kids = true;
        c.ages = intersect(c.ages, [24, 38]);
        break;
      case 'empty-nester':
        c.household = 'married-no-kids';
        c.ages = intersect(c.ages, [50, 72]);
        break;
      case 'urban':
      case 'suburban':
      case 'rural':
        c.setting = tag;
        break;
      case 'budget-conscious':
      case 'bargain-hunter':
      case 'deal-seeker':
        c.income = [0, 2];
        break;
      case 'luxury':
      case 'affluent':
        c.income = [4, 5];
        break;
      case 'tech-savvy':
      case 'early-adopter':
        c.techMin = 2;
        break;
      case 'homeowner':
        c.ownership = 'own';
        break;
      case 'renter':
        c.ownership = 'rent';
        break;
    }
    if (jobTagSet.has(tag)) c.jobTags.push(tag);
    if (hobbyTagSet.has(tag)) c.hobbyTags.push(tag);
  }
  if (c.lifeStage === undefined && c.jobTags.length) c.lifeStage = 'working';
  return c;
}

/**
 * The final tag list: every required tag first (capped at the maximum, so a batch that asks for more
 * than 8 keeps the first 8), then derived tags in priority order up to the target count.
 */
export function composeTags(required: readonly string[], derived: readonly string[], target: number): string[] {
  const out = uniqueTags(required).slice(0, MAX_TAGS_PER_AVATAR);
  for (const tag of uniqueTags(derived)) {
    if (out.length >= Math.min(target, MAX_TAGS_PER_AVATAR)) break;
    if (!out.includes(tag)) out.push(tag);
  }
  return out;
}
