// Who is speaking, said in passing ("as a nurse", "living in Denver", "in my late forties"). A person
// about one brief speaks from one side of themselves: their work, their place or their age. Which side
// is stable for the person and the brief and differs between briefs, so the same person does not tell
// every brief the same three facts about themselves, while within a session the clause still sets
// them apart from the others in the group.
import { hash, pick } from './random.js';

export type Facet = 'work' | 'place' | 'age';

/** What the identity clause draws on: a slice of the persona (see persona-lines.ts Person). */
export interface Speaker {
  job: string | null;
  /** "a nurse", "an accountant". */
  jobWithArticle: string | null;
  age: number | null;
  city: string | null;
  /** The side of themselves this person speaks from about the brief at hand. */
  facet: Facet | null;
  /** The clauses this answer has said already: nobody says "as a nurse" three times in one breath. */
  told: Set<string>;
}

// Ages said in words: a digit in an answer is read by the coder as a rating or an amount.
const DECADES = ['teens', 'teens', 'twenties', 'thirties', 'forties', 'fifties', 'sixties', 'seventies', 'eighties', 'nineties'];
const PART = ['early', 'early', 'early', 'early', 'mid', 'mid', 'mid', 'late', 'late', 'late'];
/** "late forties": finer than a decade, so two people of one decade in a group still read apart. */
export const decade = (age: number) => (age < 20 ? 'late teens' : `${PART[age % 10]} ${DECADES[Math.min(9, Math.floor(age / 10))]}`);

/** The side a person speaks from about one brief (its words), among those the persona has. */
export function facetOf(id: string, briefText: string, s: Omit<Speaker, 'facet' | 'told'>): Facet | null {
  const facets: Facet[] = [];
  if (s.jobWithArticle) facets.push('work');
  if (s.city) facets.push('place');
  if (s.age) facets.push('age');
  return facets.length ? facets[hash(`${id}|facet|${briefText}`) % facets.length]! : null;
}

/** Who is speaking, said in passing, from the side of them the brief brings out; a form not yet said in this answer. */
export function identityClause(p: Speaker, rand: () => number, business: boolean): string {
  const a = p.jobWithArticle;
  const options: string[] = [];
  if (p.facet === 'work' && a) {
    options.push(`as ${a}`, `working as ${a}`, `speaking as ${a}`);
    // Not "my job as retired teacher" or "my job as student".
    if (p.job && !/retired|student/.test(p.job)) options.push(`given my job as ${p.job}`);
  }
  if (p.facet === 'place' && p.city)
    options.push(`here in ${p.city}`, ...(business ? [`based in ${p.city}`, `from ${p.city}`] : [`living in ${p.city}`, `where I live in ${p.city}`]));
  // With the place, so two people of an age in one group do not speak the same sentence.
  if (p.facet === 'age' && p.age) {
    const where = p.city ? ` in ${p.city}` : '';
    options.push(`in my ${decade(p.age)}${where}`, `at my age, ${decade(p.age)}${p.city ? ` and in ${p.city}` : ''}`, `as someone in my ${decade(p.age)}${where}`);
  }
  if (!options.length) return pick(rand, ['personally', 'in my situation', 'speaking for myself']);
  const unsaid = options.filter((o) => !p.told.has(o));
  const said = pick(rand, unsaid.length ? unsaid : options);
  p.told.add(said);
  return said;
}
