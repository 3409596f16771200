// What a participant has already said in this session: a person does not repeat a sentence of their
// own word for word on the next question. Names are masked, so "I agree with Amy" and "I agree with
// Raj" count as the same sentence.

// A sentence ends at . ! or ?, but not after an abbreviation such as "St." (St. Louis).
export const sentencesOf = (text: string) =>
  text
    .split(/(?<!\b(?:St|Mr|Mrs|Ms|Dr)\.)(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A masker for the given names (full and first), for comparing sentences that differ only by who is named. */
export function nameMask(names: string[]): (text: string) => string {
  const parts = names.flatMap((n) => [n, n.split(/\s+/)[0] ?? n]).filter((n) => n.length > 1);
  if (!parts.length) return (text) => text;
  const re = new RegExp(`\\b(?:${[...new Set(parts)].map(escapeRe).join('|')})\\b`, 'g');
  return (text) => text.replace(re, 'NAME');
}

export interface Memory {
  /** How many of these sentences were said before. */
  repeats(text: string): number;
}

export function memoryOf(said: string[], names: string[]): Memory {
  const mask = nameMask(names);
  const key = (s: string) => mask(s).toLowerCase();
  const heard = new Set(said.flatMap((t) => sentencesOf(t).map(key)));
  return { repeats: (text) => (heard.size ? sentencesOf(text).filter((s) => heard.has(key(s))).length : 0) };
}
