// The rules coder: a deterministic reading of one answer into its code, with no LLM. Each rule lives in
// rules/ by idea; this file puts the readings together, then lets the learned second reading
// (rules/learned.ts) overrule stance, purchase or price where it is clearly surer.
import { readFileSync } from 'node:fs';
import { CONCERNS, type AnswerCode, type CodeInput, type Concern, type PriceReaction, type PurchaseIntent } from './codebook.js';
import { concernsByClause, unionConcerns } from './rules/concerns.js';
import { featuresOf, linearModelSchema, readLearned } from './rules/learned.js';
import { priceByClause } from './rules/price.js';
import { lastFound, purchaseByClause } from './rules/purchase.js';
import { isPurchaseScale, priceScaleDirection, readQuestion, type QuestionInfo } from './rules/question.js';
import { findNumbers, moneyAmounts } from './rules/numbers.js';
import { amountInPeriod, amountPerBriefPeriod, PER_MONTH, ratingOnScale } from './rules/rating.js';
import { aboutTheIdea, findStance, ratingLean } from './rules/stance.js';
import { splitClauses, normalize, type Clause } from './rules/text.js';
import { answerOnHold, questionOnTopic } from './rules/topic.js';

export const RULES_CODER = { name: 'rules', version: '13' } as const;

// Read once at load, not imported: typing three megabytes of JSON would slow every typecheck.
const LEARNED = linearModelSchema.parse(JSON.parse(readFileSync(new URL('./rules/learned-weights.json', import.meta.url), 'utf8')));

function ratingOf(lower: string, q: QuestionInfo): number | null {
  if (q.intent === 'amount') return amountInPeriod(lower, { amount: q.briefPrice, period: q.briefPeriod }, q.askedPeriod);
  return q.scale ? ratingOnScale(lower, q.scale) : null;
}

// On a scale that rates the price, the position stands for the reaction the words leave out.
function priceFromRating(rating: number, q: QuestionInfo): PriceReaction | null {
  const direction = priceScaleDirection(q);
  if (!direction) return null;
  const p = (rating - q.scale!.min) / (q.scale!.max - q.scale!.min);
  const approval = direction === 'up' ? p : 1 - p;
  return approval >= 0.65 ? 'acceptable' : approval <= 0.4 ? 'too_high' : null;
}

// "Three at that price.": a low score on buying, put down to the price, turns the price down.
const AT_THE_PRICE = /\bat (?:that|this|the|those) (?:price|cost|money)\b|\bat (?:[$€£]\s?\d|(?:\w+[- ])?(?:hundred|thousand|grand)\b)/;
const lowForThePrice = (lower: string, rating: number, q: QuestionInfo) => isPurchaseScale(q) && intentFromRating(rating, q) === 'no' && AT_THE_PRICE.test(lower);

// On a purchase-likelihood scale the position on the scale stands for an intent the words leave out.
export function intentFromRating(rating: number, q: QuestionInfo): PurchaseIntent {
  const p = (rating - q.scale!.min) / (q.scale!.max - q.scale!.min);
  return p >= 0.7 ? 'yes' : p <= 0.35 ? 'no' : 'maybe';
}

/** No reason given but the price: a bare reply ("No.", "2."), or one that names the price as the worry. */
const noOtherReason = (answer: string, concerns: readonly Concern[]) => concerns.includes('price') || (concerns.length === 0 && answer.trim().split(/\s+/).length <= 4);

/**
 * A score on how likely they would pay the stated price speaks of the price when no other reason comes
 * with it ("Two, we rent and can't drill" scores the fit); a score of the price itself always does.
 */
const ratesPriceAlone = (answer: string, concerns: readonly Concern[], q: QuestionInfo) => (q.intent === 'price' && !q.atPrice) || noOtherReason(answer, concerns);

/**
 * "I make my own for about four dollars a week": a way of doing without it named at well under the price;
 * against a price paid every period, "a fifty-dollar thermometer once" is under a year of it.
 */
