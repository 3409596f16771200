// What a question's text says about the value it asks for: a range on a scale, or an amount of money.
import type { Scale } from './codebook.js';

const RANGE = /\b(?:scale\s+(?:of|from)\s+)?(\d{1,2})\s*(?:-|–|to)\s*(\d{1,3})\b/i;
const OUT_OF = /\bout\s+of\s+(\d{1,3})\b/i;

/**
 * The scale an open question names ("on a scale of 1 to 10", "1-5", "0 to 10", "out of 10"), or null.
 * A range only counts near a word that makes it a rating, so "ages 25-45" is not a scale.
 */
export function askedScale(question: string): Scale | null {
  const rates = /\b(scale|rate|rating|score|likely|likelihood|agree|out of)\b/i.test(question);
  if (!rates) return null;
  const range = RANGE.exec(question);
  if (range) {
    const [min, max] = [Number(range[1]), Number(range[2])];
    if (min < max && max <= 100) return { min, max };
  }
  const outOf = OUT_OF.exec(question);
  if (outOf) return { min: /\b0\b/.test(question) ? 0 : 1, max: Number(outOf[1]) };
  return null;
}

/** True when the question asks what the participant would pay. */
export const asksForAmount = (question: string) =>
  /\b(how much|what(?:'s| is)? the (?:most|max(?:imum)?)|most you(?:'d| would)|max(?:imum)? you(?:'d| would)|what price|which price|price (?:would|point)|willing to pay|would you pay|you'd pay)\b/i.test(question);
