// The price a brief states ("$400", "$750/month", "€12 a month", "from £5 per week"), read once and
// used by the coder (an amount below it is "too high"), the figures and the report's prose.
import type { BriefPrice, PriceFigure } from './contract.js';
import { CURRENCY_CODES, findNumbers } from './rules/numbers.js';

const CURRENCIES: Record<string, string> = {
  $: 'USD',
  US$: 'USD',
  '€': 'EUR',
  '£': 'GBP',
  '¥': 'JPY',
  A$: 'AUD',
  C$: 'CAD',
  CA$: 'CAD',
  NZ$: 'NZD',
  S$: 'SGD',
  '₹': 'INR',
  RS: 'INR',
  'RS.': 'INR',
  KR: 'SEK',
  R: 'ZAR',
  R$: 'BRL',
  '₦': 'NGN',
  '₱': 'PHP',
  '₩': 'KRW',
  '₺': 'TRY',
};
const WORD_CURRENCIES: Record<string, string> = { dollar: 'USD', buck: 'USD', euro: 'EUR', pound: 'GBP', quid: 'GBP' };

const PERIODS: [RegExp, string][] = [
  [/^(?:\/|\s*(?:a|per|each|every)\s+|\s*)(?:mo|month|monthly)\b|^\s?p\/?m\b/i, 'month'],
  [/^(?:\/|\s*(?:a|per|each|every)\s+|\s*)(?:yr|year|annum|annually|yearly)\b/i, 'year'],
  [/^(?:\/|\s*(?:a|per|each|every)\s+|\s*)(?:wk|week|weekly)\b/i, 'week'],
  [/^(?:\/|\s*(?:a|per|each|every)\s+|\s*)(?:day|daily)\b/i, 'day'],
  [/^(?:\/|\s*(?:a|per|each|every)\s+)(?:user|seat|person)\b/i, 'user'],
];

const AMOUNT = String.raw`(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s*(k\b|m\b|bn\b)?`;
const SYMBOL_FIRST = new RegExp(String.raw`(US\$|CA\$|NZ\$|R\$|A\$|C\$|S\$|\p{Sc}|\bRs\.?|\bkr\.?)\s?${AMOUNT}`, 'giu');
// "R299": rand only with a capital R.
const RAND_FIRST = new RegExp(String.raw`\b(R)\s?${AMOUNT}`, 'g');
// "400€", "1.299 €", "99 kr": the sign after the amount, with a dot or a space for thousands as Europe writes them.
const SYMBOL_AFTER = /(?<![\d.,])(\d{1,3}(?:[.\s]\d{3})+|\d+)(?:,(\d{1,2})|\.(\d{1,2}))?\s?(€|£|kr\b|zł|:-)/gi;
// "a four-hundred-dollar rice cooker", "twelve dollars a month".
const WORDS_THEN_CURRENCY =
  /\b((?:(?:a|and|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand)[\s-]+)+)(dollar|buck|euro|pound|quid)s?\b/gi;
const CODE_AROUND = new RegExp(String.raw`\b(?:(${CURRENCY_CODES.join('|')})\s?${AMOUNT}|${AMOUNT}\s?(${CURRENCY_CODES.join('|')}|dollars|euros|pounds)\b)`, 'gi');

const SCALE: Record<string, number> = { k: 1e3, m: 1e6, bn: 1e9 };
const toNumber = (whole: string, cents: string | undefined, scale: string | undefined) =>
  (Number(whole.replace(/,/g, '')) + (cents ? Number(`0.${cents}`) : 0)) * (scale ? SCALE[scale.toLowerCase()]! : 1);

// "£4 per staff member per month", "£60 per location per month": what the price counts, then its period.
const PER_UNIT = /^(?:\/|\s*(?:per|each|every|a)\s+)(?:[a-z][\w-]*\s+){1,2}?(?=(?:\/|(?:per|a|each|every)\s))/i;

function periodAfter(rest: string): string | null {
  for (const [re, period] of PERIODS) if (re.test(rest)) return period;
  const unit = PER_UNIT.exec(rest);
  return unit ? periodAfter(rest.slice(unit[0].length)) : null;
}

// "£1m of cyber insurance", "disputes up to £1,500": an amount of cover or a limit is not what the idea costs.
const isLimit = (brief: string, start: number, end: number) =>
  /^\s*(?:of|worth of)\s/i.test(brief.slice(end, end + 10)) || /\b(?:up to|worth|limit of|covers?)\s*$/i.test(brief.slice(Math.max(0, start - 12), start));

type PlacedPrice = BriefPrice & { at: number; limit?: boolean };

/** Every price the brief states, in the order it states them ("$129 for the collar, then $8/month"). */
export function briefPrices(brief: string): BriefPrice[] {
  return placedPrices(brief).map(({ at: _at, ...price }) => price);
}