const cheaperWayNamed = (clauses: Clause[], q: QuestionInfo) =>
  q.briefPrice !== null &&
  clauses.some((c) => {
    if (moneyAmounts(c.lower).length === 0) return false;
    const said = amountPerBriefPeriod(c.lower, { amount: q.briefPrice, period: q.briefPeriod });
    if (said === null || said <= 0) return false;
    const oneOff = q.briefPeriod !== null && q.briefPeriod in PER_MONTH && /\b(?:once|one-off|one off|outright|one time|and be done)\b/.test(c.lower);
    return said < q.briefPrice! * (oneOff ? 12 / PER_MONTH[q.briefPeriod!]! : 0.8);
  });

/** "..., so really seventy a month. That's a no.": a no that reckons the cost at or above the price is a no to the price. */
const costReckoned = (clauses: Clause[], q: QuestionInfo) =>
  q.briefPrice !== null &&
  clauses.some((c) => {
    const money = findNumbers(c.lower).some((n) => n.money || /^\s*(?:a|per) (?:month|year|week)\b/.test(c.lower.slice(n.end)));
    const said = money ? amountPerBriefPeriod(c.lower, { amount: q.briefPrice, period: q.briefPeriod }) : null;
    return said !== null && said >= q.briefPrice!;
  });

/**
 * Asked whether they would pay the stated price, a plain no refuses the price and a yes takes it; a no
 * that gives another reason ("no, I barely eat rice") says nothing of the price, unless the reason is a
 * cheaper way ("No. I make my own cold brew for about four dollars a week.").
 */
function priceFromAnswerAtPrice(answer: string, clauses: Clause[], purchase: PurchaseIntent | undefined, concerns: readonly Concern[], q: QuestionInfo): PriceReaction | null {
  if (!q.atPrice) return null;
  if (purchase === 'yes') return 'acceptable';
  return purchase === 'no' && (noOtherReason(answer, concerns) || cheaperWayNamed(clauses, q) || costReckoned(clauses, q)) ? 'too_high' : null;
}

/** The verbatim span from the first to the last clause that carries the stance. */
function evidenceOf(answer: string, clauses: Clause[], carrying: number[], fallback: number): string {
  if (clauses.length === 0) return answer.trim();
  const first = clauses[carrying[0] ?? fallback]!;
  const last = clauses[carrying[carrying.length - 1] ?? fallback]!;
  return answer.slice(first.start, last.start + last.text.length);
}

/**
 * Clauses that tell the trouble a later yes buys its way out of ("the rota lives in a WhatsApp group
 * from hell. ... Done."): said of the speaker's life, not of the idea, before a yes that no contrast turns.
 */
function problemsSolved(clauses: Clause[], purchases: (PurchaseIntent | null)[], prices: (PriceReaction | null)[]): number[] {
  const yes = purchases.indexOf('yes');
  if (yes <= 0 || purchases.includes('no') || purchases.includes('maybe') || prices.includes('too_high') || clauses[yes]!.contrast) return [];
  return clauses.slice(0, yes).flatMap((c, i) => (aboutTheIdea(c.lower) ? [] : [i]));
}

const OFF_TOPIC = { onTopic: false, stance: 'neutral', purchase: 'unstated', price: 'unstated', rating: null, concerns: [] } as const;

interface RulesReading {
  code: AnswerCode;
  q: QuestionInfo;
  /** The concerns the words raise, before a price found too high adds the price to them. */
  raised: Concern[];
  /** The concerns the words raise if no clause objected to the price, asked only when the learned reading overrules an objection. */
  unobjected: () => Concern[];
  /** The intent is the position on a purchase-likelihood scale, the words stating none. */
  fromScale: boolean;
}

