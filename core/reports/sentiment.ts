import Sentiment from 'sentiment';
import type { SentimentLabel, SentimentStats } from './contract.js';

// AFINN-165 (the `sentiment` library's lexicon) scores general English. Focus-group answers lean on a
// few product-research words it does not know or weighs oddly; these extras correct them.
const EXTRAS: Record<string, number> = {
  affordable: 2,
  convenient: 2,
  intuitive: 2,
  seamless: 2,
  handy: 2,
  'user-friendly': 2,
  expensive: -2,
  pricey: -2,
  overpriced: -3,
  clunky: -2,
  gimmick: -2,
  gimmicky: -2,
  hesitant: -2,
  skeptical: -2,
  sceptical: -2,
  unsure: -1,
  concern: -1,
  concerns: -1,
  concerned: -2,
  hassle: -2,
  complicated: -2,
  confusing: -2,
  unnecessary: -2,
  steep: -2,
  exhausting: -2,
  chore: -2,
  preachy: -2,
  tedious: -2,
  // AFINN scores "like" +2; in speech it is mostly a filler ("it's like a diary"), so it is neutral here.
  like: 0,
};

// A per-word mean of 0.05 is one mildly positive word (score 2) in a 40-word answer: enough to call
// the answer positive rather than neutral. Symmetric for negative.
export const LABEL_THRESHOLD = 0.05;

const analyzer = new Sentiment();

export interface Scored {
  /** Sum of word scores. */
  score: number;
  /** Score per word (length-independent, what answers are compared by). */
  comparative: number;
  label: SentimentLabel;
}

export function scoreText(text: string): Scored {
  const r = analyzer.analyze(text, { extras: EXTRAS });
  const comparative = Number.isFinite(r.comparative) ? r.comparative : 0;
  return { score: r.score, comparative, label: labelOf(comparative) };
}

export const labelOf = (comparative: number): SentimentLabel =>
  comparative >= LABEL_THRESHOLD ? 'positive' : comparative <= -LABEL_THRESHOLD ? 'negative' : 'neutral';

/** Aggregates per-answer scores: counts per label, mean, and net (% positive - % negative). */
export function summarize(scores: Scored[]): SentimentStats {
  const n = scores.length;
  const positive = scores.filter((s) => s.label === 'positive').length;
  const negative = scores.filter((s) => s.label === 'negative').length;
  const mean = n ? scores.reduce((a, s) => a + s.comparative, 0) / n : 0;
  return {
    responses: n,
    positive,
    neutral: n - positive - negative,
    negative,
    mean: round(mean, 4),
    net: n ? Math.round(((positive - negative) / n) * 100) : 0,
  };
}

export interface Sentence {
  /** Exactly as written: a substring of the answer it came from. */
  text: string;
  scored: Scored;
}

const MIN_QUOTE_WORDS = 4;
const MAX_QUOTE_CHARS = 320;

/**
 * Splits an answer into sentences without rewriting a character, so every quote taken from the result
 * is verbatim. Fragments too short to stand alone or too long to quote are left out.
 */
export function sentencesOf(text: string): Sentence[] {
  const out: Sentence[] = [];
  for (const m of text.matchAll(/[^.!?\n]+(?:[.!?]+|$)/g)) {
    const s = m[0].trim();
    if (s.split(/\s+/).length < MIN_QUOTE_WORDS || s.length > MAX_QUOTE_CHARS) continue;
    out.push({ text: s, scored: scoreText(s) });
  }
  return out;
}

export const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;
