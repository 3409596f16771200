// The words the group kept using: a descriptive figure for the report's detail section. What the
// answers mean (concerns, intent) is coded by core/insight, not counted from words.

const STOPWORDS = new Set(
  `a about above after again against all also am an and any are as at be because been before being below between both but by can
  could did do does doing down during each few for from further had has have having he her here hers herself him himself his how i
  if in into is it its itself just me more most my myself no nor not now of off on once only or other our ours ourselves out over
  own same she should so some such than that the their theirs them themselves then there these they this those through to too under
  until up very was we were what when where which while who whom why will with would you your yours yourself yourselves i'm it's
  i'd i'll i've don't can't won't isn't that's there's they're we're you're really think thing things would could should maybe
  much many something anything everything someone people lot lots well even still though definitely probably pretty quite actually
  get got make made like want need know see going way good great one two first also something sure feel kind sort yeah right`
    .split(/\s+/)
    .filter(Boolean),
);

/** Lower-case word tokens (letters, digits, inner apostrophes and hyphens). */
export function tokens(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9]+(?:['-][a-z0-9]+)*/g) ?? [];
}

/**
 * The words the group used most, counted once per answer (a word repeated by one avatar is not a
 * theme). Words of the product idea itself are left out: everyone says "app" about an app.
 */
export function topKeywords(answers: string[], exclude: string, limit = 10): { term: string; count: number }[] {
  const skip = new Set(tokens(exclude));
  const df = new Map<string, number>();
  for (const a of answers) {
    for (const w of new Set(tokens(a))) {
      if (w.length < 4 || STOPWORDS.has(w) || skip.has(w) || /^\d+$/.test(w)) continue;
      df.set(w, (df.get(w) ?? 0) + 1);
    }
  }
  return [...df]
    .filter(([, c]) => c >= 2)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([term, count]) => ({ term, count }));
}
