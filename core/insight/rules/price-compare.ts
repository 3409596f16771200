// Price objections made without a price word: the price set against something else the money buys
// ("for three hundred I could have the window man round for a year", "that's our whole weekly
// shop"), an alternative that costs less or nothing ("my bank does it for nothing"), the price said
// back as a scoff ("A hundred and twenty-nine for a finger prick?", "Five hundred dollars to make
// dirt."), or weariness with recurring fees. Each is an unfavourable comparison of the price.
import type { PriceReaction } from '../codebook.js';
import { findNumbers, moneyAmounts } from './numbers.js';
import type { QuestionInfo } from './question.js';
import { PER_MONTH, periodSaid } from './rating.js';
import type { Clause } from './text.js';

// "For that / for the same money / for three hundred, I could have ...".
const NUMBER_WORDS = String.raw`(?:a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|grand|and|-|\s)+`;
const FOR_THAT = new RegExp(
  String.raw`\bfor (?:that|this|the same|that kind of|the (?:same )?(?:price|money|cost)(?: of (?:it|that|this|one))?|what (?:it|this|that|they) costs?|(?:[$€£]\s?)?\d[\d,.]*k?|${NUMBER_WORDS})(?: (?:price|money|amount|cash|much|dollars|bucks|quid|pounds|euros))?,? (?:i|we|you|they|people|most (?:people|of (?:my|our|the) \w+)|everyone|anyone|(?:the|a|my|our) [\w' ]{1,25}?)(?:\s?'d|\s?'ll| could| can| would| will| just| rather)+(?: just| easily| already| probably)? (?!(?:say|think|guess|imagine|hope|like|love|be|call|consider|want|need)\b)[a-z]+\b`,
);
// "That's a car payment", "more than our phone bill", "that's our whole weekly shop".
const LIKENED =
  /\b(?:that'?s|it'?s|this is|that is|is|costs?|would be|more than|as much as|same as)\s+(?:like |basically |practically |almost |nearly |literally |about |more than |half |the same as |as much as )*(?:a|an|my|our|the|half (?:a|my|our)|a whole|a month'?s|a week'?s|(?:one|two|three|four|a few|several) (?:months?|weeks?)'?s?'?)?\s*(?:\w+ )?(?:\w+'s )?(?:whole |entire |weekly |monthly )*(?:car (?:re)?payment|rent|mortgage(?: payment)?|(?:phone|electric(?:ity)?|energy|power|gas|water|grocery|food|internet) bill|bills|(?:food |grocery )?shop(?:ping)?|groceries|council tax|car insurance|paycheck|pay ?cheque|wages?|salary|holiday|vacation|weekend away|flight|tuition|laptop refresh|new (?:laptop|car|phone|boiler|roof|kitchen)|used car|gym membership|night out|tank of (?:petrol|gas|fuel)|takeaway)\b/;
// What the money would buy instead: "you could buy three basic cams for that", "a freelancer costs about
// that and does more", "I'd rather spend that on a weekend away".
const ELSEWHERE =
  /\b(?:gets?|does|do|get|buy|pick|find|have) (?:\w+ ){0,4}for less\b|\b(?:i|we|you) (?:could|can)(?: just| easily)? (?:buy|get|have|hire|afford) [^,.]{0,40}\bfor (?:that|that money|the same|the same money|that price|less)\b|\b(?:costs?|charges?) (?:about |roughly |around |the same as |just )?(?:that|the same)\b.{0,30}\bdoes more\b|\b(?:i|we|you) (?:could|can) (?:\w+ ){1,6}(?:on|with) that(?: money| kind of money)?\W*$|\b(?:put|spend) (?:the |that )?(?:[$€£]?\d[\d,.]*|money|cash) (?:towards|on) [^.]{1,50}\binstead\b|\brather (?:spend|put) (?:that|the|this|my|our|it)\b(?: money| cash)? ?(?:on|towards|into)\b|\brather (?:spend|put) [^,.]{1,40}? (?:a (?:year|month|week) )?(?:on|towards|into) (?:a |an |the |my |our )?(?:actual|real|proper|decent)\b/;
// Money said to be short: "our margins are thin", "money's tight".
const TIGHT =
  /\bwatching every (?:penny|pound|cent|dollar)\b|\bcounting (?:every )?(?:penny|pennies|pound|pounds|dollar|dollars|cent|cents)\b|\bpinching pennies\b|\b(?:money|cash|budgets?|margins?|funds|things)\b[^.,]{0,20}?(?:'s| is| are) (?:\w+ )?(?:tight|thin|stretched)\b|\btight budget\b/;
// Weariness with paying again and again: "I've had it with monthly charges", "forever is where I get off".
const RECURRING =
  /\b(?:had it|fed up|sick|tired|done) with (?:\w+ ){0,2}(?:charges|fees|subscriptions|payments|bills)\b|\bwhere i (?:get off|draw the line)\b|\b(?:a|per) (?:month|year|week),? every (?:month|year|week)\b|\b(?:a|per) (?:month|year),? forever\b|\bsubscription fatigue\b|\btoo many (?:subs|subscriptions|monthly (?:fees|bills|payments|charges))\b/;
// Something else that does it for nothing: "the council gives us a green bin for free".
const ALT_FREE =
  /\b(?:does|do|did|runs?|has|have|had|lends?|lent|offers?|offered|gives?|gave|gets?|got|provides?|provided|includes?|included|comes? with|came with|hands? out|handed out|sends?|sent)\b(?: \w+'?s?){0,5} (?:for (?:free|nothing|no extra|next to nothing)|free of charge|at no (?:extra )?cost)\b/;
// An alternative that costs less: "a real tutor costs less than that", "mine cost half that".
const ALT_CHEAPER =
  /\b(?:costs?|runs?|works? out|charges?) (?:\w+ )?(?:less|cheaper|half(?:\W*$| (?:that|as much|the price|of (?:that|it|this))))|\b(?:less|cheaper) than (?:this|that|it|yours)\b/;
const THAN_THE_IDEA = /\b(?:less|cheaper) than (?:this|this one|paying for (?:this|it)|(?:the|this|your) (?:app|service|subscription|box|plan))\b/;
/**
 * "It's cheaper than this", "way cheaper than 15 a month": something else set below the idea or its own
 * price, whatever the question and whoever "it" is.
 */
export function cheaperThanTheIdea(l: string, q: QuestionInfo): boolean {
  if (THAN_THE_IDEA.test(l)) return true;
  const than = /\b(?:less|cheaper) than\b/.exec(l);
  // "It's less than 40 a month" says the idea is the cheaper one.
  if (than === null || ABOUT_OFFER.test(l) || /\b(?:it|this|that)(?:'s| is| would be|'d be| works? out| comes? (?:in|out))\W+(?:\w+ )?$/.test(l.slice(0, than.index))) return false;
  return q.briefPrice !== null && findNumbers(l.slice(than.index, than.index + 30)).some((n) => Math.abs(n.value - q.briefPrice!) <= q.briefPrice! * 0.2);
}
// "A tutor is cheaper" compares another thing; "$39 is cheaper than my copay" is the price's favour.
const IS_CHEAPER = /\b(?:is|are|'s|'re) (?:\w+ ){0,3}(?:less|cheaper)\b/;
const PRICE_SUBJECT = /\bpric|\bcost|\bfee|[$€£\d]|\b(?:it|this|that|which)\b/;
const OWN_CHEAPER_ENOUGH =
  /\b(?:my|our)\s+(?:old\s+|current\s+|trusty\s+)?(?:[$€£]\s?\d[\d,.]*|\w+[- ](?:dollar|quid|pound|buck|euro))\b[^.]{0,30}\b(?:works?|does|did|is|'s)\b[^.]{0,20}\b(?:fine|the job|the trick|enough|great|well)\b/;
// What they spend now, or their budget for it, said as an amount: read against the brief's price.
const SPENDS = /\b(?:i|we) (?:usually |normally |currently |typically |only |already |barely |never |probably )?(?:spend|pay|budget)\b|\bbudget (?:for \w+ )?(?:is|of)\b/;

// The subject is the idea itself ("it does it for free", "the first month is free" praise the offer);
// what the status quo costs ("parking costs me $180") is the pain the idea solves.
const ABOUT_OFFER =
  /^(?:and |but |so )?(?:it|this|they|that'?s|that is|at|for|the (?:app|product|service|device|kit|first|trial|price)|works? out|comes? (?:in|out))\b|\b(?:trial|first month|shipping|delivery)\b/;
// Something else at a named cost: "my squeegee cost twenty dollars", "the clinic does a panel for eighty".
const ALT_COST =
  /\b(?:seen|saw|found|is|are|was|were|cost|costs|costed|charges?|charged|runs?|ran|sells?|does|do|gets?|got|buy|bought|pick(?:ed)? up|get|paid|go(?:es)? for|going for|went for|retails? (?:at|for))\b|'s (?=(?:about |only |just |like |around )?(?:[$€£]\s?\d|(?:\w+[- ])?(?:ten|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred)\b))/;

const amounts = (l: string) =>
  findNumbers(l).filter(
    (n) => !n.weak && !/^(?:\s*(?:or|to|-)\s*\w+)?\s*(?:%|percent|years?|months?|weeks?|days?|times|people|staff|kids|minutes|hours)\b/.test(l.slice(n.end, n.end + 24)),
  );

/** An unfavourable comparison of the price in the clause, or null. */
export function comparedPrice(c: Clause, q: QuestionInfo): PriceReaction | null {
  const l = c.lower;
  // "Ninety-nine a month is less than my car payment" likens the price to something bigger: in its favour.
  const likened = LIKENED.exec(l);
  if (likened && !/\b(?:less|cheaper|lower) than\b/.test(l.slice(0, likened.index + likened[0].length))) return 'too_high';
  if ([FOR_THAT, ELSEWHERE, TIGHT, RECURRING].some((re) => re.test(l))) return 'too_high';
  if (ABOUT_OFFER.test(l) || q.intent === 'usage' || /\bcosts? (?:me|us)\b/.test(l)) return null;
  // Another thing free of charge is a price comparison only where the price is the subject.
  if (ALT_FREE.test(l)) return q.intent === 'price' || q.intent === 'amount' ? 'too_high' : null;
  const is = IS_CHEAPER.exec(l);
  const alt = ALT_CHEAPER.exec(l);
  // "Forty-two is less than that for proper food": the brief's price is the cheaper one.
  if (alt && q.briefPrice !== null && findNumbers(l.slice(0, alt.index)).some((n) => !n.weak && Math.abs(n.value - q.briefPrice!) <= q.briefPrice! * 0.05)) return 'acceptable';
  if (alt || (is && !PRICE_SUBJECT.test(l.slice(0, is.index)) && moneyAmounts(l.slice(0, is.index)).length === 0)) return 'too_high';
  // "My $40 one works just fine": a cheaper thing one owns said to be enough.
  if (q.briefPrice !== null && OWN_CHEAPER_ENOUGH.test(l) && amounts(l).some((n) => n.money && n.value < q.briefPrice! * 0.8)) return 'too_high';
  const spends = SPENDS.exec(l);
  // "Two quid a bar is what I pay at the gym": the amount before the spending is the brief's own price said back.
  if (spends && spendsLess(l.slice(spends.index), q)) return 'too_high';
  const cost = ALT_COST.exec(l);
  if (!cost || q.briefPrice === null || PRICE_SUBJECT.test(l.slice(0, cost.index))) return null;
  // An amount of money, not a count: "we've got four streaming services" names no price.
  // "My gym is twenty a month": an amount with a period is money too, set against the price per the same period.
  const cheaper = amounts(l).some((n) => {
    const said = periodSaid(l.slice(n.end, n.end + 24));
    if (n.start <= cost.index || n.value <= 0 || !(n.money || said || /\b(?:for|paid)\s+(?:only |just |about |around )?$/.test(l.slice(0, n.start)))) return false;
    // "Petrol is a hundred and sixty a month" against a one-off price is what the idea saves, not a cheaper way.
    if (said && !(q.briefPeriod && PER_MONTH[q.briefPeriod])) return false;
    return inBriefPeriod(n.value, said, q) < q.briefPrice! * 0.8;
  });
  // "I'd pay sixty, tops" names a cap (read elsewhere), not another thing's price.
  return cheaper && !/\b(?:i'?d|i would) (?:\w+ )?(?:pay|spend|give|go)\b|\b(?:willing|pay|tops|max|at most|the most)\b/.test(l) ? 'too_high' : null;
}

/** An amount said with a period, put in the brief's period when the brief names one ("$120 a year" against $15 a month is 10). */
function inBriefPeriod(value: number, said: string | null, q: QuestionInfo): number {
  const brief = q.briefPeriod && PER_MONTH[q.briefPeriod];
  return said && brief ? (value * PER_MONTH[said]!) / brief : value;
}

/** A money amount in the clause below the brief's price, both put per month when both name a period. */
function spendsLess(l: string, q: QuestionInfo): boolean {
  if (q.briefPrice === null) return false;
  return findNumbers(l).some((n) => {
    const said = periodSaid(l.slice(n.end, n.end + 24));
    // "fifteen a month" is money by its period.
    if ((!n.money && !said) || n.value <= 0) return false;
    return inBriefPeriod(n.value, said, q) < q.briefPrice! * 0.9;
  });
}

// The price said back as a scoff: an amount with "for a finger prick?" or "to make dirt".
const SCOFF_TAIL = /^\s*(?:(?:dollars?|bucks|quid|pounds?|euros?)\s*)?(?:(?:a|per) \w+,?\s*)?(?:every \w+,?\s*)?(?:forever,?\s*)?(?:for|to|just to|so)\b/;

/** An amount said back with scorn; read only when the clause's words give no reaction of their own. */
export function priceSaidBack(c: Clause, q: QuestionInfo): PriceReaction | null {
  const l = c.lower;
  const question = /\?[!?]*\s*$/.test(l);
  // "Nothing, I'd use YouTube" to what they would pay.
  if (
    q.intent === 'amount' &&
    /^(?:(?:honestly|well|probably|realistically),? )?(?:nothing|zero|not a (?:penny|cent|dime|thing))\b|\b(?:wouldn'?t|won'?t|would not|not|never) (?:pay|spend|give) (?:anything|a (?:penny|cent|dime|thing)|a single \w+)\b/.test(
      l,
    )
  )
    return 'too_high';
  // What one spends now, said with a shrug ("maybe twenty bucks a month?"), is no reaction to the price.
  if (q.intent === 'usage') return null;
  // "The asking price." to what they would pay.
  if (q.intent === 'amount' && /^\W*(?:\w+,? )?(?:the (?:full )?asking price|(?:the )?full price|what(?:ever)? (?:they'?re|you'?re|it'?s) asking)\W*$/.test(l)) return 'acceptable';
  // "Ouch." to the price.
  if (q.intent === 'price' && /^(?:ouch|yikes|oof|blimey|crikey|whoa)\b/.test(l)) return 'too_high';
  // "Paying to borrow a drill off the neighbour?"
  if (question && /^(?:paying|to pay|a (?:monthly |yearly |annual )?(?:fee|subscription))\b[^?]{0,60}\b(?:to|for)\b/.test(l)) return 'too_high';
  const first = amounts(l)[0];
  // "Seven for the big outfits" on a scale is a score, not a price.
  if (!first || first.value < 2 || (q.scale !== null && !first.money)) return null;
  const opens = first.start <= 2 || /^(?:(?:but|and|so|then) )?(?:a|an)?\s*$/.test(l.slice(0, first.start));
  const asked = q.briefPrice !== null && Math.abs(first.value - q.briefPrice) <= q.briefPrice * 0.1;
  // "Nine grand a year for software is cheaper" goes on to judge the sum.
  if (opens && SCOFF_TAIL.test(l.slice(first.end)) && !/\b(?:is|'s|are|would be) (?:\w+ )?(?:cheaper|less|fine|reasonable|fair|worth|nothing|ok|okay|good)\b/.test(l))
    return 'too_high';
  // "Five dinners?" counts things; only money or the brief's own price said back is a scoff.
  return question && (first.money || asked) ? 'too_high' : null;
}
