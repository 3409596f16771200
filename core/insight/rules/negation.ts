// Negation, hedges and conditions: the words that turn "I would buy it" into a refusal, a maybe, or a
// purchase on terms nobody offered. Rules read a cue word and then ask these helpers about its context.
import { findNumbers, moneyAmounts } from './numbers.js';
import { wordsBefore } from './text.js';

// Phrases that contain a negator but do not negate what follows ("no doubt I'd buy it", "I wouldn't
// mind one", "not only", and a "no" naming an absence as the subject: "no boundary wire is a big
// deal"). They are blanked out before looking for a negator.
const NOT_NEGATION =
  /\bno (?:doubt|question|brainer|-brainer|matter)\b|\bnot only\b|\bn't mind\b|\bnot mind\b|\bnothing (?:beats|compares|like it|else like)\b|\bcan't wait\b|\bcannot wait\b|\bnot gonna lie\b|\bnot to mention\b|\bno-brainer\b|(?:^|\band )no (?:\w+[ -]){1,3}(?=(?:is|are|was)\b)/g;
// Uncertainty that contains a negator: "not sure I'd buy it" is a maybe, not a no.
const UNCERTAIN = /\b(?:not (?:sure|certain|convinced yet)|don't know|do not know|dunno|unsure|undecided|on the fence|torn|can't decide|haven't decided|not decided)\b/;
const NEGATOR = /\b(?:not|no|never|hardly|barely|nothing|nor|none|neither|nobody|cannot|without|no way|not really|zero)\b|n't\b|\bwon'?t\b|\bcant\b|\bdont\b|\bwouldnt\b/;

/** Whether the cue at `index` in the clause falls in the scope of a negator a few words before it. */
export function isNegatedAt(lower: string, index: number, window = 4): boolean {
  const before = wordsBefore(
    lower.replace(NOT_NEGATION, (m) => '_'.repeat(m.length)),
    index,
    window,
  );
  if (UNCERTAIN.test(before)) return false;
  // A negator separated from the cue by "and"/"or" or a comma has closed its scope ("no fuss, just buy it").
  const scope = before.split(/,|\band\b|\bor\b|\bjust\b|\bif\b/).pop() ?? '';
  return NEGATOR.test(scope);
}

const HEDGE =
  /\b(?:maybe|probably|possibly|perhaps|might|may|could|potentially|likely|unlikely|consider|considering|think about|thinking about|open to|tempted|curious|on the fence|depends|depending|i guess|i suppose|not sure|unsure|don't know|dunno|undecided|see how|wait and see|we'll see|at some point|eventually|someday|one day|down the line|give it some thought|kind of|sort of|in theory|if at all)\b/;
/** Hedged: a possibility rather than a decision. */
export const isHedged = (lower: string) => HEDGE.test(lower);

const BOOSTER =
  /\b(?:definitely|absolutely|certainly|for sure|100%|totally|in a heartbeat|without a doubt|no doubt|no question|instantly|immediately|right away|straight away|today)\b/;
/** A hedge word inside an emphatic phrase still means yes ("I'd definitely, probably..." is rare). */
export const isBoosted = (lower: string) => BOOSTER.test(lower);

const CONDITION =
  /\b(?:if|unless|only if|as long as|provided|providing|assuming|once|so long as|on condition|depends|depending|would need to|would have to|'d need to|'d want to|'d have to|needs to|need to see|have to see|want to see|after (?:i|seeing|reading|trying))\b/;
/** The clause states a condition for what it says. */
export const isConditional = (lower: string) => CONDITION.test(lower);
/** "Drop that and we'd sign", "Halve it and ask me again": a part of the offer struck out as the price of a yes. */
export const TERMS_DROPPED =
  /\b(?:drop|bin|cut|lose|halve|ditch|waive|scrap) (?:that|it|the [\w-]+)(?: fee| charge| bit)? and (?:we'?d|i'?d|we'?ll|i'?ll|we would|i would|ask me)\b/;

// Conditions that change the offer itself: a lower price, a discount, a smaller version.
const BETTER_TERMS =
  /\b(?:outright|no (?:monthly |annual |yearly )?fee|one-off|one-time|lifetime|no subscription|cheaper|(?<!\bin )half|lower|less|discount(?:ed)?|sale|deal|reduced|drop(?:s|ped)?|came down|comes down|went down|goes down|more affordable|cut (?:the price|it|that|the fee)|price cut|cheap|free|promo|coupon|bundle|under|below)\b/;

// "if it were six hundred", "if they charged forty": a number the condition sets as the price is money, words or not.
const PRICED_CONDITION =
  /\b(?:if|once|when) (?:it|they|the price|that)(?: were| cost| costs| came (?:in at|down to)| dropped to| went down to| charged)\s+(?:about |around |maybe |like |only |just )?/;
const pricedInCondition = (lower: string): number[] => {
  const m = PRICED_CONDITION.exec(lower);
  const n = m ? findNumbers(lower.slice(m.index + m[0].length))[0] : undefined;
  return n && n.start === 0 ? [n.value] : [];
};

/**
 * The condition asks for terms that are not the offered ones ("at half the price", "if it were
 * cheaper", "at $200" when the brief says $400): a purchase on those terms is not a purchase.
 * `amounts` are the money amounts the clause names.
 */
export function asksForBetterTerms(lower: string, amounts: number[], briefPrice: number | null): boolean {
  const isBelow = (said: number[]) => briefPrice !== null && said.some((a) => a > 0 && a < briefPrice);
  const condition = CONDITION.exec(lower);
  // The better terms are the condition's own, up to its comma ("if it were cheaper", "if it were $200"), not a
  // word of the clause around it ("looks cheap if it replaces ...", "if it cuts the chatting, forty is cheap",
  // "if it saves one colony, the three pound app is nothing").
  if (condition) {
    const own = lower.slice(condition.index).split(',')[0]!;
    return isBelow([...moneyAmounts(own), ...pricedInCondition(own)]) || (BETTER_TERMS.test(own) && MONEY_WORDS.test(lower));
  }
  const below = isBelow(amounts);
  // Without "if": "at half the price I'd order one", "I'd buy it at $200", "were it cheaper".
  if (
    /\bat half\b(?! past| (?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b)|\bfor half (?:the )?(?:price|cost)\b|(?<!\b(?:it'?s|this is|that'?s|is) )\bhalf (?:the )?price\b|\bhalf that\b|\bat a lower price\b|\bwith (?:the )?\w+(?: \w+)? (?:thrown in|included|for free)\b[^,]*, (?:i'?d|i would|we'?d|we would)\b|\b(?:were|was) it (?:cheaper|less)\b|\bhad it been\b/.test(
      lower,
    )
  )
    return true;
  // "Thirty and I'd be in.": an amount below the price, alone but for its unit, then the yes it would buy
  // ("I'm 52 and I'd pay that twice" names an age).
  const lead = /^\W*(?:(?:about|around|maybe|say)\s+)?([^,.;]{1,30}?)\s*(?:and|&) (?:i'?d|we'?d|i would|we would|you'?d have me|you'?ve got me)\b/.exec(lower)?.[1];
  const said = lead ? findNumbers(lead) : [];
  const unitOnly = (rest: string) => /^[\s$€£]*(?:quid|bucks|dollars|euros|pounds|(?:a|per) (?:month|year|week))?\s*$/.test(rest);
  if (lead && said.length === 1 && unitOnly(lead.slice(0, said[0]!.start) + lead.slice(said[0]!.end)) && isBelow([said[0]!.value])) return true;
  return (
    below &&
    /\b(?:at|for|under|below) (?:around |about |maybe |like |roughly )?(?:[$€£]\d|\d(?![\d,.]*(?: years?(?: old)?)?,? (?:i'?m|i am|we'?re|we are)\b))/.test(lower) &&
    /'d\b|\b(?:would|will|i'?ll|maybe|perhaps|possibly|probably)\b/.test(lower)
  );
}
const MONEY_WORDS =
  /\b(?:price|cost|cheaper|discount|sale|dollars?|bucks|euros?|pounds?|quid|hundred|grand|thousand|tenner|fiver|fee|subscription|per month|a month|affordable)\b|[$€£]|\d/;