function placedPrices(brief: string): PlacedPrice[] {
  const found: PlacedPrice[] = [];
  for (const m of [...brief.matchAll(SYMBOL_FIRST), ...brief.matchAll(RAND_FIRST)]) {
    const end = m.index + m[0].length;
    found.push({
      amount: toNumber(m[2]!, m[3], m[4]),
      currency: CURRENCIES[m[1]!.toUpperCase()] ?? 'USD',
      period: periodAfter(brief.slice(end, end + 40)),
      at: m.index,
      limit: isLimit(brief, m.index, end),
    });
  }
  for (const m of brief.matchAll(CODE_AROUND)) {
    const code = (m[1] ?? m[9] ?? 'USD').toUpperCase();
    const currency = code === 'DOLLARS' ? 'USD' : code === 'EUROS' ? 'EUR' : code === 'POUNDS' ? 'GBP' : code;
    const amount = m[1] ? toNumber(m[2]!, m[3], m[4]) : toNumber(m[5]!, m[6], m[7]);
    const end = m.index + m[0].length;
    found.push({ amount, currency, period: periodAfter(brief.slice(end, end + 40)), at: m.index, limit: isLimit(brief, m.index, end) });
  }
  for (const m of brief.matchAll(SYMBOL_AFTER)) {
    const end = m.index + m[0].length;
    const symbol = m[4]!.toLowerCase();
    const currency = symbol === '€' ? 'EUR' : symbol === '£' ? 'GBP' : symbol === 'zł' ? 'PLN' : 'SEK';
    found.push({
      amount: toNumber(m[1]!.replace(/[.\s]/g, ''), m[2] ?? m[3], undefined),
      currency,
      period: periodAfter(brief.slice(end, end + 40)),
      at: m.index,
      limit: isLimit(brief, m.index, end),
    });
  }
  for (const m of brief.matchAll(WORDS_THEN_CURRENCY)) {
    const amount = findNumbers(m[1]!.toLowerCase()).reduce((total, n) => Math.max(total, n.value), 0);
    const end = m.index + m[0].length;
    found.push({ amount, currency: WORD_CURRENCIES[m[2]!.toLowerCase()]!, period: periodAfter(brief.slice(end, end + 40)), at: m.index, limit: isLimit(brief, m.index, end) });
  }
  return found
    .filter((p) => p.amount > 0 && !p.limit)
    .map(({ limit: _limit, ...p }) => p)
    .sort((a, b) => a.at - b.at);
}

// Words of a part that name no part: "the most you'd pay for it", "for a month", "for each user".
const NO_PART = /^(?:it|this|that|one|them|month|year|week|day|user|seat|person|people|head|both|everything|all|itself|myself|yourself|whole|thing)$/;
const NEAR = 30;

/**
 * The price the brief states for the part a question names ("the most you'd pay for the Business
 * plan?", "for the camera itself"): the price nearest the part's name in the brief, just after or just
 * before it; null when the question names no part the brief prices.
 */
export function briefPriceFor(brief: string, question: string): BriefPrice | null {
  const part = /\bfor (?:the |a |an |your |each |one )?([a-z][\w-]*(?: [a-z][\w-]*){0,2})/i.exec(question)?.[1];
  if (!part) return null;
  const prices = placedPrices(brief);
  const lower = brief.toLowerCase();
  for (const word of part
    .toLowerCase()
    .split(' ')
    .filter((w) => w.length >= 3 && !NO_PART.test(w))) {
    for (const m of lower.matchAll(new RegExp(`\\b${word}s?\\b`, 'g'))) {
      const end = m.index + m[0].length;
      const after = prices.find((p) => p.at >= end && p.at - end <= NEAR);
      const before = prices.findLast((p) => p.at < m.index && m.index - p.at <= NEAR);
      // "Pro $19, Business $29" names the price after; "a $199 camera, plus an $8 plan" the one before.
      const found = after && before ? (after.at - end <= m.index - before.at ? after : before) : (after ?? before);
      if (found) return { amount: found.amount, currency: found.currency, period: found.period };
    }
  }
  return null;
}

/**
 * The first price the brief states, with its currency and period, or null. A brief that names a
 * free tier and a paid plan ("free, then $9/month") gets the paid price: that is what is tested.
 */
export const briefPrice = (brief: string): BriefPrice | null => briefPrices(brief)[0] ?? null;

const SYMBOLS: Record<string, string> = { USD: '$', EUR: '€', GBP: '£', JPY: '¥', AUD: 'A$', CAD: 'C$' };

/** "$400", "$750/month", "CHF 20/month". */
export function formatPrice(p: BriefPrice): string {
  const n = Number.isInteger(p.amount) ? p.amount.toLocaleString('en-US') : p.amount.toFixed(2);
  const sym = SYMBOLS[p.currency];
  const amount = sym ? `${sym}${n}` : `${p.currency} ${n}`;
  return p.period && p.period !== 'one-off' ? `${amount}/${p.period}` : amount;
}

export const formatAmount = (amount: number, currency = 'USD') => formatPrice({ amount, currency, period: null });

/**
 * The amounts participants named, in the brief's currency: "median $90, $60 to $120 (2 answers)", or
 * null when nobody named one. One wording for the report page, the print view and the prose.
 */
export function namedAmounts(p: Pick<PriceFigure, 'amounts' | 'medianAmount' | 'briefPrice'>): string | null {
  const amounts = p.amounts.map((a) => a.amount);
  if (!amounts.length) return null;
  const currency = p.briefPrice?.currency;
  const [lo, hi] = [Math.min(...amounts), Math.max(...amounts)];
  const range = lo === hi ? '' : `, ${formatAmount(lo, currency)} to ${formatAmount(hi, currency)}`;
  return `median ${formatAmount(p.medianAmount ?? lo, currency)}${range} (${amounts.length} answer${amounts.length === 1 ? '' : 's'})`;
}
