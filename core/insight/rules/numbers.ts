// Numbers as participants say them: digits ("1,200", "$49.99", "8/10", "5k") and words ("a solid
// seven", "twenty-five", "a hundred and fifty"), with their place in the text.

export interface NumberMention {
  value: number;
  /** Offsets in the text the mention was read from. */
  start: number;
  end: number;
  /** Marked as money: a currency sign before it or a currency word after it. */
  money: boolean;
  /** The bare word "one", which is usually a pronoun ("I'd order one"), not a number. */
  weak: boolean;
}

const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
const SCALES: Record<string, number> = { hundred: 100, thousand: 1000, grand: 1000 };

const MONEY_AFTER = /^[\s-]*(?:dollars?|bucks?|euros?|pounds?|quid|usd|eur|gbp|cents?|rupees?|rand|francs?|kronor|zł|zloty)(?![a-z])|^\s?[€£]/;
/** The ISO codes of the currencies a brief or an answer may name ("CHF 18", "99 SEK"). */
export const CURRENCY_CODES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'NZD', 'SGD', 'ZAR', 'BRL', 'NGN', 'PHP', 'JPY', 'CHF', 'SEK', 'NOK', 'DKK', 'INR'];
// "R299", "CHF 18", "Rs. 499": a currency's sign or code before the amount, glued to it or one space off.
const MONEY_BEFORE = new RegExp(String.raw`(?:\p{Sc}|\b(?:${CURRENCY_CODES.join('|').toLowerCase()}|kr|rs\.?|r))\s?$`, 'u');
const DIGITS = /(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(\s?k\b)?/g;
const WORD = /[a-z]+/g;
const DIGIT_SCALES: Record<string, number> = { hundred: 100, thousand: 1000, grand: 1000, million: 1e6, mil: 1e6, m: 1e6 };
const DIGIT_SCALE = /^(?:\s?(hundred|thousand|grand|million|mil)|(m))\b/;

function digitMentions(lower: string): NumberMention[] {
  const out: NumberMention[] = [];
  for (const m of lower.matchAll(DIGITS)) {
    // "8/10" and "6-7" are two numbers; a digit glued to letters ("mp3", "4k tv" aside) is a name.
    if (m.index > 0 && /[a-z]/.test(lower[m.index - 1]!) && !MONEY_BEFORE.test(lower.slice(Math.max(0, m.index - 4), m.index))) continue;
    // "9 grand", "2 hundred", "1.5 million", "$1.2m": a scale word after the digits multiplies them.
    const scaleSaid = m[3] ? null : DIGIT_SCALE.exec(lower.slice(m.index + m[0].length));
    // "5m" is five metres unless it is money: "$1.2m".
    const scale = scaleSaid?.[2] && !MONEY_BEFORE.test(lower.slice(Math.max(0, m.index - 4), m.index)) ? null : scaleSaid;
    const value = (Number(m[1]!.replace(/,/g, '')) + (m[2] ? Number(`0.${m[2]}`) : 0)) * (m[3] ? 1000 : scale ? DIGIT_SCALES[scale[1] ?? scale[2]!]! : 1);
    const end = m.index + m[0].length + (scale?.[0].length ?? 0);
    const money = MONEY_BEFORE.test(lower.slice(Math.max(0, m.index - 4), m.index)) || MONEY_AFTER.test(lower.slice(end, end + 10)) || scale?.[1] === 'grand';
    out.push({ value, start: m.index, end, money, weak: false });
  }
  return out;
}

type Part = 'unit' | 'tens' | 'scale';

function wordMentions(lower: string): NumberMention[] {
  const words = [...lower.matchAll(WORD)].map((m) => ({ w: m[0], start: m.index, end: m.index + m[0].length }));
  const out: NumberMention[] = [];
  let i = 0;
  while (i < words.length) {
    const first = words[i]!;
    // "a hundred", "a thousand", "the hundred and twenty-nine": the article stands for one.
    const articled = (first.w === 'a' || first.w === 'the') && words[i + 1] && SCALES[words[i + 1]!.w] !== undefined;
    if (!articled && UNITS[first.w] === undefined && TENS[first.w] === undefined) {
      i++;
      continue;
    }
    let total = 0;
    let current = articled ? 1 : 0;
    let last: Part | null = articled ? 'unit' : null;
    let j = articled ? i + 1 : i;
    let end = first.end;
    while (j < words.length) {
      const { w } = words[j]!;
      const gap = lower.slice(words[j - 1]?.end ?? words[j]!.start, words[j]!.start);
      if (j > i && !/^[\s-]*$/.test(gap)) break;
      // "a hundred and fifty" goes on; "two hundred and two hundred fifty" is two numbers.
      if (w === 'and' && last === 'scale' && words[j + 1] && (UNITS[words[j + 1]!.w] ?? TENS[words[j + 1]!.w]) !== undefined && SCALES[words[j + 2]?.w ?? ''] === undefined) {
        j++;
        continue;
      }
      // "two fifty", "three ninety-nine": hundreds said without the word, as prices are.
      if (TENS[w] !== undefined && last === 'unit' && current > 0 && current < 10 && j === i + 1) {
        current = current * 100 + TENS[w];
        last = 'tens';
      } else if (UNITS[w] !== undefined && (last === null || last === 'tens' || last === 'scale')) {
        if (last === 'tens' && UNITS[w] >= 10) break;
        current += UNITS[w];
        last = 'unit';
      } else if (TENS[w] !== undefined && (last === null || last === 'scale')) {
        current += TENS[w];
        last = 'tens';
      } else if (SCALES[w] !== undefined && (last === 'unit' || last === 'tens')) {
        if (SCALES[w] === 100) current *= 100;
        else {
          total += current * 1000;
          current = 0;
        }
        last = 'scale';
      } else break;
      end = words[j]!.end;
      j++;
    }
    const value = total + current;
    const start = first.start;
    const half = /^ and a half\b/.exec(lower.slice(end));
    if (half) end += half[0].length;
    // "three and a half grand": the scale word after the half multiplies the whole.
    const scaled = half && current > 0 && current < 100 ? /^ (hundred|thousand|grand)\b/.exec(lower.slice(end)) : null;
    if (scaled) end += scaled[0].length;
    const amount = scaled ? (value + 0.5) * SCALES[scaled[1]!]! : value + (half ? 0.5 : 0);
    const money = MONEY_BEFORE.test(lower.slice(Math.max(0, start - 4), start)) || MONEY_AFTER.test(lower.slice(end, end + 10)) || /grand/.test(lower.slice(start, end));
    out.push({ value: amount, start, end, money, weak: lower.slice(start, end) === 'one' });
    i = j;
  }
  return out;
}

// A time of day ("at 6 a.m.", "7:30", "11 pm") is no quantity a rule reads.
const TIME_AFTER = /^(?::\d\d|\s*(?:a\.?m\b\.?|p\.?m\b\.?|o'?clock))/;

// Money said by its name alone: "a tenner", "a fiver", "a dollar", "a quid a week" ("a pound of rice" is a weight).
const SLANG: Record<string, number> = { fiver: 5, tenner: 10 };
const slangMentions = (lower: string): NumberMention[] =>
  [...lower.matchAll(/\b(fiver|tenner)\b|\ba (?:dollar|buck|quid|euro|pound(?! of\b))\b/g)].map((m) => ({
    value: m[1] ? SLANG[m[1]]! : 1,
    start: m.index,
    end: m.index + m[0].length,
    money: true,
    weak: false,
  }));

// "forty cents", "50p": the amount is in hundredths of the currency.
const HUNDREDTHS = /^\s?(?:cents?|pence)\b|^p\b/;
const inHundredths = (lower: string, n: NumberMention): NumberMention => (HUNDREDTHS.test(lower.slice(n.end, n.end + 7)) ? { ...n, value: n.value / 100, money: true } : n);

// "A couple hundred", "a couple of grand".
const coupleMentions = (lower: string): NumberMention[] =>
  [...lower.matchAll(/\ba couple (?:of )?(hundred|thousand|grand)\b/g)].map((m) => {
    const end = m.index + m[0].length;
    return { value: 2 * SCALES[m[1]!]!, start: m.index, end, money: m[1] === 'grand' || MONEY_AFTER.test(lower.slice(end, end + 10)), weak: false };
  });

// "Half a grand", "half a million".
const halved = (lower: string, n: NumberMention): NumberMention =>
  /\bhalf $/.test(lower.slice(Math.max(0, n.start - 5), n.start)) && /^a\b/.test(lower.slice(n.start)) ? { ...n, value: n.value / 2, start: n.start - 5 } : n;

/** Every number in the (lower-cased) text, in order, times of day left out. */
export function findNumbers(lower: string): NumberMention[] {
  return [...digitMentions(lower), ...wordMentions(lower), ...slangMentions(lower), ...coupleMentions(lower)]
    .map((n) => inHundredths(lower, halved(lower, n)))
    .filter((n) => !TIME_AFTER.test(lower.slice(n.end, n.end + 8)) && !/\d:$/.test(lower.slice(Math.max(0, n.start - 2), n.start)))
    .sort((a, b) => a.start - b.start);
}

// A quantity with its unit is no price: "at 25 km/h", "for 20 minutes".
// Also a time of day: "at three in the morning", "at 6pm".
const MEASURED =
  /^\s*(?:km|kph|mph|miles?|metres?|meters?|kg|lbs?|%|percent|degrees|seconds?|minutes?|mins?|hours?|days?|weeks?|months?|years?|people|times|kids|children|o'?clock|am|pm|in the (?:morning|afternoon|evening)|at night)\b/;

// "about three coffees": a number before a plural noun counts things; "for 200 a month" and "for 5 grand" stay money.
const COUNTED_THINGS = /^\s+(?!(?:dollars|bucks|euros|pounds|quid|grand|thousands|hundreds|cents)\b)[a-z]+s\b/;

/** Money amounts: marked as money, or offered as a price ("at 200"); a "6 or 7" on a scale is not money. */
export const moneyAmounts = (lower: string) =>
  findNumbers(lower)
    .filter(
      (n) =>
        n.money ||
        (/\b(?:at|for|under|below|around|about)\s+$/.test(lower.slice(Math.max(0, n.start - 8), n.start)) &&
          !MEASURED.test(lower.slice(n.end, n.end + 20)) &&
          !COUNTED_THINGS.test(lower.slice(n.end, n.end + 16))),
    )
    .map((n) => n.value);

/**
 * A pair said as a range ("6 or 7", "six or seven", "6-7", "between 30 and 40", "30 to 40"): the
 * mentions it joins, so the caller can take the midpoint.
 */
export function rangeAt(lower: string, mentions: NumberMention[], i: number): [NumberMention, NumberMention] | null {
  const a = mentions[i];
  const b = mentions[i + 1];
  if (!a || !b) return null;
  const gap = lower.slice(a.end, b.start);
  // "6 or 7", "6-7", "7, maybe 8", "30 to 40": a connector or a hedge between the two.
  if (
    !/^\s*(?:dollars?|bucks|euros?|pounds?|quid)?\s*(?:(?:per|a|an|\/)\s*\w+)?\s*,?\s*(?:(?:or|-|to|and|\/)\s*(?:maybe|possibly|perhaps|probably)?|maybe|possibly|perhaps|probably)\s*(?:a\s+|an\s+)?(?:[$€£]\s?)?$/.test(
      gap,
    )
  )
    return null;
  if (/^\s*\/\s*$/.test(gap)) return null; // "8/10" is a score over its scale, not a range
  if (/^\s*and/.test(gap) && !/between\s+(?:[$€£]\s?)?$/.test(lower.slice(Math.max(0, a.start - 12), a.start))) return null;
  // "$4-500", "four or five hundred", "five to six thousand": the first takes the second's scale.
  const scale = b.value >= 100 && a.value < 10 ? (b.value % 1000 === 0 ? 1000 : b.value % 100 === 0 ? 100 : 1) : 1;
  const first = scale > 1 && a.value * scale < b.value ? { ...a, value: a.value * scale, money: a.money || b.money } : a;
  return b.value > first.value ? [first, b] : null;
}
