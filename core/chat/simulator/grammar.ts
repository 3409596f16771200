// Number agreement for the phrases the simulator slots into sentences: a product noun from the brief
// ("reusable silicone snack bags") or a hobby ("tabletop board games") may be plural, and "a ... is"
// must then read "... are".

// Words ending in s that are singular nouns.
const SINGULAR_S = /(?:ss|us|is|ics|news|series|species|gas|lens|yes|bus|ous|ess)$/i;

/**
 * Whether a noun phrase is plural: its head (last) word is. An activity (a hobby) that starts with a
 * gerund is one thing ("building PCs is"); a product is not read that way ("noise-cancelling headphones").
 */
export function isPlural(phrase: string, activity = false): boolean {
  // The head comes before what qualifies it: "portions sized to your dog" agrees with "portions".
  const words = phrase
    .trim()
    .split(/\s+(?:sized|made|designed|built|to|for|with|of|in|on|from|by|that)\s/i)[0]!
    .split(/\s+/);
  const head = words.at(-1) ?? '';
  if (activity && words.length > 1 && /^[a-z]+ing$/i.test(words[0]!)) return false;
  return /[a-z]s$/i.test(head) && !SINGULAR_S.test(head);
}

const PLURAL_VERB: Record<string, string> = { is: 'are', has: 'have', does: 'do', was: 'were' };

/** A present-tense verb given in its singular form ("is", "sounds"), agreeing with the phrase as its subject. */
export const agree = (phrase: string, verb: string, activity = false) => (isPlural(phrase, activity) ? (PLURAL_VERB[verb] ?? verb.replace(/s$/, '')) : verb);

/** The phrase with an indefinite article when singular: "a pressure cooker", "an app", "snack bags". */
export const indefinite = (phrase: string) => (isPlural(phrase) ? phrase : `${/^[aeiou]/i.test(phrase) ? 'an' : 'a'} ${phrase}`);

export const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
