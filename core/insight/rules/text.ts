// Clauses of an answer, with their place in it, so every rule reads one idea at a time and evidence
// can be cut verbatim from the original text.

export interface Clause {
  /** The clause as written, trimmed. */
  text: string;
  /** Lower-cased with straight apostrophes; the same length as `text`, so offsets carry over. */
  lower: string;
  /** Offset of `text` in the answer. */
  start: number;
  /** Introduced by but/however/yet/though: the turn of the answer, which usually carries its weight. */
  contrast: boolean;
  /** Introduced by although/even though/while: the conceded part, weaker than the main clause. */
  concessive: boolean;
  /** Index of the sentence the clause belongs to. */
  sentence: number;
}

/**
 * Lower case with straight quotes; one character for one, so offsets stay valid (a letter whose lower
 * case is longer, like "İ", is kept as it is).
 */
export const normalize = (s: string) =>
  s
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[\s\S]/g, (ch) => {
      const lower = ch.toLowerCase();
      return lower.length === ch.length ? lower : ch;
    });

// A sentence ends at . ! ? ; or a line break, but not at the dot inside "$49.99" or "e.g.".
const SENTENCE_END = /(?<!\d)[.!?]+(?=\s|$)|(?<=\d)[.!?]+(?=\s|$)|;|\n+|\s-\s/g;
const CONTRAST = /^(?:but|however|yet|except|that said|then again|on the other hand|even so)\b/;
const CONCESSIVE = /^(?:although|even though|though|while|whilst|even if)\b/;
// "Although it's pricey, I love it": the concession ends at its first comma and the main clause follows.
const CONCESSION_THEN_MAIN = /^((?:although|even though|though|while|whilst)\b[^,]*),\s*/;
// Split points inside a sentence: before a contrast word, after a comma or not ("€229 though?" asks one thing).
const INNER_SPLIT = /,?\s+(?=(?:but|however|although|though(?!\s*\?)|yet|except that|whereas)\b)|,\s*(?=(?:that said|then again|on the other hand|even so)\b)/g;

function pieces(text: string, re: RegExp): { text: string; start: number }[] {
  const out: { text: string; start: number }[] = [];
  let last = 0;
  for (const m of text.matchAll(re)) {
    const end = m.index + (re === SENTENCE_END ? m[0].length : 0);
    out.push({ text: text.slice(last, end), start: last });
    last = m.index + m[0].length;
  }
  out.push({ text: text.slice(last), start: last });
  return out;
}

function trimmed(piece: { text: string; start: number }) {
  const lead = piece.text.length - piece.text.trimStart().length;
  return { text: piece.text.trim(), start: piece.start + lead };
}

function splitConcession(piece: { text: string; start: number }) {
  const lead = piece.text.length - piece.text.trimStart().length;
  const m = CONCESSION_THEN_MAIN.exec(piece.text.trimStart());
  if (!m) return [piece];
  const cut = lead + m[0].length;
  return [
    { text: piece.text.slice(0, lead + m[1]!.length), start: piece.start },
    { text: piece.text.slice(cut), start: piece.start + cut },
  ];
}

export function splitClauses(answer: string): Clause[] {
  const lowerAll = normalize(answer);
  const clauses: Clause[] = [];
  pieces(lowerAll, SENTENCE_END).forEach((sentence, s) => {
    for (const inner of pieces(sentence.text, INNER_SPLIT).flatMap(splitConcession)) {
      const piece = trimmed({ text: inner.text, start: sentence.start + inner.start });
      if (!/[a-z0-9]/.test(piece.text)) continue;
      const lower = lowerAll.slice(piece.start, piece.start + piece.text.length);
      const bare = lower.replace(/^[,\s"'(-]+/, '');
      clauses.push({
        text: answer.slice(piece.start, piece.start + piece.text.length),
        lower,
        start: piece.start,
        contrast: CONTRAST.test(bare),
        concessive: CONCESSIVE.test(bare),
        sentence: s,
      });
    }
  });
  return clauses;
}

/** The `n` words before `index` in `lower` (same clause), as one string. */
export function wordsBefore(lower: string, index: number, n: number): string {
  const words = lower.slice(0, index).split(/\s+/).filter(Boolean);
  return words.slice(-n).join(' ');
}
