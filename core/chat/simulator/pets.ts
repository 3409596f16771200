// Whether a persona keeps a dog or a cat. The catalogue has no pet attribute: only a 'pet-owner' tag,
// from hobbies such as dog training, on about 5% of personas, while about two US households in three
// keep a pet. So the simulator derives one, deterministically per persona, from what the catalogue
// does hold: that tag and those hobbies first, then household, home and place (families, owners of a
// home and rural people keep pets more often than people sharing a flat).
import type { Avatar } from '../../../db/types.js';
import { hash } from './random.js';

export type Pet = 'dog' | 'cat' | null;

const HOUSEHOLD_CHANCE: Record<string, number> = { 'married-with-kids': 0.62, 'married-no-kids': 0.55, 'single-parent': 0.5, single: 0.42, roommates: 0.28 };

export function petOf(a: Pick<Avatar, 'id' | 'hobbies' | 'tags' | 'household_type' | 'homeownership_status' | 'age'>): Pet {
  const words = [a.hobbies ?? '', ...(a.tags ?? [])].join(' ').toLowerCase();
  const kind: Pet = hash(`${a.id}|pet-kind`) % 100 < 60 ? 'dog' : 'cat';
  if (/dog training/.test(words)) return 'dog';
  if (/pet-owner|animal shelter/.test(words)) return kind;
  let chance = HOUSEHOLD_CHANCE[a.household_type ?? ''] ?? 0.45;
  if (a.homeownership_status === 'own') chance += 0.08;
  else if (a.homeownership_status === 'rent') chance -= 0.06;
  if (/\brural\b/.test(words)) chance += 0.12;
  if ((a.age ?? 40) >= 78) chance -= 0.12;
  return (hash(`${a.id}|pet`) % 1000) / 1000 < chance ? kind : null;
}

/** The animal a pet brief is for: a dog, a cat, or any pet; null when the brief is not about pets. */
export function speciesOf(briefText: string): 'dog' | 'cat' | 'pet' | null {
  const dog = /\b(?:dogs?|pupp(?:y|ies)|canine|kibble)\b/.test(briefText);
  const cat = /\b(?:cats?|kittens?|feline|litter)\b/.test(briefText);
  if (dog && !cat) return 'dog';
  if (cat && !dog) return 'cat';
  return dog || cat || /\bpets?\b/.test(briefText) ? 'pet' : null;
}

/** Whether this pet is the one the brief is for. */
export const ownsFor = (pet: Pet, species: 'dog' | 'cat' | 'pet') => pet !== null && (species === 'pet' || pet === species);
