// The attitude to the idea: each clause gets a score from evaluative words (with negation), the
// purchase and price signals it carries, and what the question makes of it; the answer is positive,
// negative, mixed (a clear element of each) or neutral.
import type { Concern, PriceReaction, PurchaseIntent, Stance } from '../codebook.js';
import { NO_CONCERN } from './concerns.js';
import { isConditional, isNegatedAt } from './negation.js';
import { leadingAnswer } from './purchase.js';
import type { QuestionInfo } from './question.js';
import { FOR_OTHERS, NEGATIVE, POSITIVE, WEAK_POSITIVE } from './stance-words.js';
import type { Clause } from './text.js';

export interface ClauseSignals {
  purchase: (PurchaseIntent | null)[];
  price: (PriceReaction | null)[];
  concerns: Concern[][];
}

const PURCHASE_WEIGHT: Record<PurchaseIntent, number> = { yes: 2, no: -2, maybe: 0, unstated: 0 };
// A hypothetical about the product, as opposed to a description of today's habits.
const ABOUT_PRODUCT = /\bwould\b|'d\b|\bcould\b|\bsounds?\b|\bthis\b|\bthe (?:idea|product|concept|app|service|device)\b|\bit (?:would|could|might|seems|looks)\b/;
const NOTHING = /^\W*(?:nothing|none|not (?:much|really|a lot)|no(?:thing)? (?:really|in particular))\b/;

function wordScore(l: string): number {
  let score = 0;
  for (const m of l.matchAll(POSITIVE)) score += isNegatedAt(l, m.index, 3) ? -1 : 1;
  for (const m of l.matchAll(WEAK_POSITIVE)) score += isNegatedAt(l, m.index, 3) ? -0.5 : 0.5;
  // "not bad", "no issues": a denied complaint is faint praise. A complaint word that already carries
  // its own "not" ("not for me") is a complaint.
  for (const m of l.matchAll(NEGATIVE)) score += /^(?:not|no|too)\b/.test(m[0]) || !isNegatedAt(l, m.index, 3) ? -1 : 0.5;
  return score;
}

function clauseScore(c: Clause, i: number, q: QuestionInfo, s: ClauseSignals): number {
  const l = c.lower;
  let words = wordScore(l);
  if (FOR_OTHERS.test(l) && words > 0) words = 0;
  if (q.intent === 'usage' && !ABOUT_PRODUCT.test(l)) words = 0;
  let score = words;
  const purchase = s.purchase[i];
  if (purchase === 'maybe') score += /\b(?:probably|likely)\b/.test(l) && !isNegatedAt(l, l.search(/\b(?:probably|likely)\b/), 2) ? 1 : 0.5;
  else if (purchase) score += PURCHASE_WEIGHT[purchase];
  if (s.price[i] === 'too_high') score -= 1.5;
  if (s.price[i] === 'acceptable') score += 1;
  const worries = s.concerns[i]!.filter((k) => k !== 'price' || s.price[i] !== 'too_high');
  if (q.intent === 'concern') {
    if (NO_CONCERN.test(l)) score += 2;
    else if (worries.length) score -= 1.5;
  } else if (worries.length && !isConditional(l)) score -= 1;
  if (i === 0) score += leadingScore(l, q);
  if (q.intent === 'liked' && i === 0) score += NOTHING.test(l) ? -1.5 : words >= 0 ? 1 : 0;
  return score;
}

// A leading yes or no answers a yes/no question ("Do you see yourself using it?" "No, ...").
function leadingScore(l: string, q: QuestionInfo): number {
  if (!q.yesNo || q.intent === 'purchase') return 0;
  const lead = leadingAnswer(l);
  if (q.intent === 'concern') return lead === 'no' ? 2 : lead === 'yes' ? -1 : 0;
  return lead === 'yes' ? 1.5 : lead === 'no' ? -1.5 : 0;
}

const ratingClause = (clauses: Clause[]) => Math.max(0, clauses.findIndex((c) => /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten)\b/.test(c.lower)));

export interface StanceResult {
  stance: Stance;
  /** Clauses that carry it, first to last. */
  clauses: number[];
}

/**
 * How far up the scale a rating sits, as a lean: a 7 of 10 on "how likely / how would you rate" is
 * favourable even when the words say nothing else.
 */
export function ratingLean(rating: number | null, q: QuestionInfo): number {
  if (rating === null || !q.scale || q.intent === 'amount') return 0;
  const p = (rating - q.scale.min) / (q.scale.max - q.scale.min);
  return p >= 0.7 ? 1.5 : p <= 0.35 ? -1.5 : 0;
}

export function findStance(clauses: Clause[], q: QuestionInfo, s: ClauseSignals, lean = 0): StanceResult {
  const scores = clauses.map((c, i) => clauseScore(c, i, q, s) + (i === ratingClause(clauses) ? lean : 0));
  const pos = scores.flatMap((x, i) => (x >= 1 ? [i] : []));
  const neg = scores.flatMap((x, i) => (x <= -1 ? [i] : []));
  if (pos.length && neg.length) return { stance: 'mixed', clauses: [...pos, ...neg].sort((a, b) => a - b) };
  if (pos.length) return { stance: 'positive', clauses: pos };
  if (neg.length) return { stance: 'negative', clauses: neg };
  const total = scores.reduce((a, b) => a + b, 0);
  const strongest = scores.reduce((best, x, i) => (Math.abs(x) > Math.abs(scores[best]!) ? i : best), 0);
  if (total >= 1) return { stance: 'positive', clauses: [strongest] };
  if (total <= -1) return { stance: 'negative', clauses: [strongest] };
  return { stance: 'neutral', clauses: [] };
}
