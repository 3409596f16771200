// Markdown hygiene for text we did not write: user text (product idea, questions), participant answers
// and LLM prose. The renderers never render raw HTML; these keep such text from changing the report's
// structure (a newline plus "#" in a question must not become a heading of the report).

/** One line of text, with Markdown's active characters escaped, for use inside a sentence or heading. */
export function mdInline(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/([\\`*_[\]<>#|~])/g, '\\$1')
    .replace(/^(\d+)\. /, '$1\\. ')
    .replace(/^([-+]) /, '\\$1 ');
}

/** A verbatim quote as a block quote with its speaker. The text stays exactly as said (only escaped). */
export function mdQuote(text: string, who: string): string {
  return `> ${mdInline(text)}\n>\n> — ${mdInline(who)}`;
}

export const mdList = (items: string[]) => items.map((i) => `- ${i}`).join('\n');

const words = (s: string) => s.trim().split(/\s+/).length;

const QUOTED = /(["“])([^"“”\n]{3,400})(["”])/g;

/**
 * Makes LLM prose safe to place inside a section: headings become bold lines (the report's cards are
 * split by headings, so prose must not add its own), and a sentence that presents as a quote anything
 * not found verbatim in the transcript is dropped, so the report never puts invented words in a
 * participant's mouth (INSIGHT.md rule 2).
 */
export function sanitizeProse(prose: string, transcriptAnswers: string[]): string {
  const corpus = transcriptAnswers.map((a) => a.replace(/\s+/g, ' ').toLowerCase());
  const exists = (q: string) => {
    const needle = q.replace(/\s+/g, ' ').trim().toLowerCase();
    return corpus.some((a) => a.includes(needle));
  };
  const invented = (sentence: string) => [...sentence.matchAll(QUOTED)].some((m) => words(m[2]!) >= 4 && !exists(m[2]!));
  return prose
    .replace(/\r\n?/g, '\n')
    .replace(/^\s{0,3}#{1,6}\s+(.+?)\s*#*\s*$/gm, '**$1**')
    .replace(/^\s{0,3}>\s?/gm, '')
    .split('\n')
    .map((line) =>
      (line.match(/[^.!?]+(?:[.!?]+["”]?|$)\s*/g) ?? [line])
        .filter((sentence) => !invented(sentence))
        .join('')
        .trimEnd(),
    )
    .join('\n')
    .trim();
}

/** Splits a Markdown document into cards at headings of level 1 to 3 (the report page's rule). */
export function splitByHeadings(markdown: string): { title: string | null; level: number; body: string }[] {
  const cards: { title: string | null; level: number; body: string[] }[] = [];
  let current: { title: string | null; level: number; body: string[] } = { title: null, level: 0, body: [] };
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const m = !fenced ? /^\s{0,3}(#{1,3})\s+(.*?)\s*#*\s*$/.exec(line) : null;
    if (m) {
      if (current.title !== null || current.body.some((l) => l.trim())) cards.push(current);
      current = { title: m[2]!, level: m[1]!.length, body: [] };
    } else {
      current.body.push(line);
    }
  }
  if (current.title !== null || current.body.some((l) => l.trim())) cards.push(current);
  return cards.map((c) => ({ title: c.title, level: c.level, body: c.body.join('\n').trim() }));
}
