import { createAvatar } from '@dicebear/core';
import { personas } from '@dicebear/collection';
import type { Options as PersonasOptions } from '@dicebear/personas';
import type { Storage } from '../storage.js';
import type { Persona } from './persona.js';

type Hair = NonNullable<PersonasOptions['hair']>;

const MASC_HAIR: Hair = ['shortCombover', 'buzzcut', 'fade', 'sideShave', 'curlyHighTop', 'curly', 'shortComboverChops', 'cap', 'beanie'];
const FEM_HAIR: Hair = ['long', 'bobCut', 'curly', 'curlyBun', 'straightBun', 'bobBangs', 'extraLong', 'bunUndercut', 'beanie'];
const GREY_HAIR = ['b7b7b7', 'd6d6d6', '9e9e9e', 'e8e1e1'];

/**
 * A portrait drawn locally with DiceBear's "personas" style: deterministic for a seed, and shaped by the
 * persona (hair by gender, grey and thinning hair with age, no pacifier mouth on adults).
 */
export function renderPortrait(seed: string, persona: Pick<Persona, 'gender' | 'age'>): string {
  const older = persona.age >= 58;
  const hair: Hair =
    persona.gender === 'male'
      ? [...MASC_HAIR, ...(older ? (['balding', 'bald'] as Hair) : [])]
      : persona.gender === 'female'
        ? FEM_HAIR
        : [...new Set([...MASC_HAIR, ...FEM_HAIR])];
  return createAvatar(personas, {
    seed,
    hair,
    mouth: ['smile', 'bigSmile', 'smirk', 'lips', 'surprise'],
    eyes: ['open', 'glasses', 'happy', 'wink', 'sunglasses'],
    facialHairProbability: persona.gender === 'male' ? 45 : persona.gender === 'female' ? 0 : 10,
    ...(older ? { hairColor: GREY_HAIR } : {}),
    backgroundColor: ['b6e3f4', 'c0aede', 'd1d4f9', 'ffd5dc', 'ffdfbf'],
  }).toString();
}

export const portraitKey = (seedKey: string) => `avatars/${seedKey}.svg`;
export const portraitUrl = (seedKey: string) => `/files/${portraitKey(seedKey)}`;

/** Stores the portrait through the app's storage; the url is what avatar_image_url holds. */
export async function storePortrait(storage: Storage, seedKey: string, svg: string): Promise<string> {
  await storage.put(portraitKey(seedKey), Buffer.from(svg, 'utf8'));
  return portraitUrl(seedKey);
}
