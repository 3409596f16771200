import Sentiment from 'sentiment';
import type { WordSentiment } from './contract.js';

type SentimentLabel = 'positive' | 'neutral' | 'negative';

// AFINN-165 (the `sentiment` library's lexicon) scores general English. It reads words, not meaning
// ("I would not buy this" has no negative word), so it is a secondary figure that never decides a
// verdict; the codes of core/insight do. Focus-group answers lean on a
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
const LABEL_THRESHOLD = 0.05;

const analyzer = new Sentiment();

interface Scored {
  comparative: number;
  label: SentimentLabel;
}

function scoreText(text: string): Scored {
  const r = analyzer.analyze(text, { extras: EXTRAS });
  const comparative = Number.isFinite(r.comparative) ? r.comparative : 0;
  return { comparative, label: comparative >= LABEL_THRESHOLD ? 'positive' : comparative <= -LABEL_THRESHOLD ? 'negative' : 'neutral' };
}

/** Counts of answers the word list scores positive, neutral and negative, and net (% positive - % negative). */
export function wordSentiment(texts: string[]): WordSentiment {
  const labels = texts.map((t) => scoreText(t).label);
  const n = labels.length;
  const positive = labels.filter((l) => l === 'positive').length;
  const negative = labels.filter((l) => l === 'negative').length;
  return { answers: n, positive, neutral: n - positive - negative, negative, net: n ? Math.round(((positive - negative) / n) * 100) : 0 };
}
