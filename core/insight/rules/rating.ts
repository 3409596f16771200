// The number an answer gives: a rating on the question's scale ("a solid seven", "6 or 7" -> 6.5,
// "8/10") or, for a willingness-to-pay question, the amount named ("fifty dollars, tops" -> 50).
import type { Scale } from '../codebook.js';
import { findNumbers, rangeAt, type NumberMention } from './numbers.js';

// A number followed by one of these counts things, it is not a score ("I have 3 kids").
const COUNTED =
  /^\s*(?:-\s*)?(?:kids?|children|child|years?|yrs?|months?|weeks?|days?|hours?|hrs?|minutes?|mins?|times?|people|persons?|employees|staff|members|users|seats|clients|customers|dogs?|cats?|pets?|cups?|meals?|servings?|bags?|boxes|pounds?|lbs?|kg|grams?|g\b|%|percent|x\b|am\b|pm\b|o'?clock|of (?:us|them|my|our)|or so (?:years|months)|st\b|nd\b|rd\b|th\b|star)/;
const MONEY_PERIOD = /^\s*(?:a|per|\/|each|every)\s*(?:month|mo|year|yr|week|wk|day|user|seat|person|head|box|meal|bag)\b/;
// Words that introduce a score: "give it a 7", "I'd say 8", "a solid seven", "maybe a 4".
const SCORE_CUE =
  /(?:\ba|\ban|give it|rate it|i'?d say|i'?d go|solid|maybe|about|around|probably|at|it'?s|be|like|call it|say|strong|good|low|high|easy|firm|only|just|honest|generous)\s*$/;

const counted = (lower: string, n: NumberMention) => COUNTED.test(lower.slice(n.end, n.end + 16));
const inScale = (v: number, s: Scale) => v >= s.min && v <= s.max;

/** The rating the answer gives on `scale`, or null when it names none in range. */
export function ratingOnScale(lower: string, scale: Scale): number | null {
  const all = findNumbers(lower);
  const candidates: { value: number; cued: boolean; corrected: boolean; at: number }[] = [];
  for (let i = 0; i < all.length; i++) {
    const n = all[i]!;
    const before = lower.slice(Math.max(0, n.start - 16), n.start);
    if (n.money || /(?:out of|\/)\s*$/.test(before) || counted(lower, n)) continue;
    // "8/10", "eight out of ten": the denominator names the scale, the numerator is the score.
    const over = /^\s*(?:\/|out of)\s*/.exec(lower.slice(n.end, n.end + 10));
    const range = rangeAt(lower, all, i);
    if (range && inScale(range[0].value, scale) && inScale(range[1].value, scale) && !counted(lower, range[1])) {
      candidates.push({ value: (range[0].value + range[1].value) / 2, cued: true, corrected: false, at: n.start });
      i++;
      continue;
    }
    if (!inScale(n.value, scale)) continue;
    // "Three at that price.": a bare number opening the answer is the score.
    const opens = /^\W*(?:(?:honestly|well|hmm+|um+|oh|realistically|probably),?\s*)?$/.test(lower.slice(0, n.start));
    if (n.weak && !over && !opens && !/(?:\ba|give it|rate it|say|maybe|just|only)\s*$/.test(before)) continue;
    candidates.push({ value: n.value, cued: !!over || opens || SCORE_CUE.test(before), corrected: /\b(?:make it|or rather|actually)\s*(?:a\s*)?$/.test(before), at: n.start });
  }
  // "Five. Actually, make it a six.": a score taken back gives way to the one that corrects it.
  return (candidates.findLast((c) => c.corrected) ?? candidates.find((c) => c.cued) ?? candidates[0])?.value ?? null;
}

const UNIT_WORD = '(?:one|two|three|four|five|six|seven|eight|nine)';
const TENS_WORD = '(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)';
// "Two fifty", "three ninety-nine": said of a small price, that is pounds and pence, not hundreds.
const UNITS_AND_CENTS = new RegExp(`^${UNIT_WORD}[ -]${TENS_WORD}(?:[ -]${UNIT_WORD})?$`);
/** How many of each period make a month, to put two amounts on the same footing. */
export const PER_MONTH: Record<string, number> = { day: 30, week: 4.3, month: 1, year: 1 / 12 };
const PERIOD_SAID_RE =
  /^\s*(?:dollars?|bucks|quid|pounds?|euros?)?\s*(?:(?:a|per|\/|each|every|an?)\s*(day|week|month|year|mo|yr|wk|annum)|(daily|weekly|monthly|yearly|annually|pm|p\/m))\b/;
const PERIOD_WORDS: Record<string, string> = {
  mo: 'month',
  yr: 'year',
  wk: 'week',
  annum: 'year',
  daily: 'day',
  weekly: 'week',
  monthly: 'month',
  yearly: 'year',
  annually: 'year',
  pm: 'month',
  'p/m': 'month',
};

/** The period said right after an amount: "fifteen a month", "$20 per week", "five grand annually", "$40/mo". */
export function periodSaid(after: string): string | null {
  const m = PERIOD_SAID_RE.exec(after);
  if (!m) return null;
  const said = m[1] ?? m[2]!;
  return PERIOD_WORDS[said] ?? said;
}

/** The brief's price, as the caller knows it: the amount and what it is paid for. */
export interface BriefPrice {
  amount: number | null;
  period: string | null;
}

/**
 * The amount of money the answer names ("$20 a month" -> 20, "between 30 and 40" -> 35), or null.
 * Against a small price, "two fifty" is 2.5 (a £3 bar), not 250.
 */
export function amountNamed(lower: string, brief: BriefPrice = { amount: null, period: null }): number | null {
  return namedAmount(lower, brief)?.value ?? null;
}

/**
 * The amount named, put in the brief's period where both name one ("$120 a year" against $15 a month is
 * 10); an amount said without a period is in the one the question asked for (`asked`).
 */
export function amountPerBriefPeriod(lower: string, brief: BriefPrice, asked: string | null = null): number | null {
  const named = namedAmount(lower, brief);
  if (!named) return null;
  const said = periodSaid(lower.slice(named.end, named.end + 24)) ?? asked;
  // A price per user is paid per month unless the brief says otherwise.
  const per = brief.period === 'user' ? 1 : brief.period ? PER_MONTH[brief.period] : undefined;
  return said && per ? Math.round(((named.value * PER_MONTH[said]!) / per) * 100) / 100 : named.value;
}

/**
 * The amount a willingness-to-pay answer names, in the period the question asks for: "about a hundred a
 * year" asked per month is 8.33, "two dollars a month" asked per year is 24.
 */
export function amountInPeriod(lower: string, brief: BriefPrice, asked: string | null): number | null {
  const named = namedAmount(lower, brief);
  if (!named) return null;
  const said = periodSaid(lower.slice(named.end, named.end + 24));
  if (!asked || !said || said === asked || !PER_MONTH[asked] || !PER_MONTH[said]) return named.value;
  return Math.round(((named.value * PER_MONTH[said]) / PER_MONTH[asked]) * 100) / 100;
}

function namedAmount(lower: string, brief: BriefPrice): { value: number; end: number } | null {
  const all = findNumbers(lower);
  // "I'm 52, ... I'd pay that": an age is no amount.
  const age = (n: NumberMention) => !n.money && /\b(?:i'?m|i am|we'?re|aged?|turned|turning)\s+$/.test(lower.slice(Math.max(0, n.start - 10), n.start));
  const usable = (n: NumberMention) => !n.weak && !age(n) && (n.money || !counted(lower, n) || MONEY_PERIOD.test(lower.slice(n.end, n.end + 12)));
  // The first amount is the answer; a later one is usually the brief's price said back ("$750 is a lot").
  const i = all.findIndex(usable);
  if (i < 0) return null;
  const range = rangeAt(lower, all, i);
  const first = all[i]!;
  // Each end on its own: "two dollars, maybe two-fifty" against a $4 price is 2 to 2.5.
  const dollars = (n: NumberMention) =>
    brief.amount !== null && brief.amount < 20 && n.value >= 100 && UNITS_AND_CENTS.test(lower.slice(n.start, n.end)) ? n.value / 100 : n.value;
  const value = range ? (dollars(range[0]) + dollars(range[1])) / 2 : dollars(first);
  return { value, end: (range?.[1] ?? first).end };
}