function readWithRules(input: CodeInput): RulesReading {
  const clauses = splitClauses(input.answer);
  const q = readQuestion(input);
  // An empty answer says nothing about the idea, so it stays out of every figure.
  if (!input.answer.trim()) return { code: { ...OFF_TOPIC, concerns: [], evidence: '' }, q, raised: [], unobjected: () => [], fromScale: false };
  if (!questionOnTopic(q, input.brief) || answerOnHold(input.answer, input.brief))
    return { code: { ...OFF_TOPIC, concerns: [], evidence: evidenceOf(input.answer, clauses, [], 0) }, q, raised: [], unobjected: () => [], fromScale: false };

  const purchases = purchaseByClause(clauses, q);
  const prices = priceByClause(clauses, q, purchases);
  const solved = problemsSolved(clauses, purchases, prices);
  const concernsOf = (reactions: (PriceReaction | null)[]) => solved.reduce((cs, i) => cs.with(i, []), concernsByClause(clauses, q, reactions));
  const concerns = concernsOf(prices);
  const rating = ratingOf(normalize(input.answer), q);
  const stance = findStance(clauses, q, { purchase: purchases, price: prices, concerns }, ratingLean(rating, q));
  const purchase = lastFound(purchases);
  const price = lastFound(prices);

  let intent: PurchaseIntent = purchase?.value ?? 'unstated';
  if (intent === 'unstated' && rating !== null && isPurchaseScale(q)) intent = intentFromRating(rating, q);
  const allConcerns = unionConcerns(concerns, clauses, q);
  // "Grudgingly, yes. It's steep, but she's family.": asked whether they would pay the price, a yes pays it
  // whatever is conceded about it in another breath ("Sure, and I'll throw in a kidney" objects in the same one).
  // A yes to one part ("The controller, yes.", "For one site, sure.") pays nothing for the rest.
  const partYes = purchase !== null && /^\W*(?:for )?(?:the|one|a|my|our) [\w -]{1,30},? (?:yes|yeah|sure|fine)\b/.test(clauses[purchase.clause]!.lower);
  const paysIt = q.atPrice && purchase?.value === 'yes' && price?.value === 'too_high' && price.clause !== purchase.clause && !partYes;
  const reaction =
    (paysIt ? 'acceptable' : price?.value) ??
    (rating !== null && ratesPriceAlone(input.answer, allConcerns, q) ? priceFromRating(rating, q) : null) ??
    (rating !== null && lowForThePrice(normalize(input.answer), rating, q) ? 'too_high' : null) ??
    priceFromAnswerAtPrice(input.answer, clauses, purchase?.value, allConcerns, q) ??
    'unstated';
  const code: AnswerCode = {
    onTopic: true,
    stance: stance.stance,
    purchase: intent,
    price: reaction,
    rating,
    concerns: withPriceWorry(allConcerns, reaction),
    evidence: evidenceOf(input.answer, clauses, stance.clauses, purchase?.clause ?? price?.clause ?? 0),
  };
  const unobjected = () => unionConcerns(concernsOf(prices.map((p) => (p === 'too_high' ? null : p))), clauses, q);
  return { code, q, raised: allConcerns, unobjected, fromScale: purchase === null && intent !== 'unstated' };
}

// A price found too high is a price worry, however it was said ("A 3." to the price question).
const withPriceWorry = (raised: Concern[], price: PriceReaction) => (price === 'too_high' ? CONCERNS.filter((k) => k === 'price' || raised.includes(k)) : raised);

/** The rules' reading alone: what the learned reading is trained on (`npm run train-coder`) and what rules/ tests. */
export const readByRules = (input: CodeInput): AnswerCode => readWithRules(input).code;

/** The rules' reading, then the learned second reading of its stance, purchase and price (rules/learned.ts). */
export function codeAnswer(input: CodeInput): AnswerCode {
  const { code, q, raised, unobjected, fromScale } = readWithRules(input);
  if (!code.onTopic) return code;
  const learned = readLearned(LEARNED, featuresOf(input.answer, code, q), code);
  // With no price in the brief, an amount named is neither above nor below it, however such amounts usually fall.
  // A score on a purchase-likelihood scale, with no words of intent, gives the intent by the codebook's bands:
  // the words' other worries ("a 5, it is a lot of rice cooker") do not move it.
  const reading = {
    ...learned,
    ...(q.intent === 'amount' && q.briefPrice === null ? { price: code.price } : {}),
    ...(fromScale ? { purchase: code.purchase } : {}),
  };
  // An objection the learned reading overrules is no price worry either, unless the words raise one.
  const overruled = code.price === 'too_high' && reading.price !== 'too_high';
  return { ...code, ...reading, concerns: overruled ? unobjected() : withPriceWorry(raised, reading.price) };
}
