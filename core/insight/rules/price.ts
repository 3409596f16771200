// The reaction to the price: words ("steep", "worth it", "not cheap but not outrageous") read with
// their negation, and amounts compared with the price the brief states.
import type { PriceReaction, PurchaseIntent } from '../codebook.js';
import { asksForBetterTerms, isNegatedAt } from './negation.js';
import { findNumbers, moneyAmounts } from './numbers.js';
import { comparedPrice, priceSaidBack } from './price-compare.js';
import type { QuestionInfo } from './question.js';
import { amountNamed, amountPerBriefPeriod } from './rating.js';
import { UNKNOWING } from './stance-words.js';
import type { Clause } from './text.js';

// Objections to the price; "too much" counts only with money in sight ("on a tablet too much").
const HIGH =
  /\bnot cheap\b|\btoo (?:expensive|pricey|pricy|steep|high|rich|costly)\b|\btoo much\b|\bexpensive\b|\bpricey\b|\bpricy\b|\boverpriced\b|\bover-priced\b|\bcostly\b|\bout of (?:my|our|the) (?:budget|price range|range|league)\b|\b(?:over|beyond|above|outside) (?:my|our) (?:budget|means|price range)\b|\bcan'?t afford\b(?! (?:a|an|the) (?!(?:subscription|monthly|another|second|new one)\b)\w+)(?! to (?:own|run|keep|have|live|buy a (?:car|house|home)))|\b(?:barely|hardly|never|nobody [\w ]{0,20}(?:could|can|would)|no one [\w ]{0,20}(?:could|can|would)|few [\w ]{0,20}(?:could|can)) afford\b(?! to (?:own|run|keep|have|live))|\bbalk\b|\bgreedy\b|\bcharges? (?:you|us|me) for (?:it|that|the privilege)\b|\b(?:giving|throwing|handing|pouring) (?:it |that |money )?(?:away|down the drain)\b|\b(?:this|it|that) (?:would|will|'d|'ll)? ?costs? (?:me |us )?(?:more|extra)\b|\bpushing it\b|\bnot at (?:that|this|the|those) (?:price|cost|money)\b|^not (?:for|at) (?:[$€£]?\d|(?:one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|a hundred|hundred)\b)|\bin this economy\b|\bcannot afford\b|\bcouldn'?t afford\b|\b(?:can'?t|cannot|couldn'?t|hard to|tough to|difficult to|struggle to) justify\b|\ba lot of (?:money|cash)\b|\brich for my\b|\bon the (?:high|pricey|expensive) side\b|\bmore than i'?d\b(?! (?:use|need|drink|eat|read|watch|wear))|\bmore than i (?:want|would|can|could|usually|normally|typically)\b(?! (?:use|need|drink|eat|read|watch|wear))|\bsticker shock\b|\brip-?off\b|\bbreak the bank\b|\bhefty\b|\bprice (?:is|seems|feels) (?:high|a lot|too)\b|\bprice tag\b.*\b(?:high|much)\b|\bsteep\b(?! (?:hills?|slopes?|climbs?|inclines?|drive(?:way)?s?|stairs|streets?|roads?|banks?|gardens?|lawns?|learning curve))|\ba lot (?:for|to (?:pay|spend|ask))\b|\b(?:cost|price|subscription|fee)s? (?:would )?add(?:s)? up\b|\bis a lot\b|\banother (?:monthly |yearly |annual )?(?:fee|charge|bill)\b|\bthat'?s (?:\w+ ){0,2}(?:weeks?|months?|years?|days?|meals?|trips?)'?s? (?:of|worth)\b|\b(?:a )?(?:bit|little|tad|touch) (?:much|steep|high|rich|pricey)\b|\b(?:that'?s|it'?s|that is) (?:a lot|loads|a fortune|a chunk|serious money|real money)\b(?! of (?!money|cash|dosh))|\b(?:make it|and|much|a lot|a bit|way) cheaper\b(?! than)|\b(?:for|at) (?:a quarter|a third|a fraction) (?:of )?(?:that|the price|this)\b|\b(?:eat|eats|ate|eaten) (?:up )?(?:most|all|half) of\b|\badds? up\b|\bfraction of the (?:cost|price)\b|\bnot so much\b|\bfor that (?:price |money |kind of money )?i could (?:get|buy)\b|\bfor that (?:price|money|kind of money)\b[^.]{0,40}\b(?:would|could|'d|can) (?:just |rather )?(?:get|buy|shop|have|hire|go)\b|\b(?:can'?t|couldn'?t|don'?t) see (?:myself |me |us )?\w+ing\b[^.]{0,30}\bat [$€£]\s?\d|\ba (?:bit of a |real )?stretch\b|\bmakes? my eyes water\b|\b(?:wouldn'?t|won'?t|can'?t|doesn'?t|don'?t) stretch\b|\b(?:i'?d|i would) expect (?:more|a lot more|better|something)\b|\bis more than\b(?! (?:i|we) (?:\w+ )?(?:use|need|drink|eat|read|watch|wear))|\b(?:silly|crazy|ridiculous|hard|tough|insane) (?:to )?(?:spend|spending|pay|paying)\b|\bnot [$€£]?\d[\d,.]*k? (?:\w+er|better|more)\b|\bmore than (?:i|we)\b(?! (?:\w+ )?(?:use|need|drink|eat|read|watch|wear|get through|go through|could (?:use|eat|drink)))|\bunreasonable\b|\b\w+'s a lot\b(?! of (?!money|cash))|\beats? (?:into |up )?(?:my|our|the) (?:margins?|profits?|budget)\b|\b(?:i|we) (?:could|can) (?:buy|get|make|grow)\b[^.]{0,50}\bfor (?:pennies|nothing|free|next to nothing|a fraction|half|less)\b|\bpricier\b|\b(?:have|has|got) [^.]{1,40}\blying around\b|\bwin the lottery\b|\b(?:rent'?s|rent is|bills are) due\b|\bfor (?:that|this|[$€£]?\d[\d,.]*|\w+ (?:hundred|thousand|grand)|that (?:money|price|kind of money))\b,? (?:i'?d|i would|i) (?:want|expect) it to\b|\b(?:would|'d) (?:need|have) to do (?:a lot |much |way |loads )?more\b|\bnot (?:in|within) (?:my|our|the) budget\b|\b(?:no|pass|never|nope|nah)\b[^.]{0,20}\bat (?:that|this|those) (?:price|money)\b|\bcrazy money\b|\bpriced for (?:people|folks|someone) (?:with|who)\b|\bmade of money\b|\bmoney (?:doesn'?t|does not) grow on trees\b|\bhaving a (?:laugh|giraffe)\b|\bover my head,? price\b|\b(?:a )?(?:real |big |huge |serious )?chunk of (?:that|my|our|the)\b|\bnot (?:at|for) (?:[$€£]\s?\d|(?:\w+[- ])?(?:ten|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|grand|thousand)\b)|\bcosts? (?:me |us )?(?:about |roughly |maybe |like |only )?(?:a third|a quarter|half|a fraction) of (?:that|this|the price|it)\b|\b(?:drops?|dropping|comes? down|coming down|goes? down|falls?|falling)\b[^.]{0,60}\b(?:i'?d|i'?ll|so i|i will|i would) (?:just )?wait\b|\bwhen (?:the )?(?:\w+ )?prices? (?:comes?|goes?) down\b|\b(?:feels? like|is|'s) a con\b|\bbait[- ]and[- ]switch\b|\bwhere they get you\b|\bper[- ](?:seat|head|user)\b[^.]{0,30}\b(?:is the problem|kills it|is where|adds up)\b|\bpaying for (?:people|seats|users|staff|folks) who\b|\b(?:would|'d) have to be (?:twice|two times|three times|much|a lot|way) (?:as good|better)\b|\b(?:don'?t|can'?t) see why (?:i|we|anyone)(?:'d| would)? pay\b|\bmore for (?:much |pretty much |basically )?the same\b|\bmy (?:whole|entire) \w+(?: \w+)? (?:was|cost)\b|\bback of the sofa\b|\bat (?:this|that) price\b[^.]{0,30}\b(?:better|rather|cheaper)\b|\blaugh (?:me|us) out of\b|\b(?:is|'s) a (?:no|non-starter|hard no)\b(?!-)|\bshould (?:be included|come with it|be free)\b|\b(?:monthly|fee|plan|subscription|price|cost)\b[^.]{0,40}\bputs? (?:me|us) off\b|\b(?:feels?|seems?|sounds?|looks?) like (?:a lot|too much|a lot of money|a fortune)\b|\bhad to (?:read|look at) (?:that|it) twice\b|\bdouble[- ]take\b|\bnearly (?:fell|choked|spat)\b|\b(?:can'?t|couldn'?t|don'?t) see (?:myself|me|us) (?:paying|spending|forking out|shelling out)\b|\b(?:pric\w*|costs?|fees?|subscriptions?)\b[^.]{0,40}\b(?:hard|tough|difficult) sell\b|\b(?:big|huge|massive) (?:jump|step|leap) (?:up )?from\b|\b(?:paying|pay|spend(?:ing)?) [^.]{1,40} when (?:my|our|a|the) [^.]{1,40}\b(?:was|were|cost|costs|is|are) (?:only |just )?(?:[$€£]?\d|free|nothing|a (?:tenner|fiver)|(?:ten|twenty|thirty|forty|fifty|sixty)\b)|\bwait (?:for|till|until) (?:it to (?:go|come) (?:on|down) |a |the )?(?:sale|discount|price drop|black friday|the price to (?:drop|come down))\b|\bwho(?:'?s| is| would be| would| will)? (?:actually |really )?(?:paying|going to pay|gonna pay|pays?) (?:that|this|those)\b|\bdo (?:people|folks|you) (?:actually |really )?pay (?:that|this)\b|\b(?:that'?s|it'?s|that is|it is) more than (?:my|our|a|the|what)\b|\b(?:have|need|needs|has) to come down\b(?! to| here| and| with)|\b(?:comes?|came|coming) down (?:a lot|a bit|in price|to (?:about |around )?(?:[$€£]?\d|a |one |two |three |four |five |ten |twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred))|\bunless (?:it|the price) comes? down\b|\bsilly money\b|\b(?:daylight |highway )?robbery\b|\bpremium pric(?:e|ing) for\b|\b(?:price|cost|fee|subscription)s?\b[^.]{0,25}\b(?:would|will|does|'d) (?:stop|put off) (?:me|us)\b|\b(?:price|cost|fee)s? (?:is|would be|'s) (?:the|a|my|our) (?:sticking point|deal-?breaker|barrier|stumbling block)\b|\bout of (?:reach|my reach)\b|\b(?:want|need|like|prefer) (?:a |the )?cheaper (?:version|model|option|tier|plan|one)\b|\bsave up for\b|\bpaying (?:full (?:whack|price)|that much|that|it)(?: (?:myself|ourselves))?,? no\b|(?:[$€£]\s?\d|\b(?:dollars?|bucks|quid|pounds?|euros?))\b[^.]{0,25}\b(?:that )?(?:hurts|stings|puts (?:me|us) off)\b|\bnot (?:the )?full (?:price|whack|amount|[$€£]\s?\d)|\b(?:money|price|cost|fee|prices|costs|fees)\b[^.]{0,25}\b(?:holding (?:me|us) back|puts? (?:me|us) off|hurts|stings)\b|\bthat'?s the (?:bit|part|thing) that (?:puts? (?:me|us) off|hurts|stings)\b|\b(?:hard|tough|difficult) to swallow\b|\b(?:never|not|n'?t|no)\b[^.]{0,50}\bat (?:that|this|those|the full|full) (?:price|money|cost)\b|(?:[$€£]\s?\d|\b(?:quid|dollars|bucks|pounds|euros|a month|a year|a week|price|fee))[^.]{0,40}\b(?:isn'?t|is not|ain'?t) happening\b|\bnot sure (?:it'?s|it is|that'?s)\b[^.]{0,40}\b(?:dollars?|pounds?|quid|euros?|grand|bucks)[- ]better\b|\b(?:pay|paying|the price|the fee|the subscription|the monthly)\b[^.]{0,90}\b(?:is where it falls apart|sticks in my throat|is the (?:problem|catch|sticking point)|kills it)\b/g;
const OK =
  /\bworth (?:it|the (?:money|price|cost|investment|extra)|every|paying|that)\b|\b(?:good|great|fair|decent) deal\b|\bgood value\b|\bno complaints\b|\b(?:about|roughly|pretty much|exactly|around) what i (?:expected|thought|figured)\b|\bgreat value\b|\bdecent value\b|\bvalue for money\b|\ba steal\b|\bbargain\b|\binexpensive\b|\bnot bad for\b|\bpay that\b|(?<!rather )\bspend that\b|\bpay (?:this|the) price\b|\b(?:happy|willing|glad) to pay\b|\bprice is (?:right|fine|ok|okay|good|great|fair|reasonable|not bad)\b|\bpays? for (?:itself|themselves)\b|\bnot (?:outrageous|crazy|insane|extortionate|terrible|horrible|a rip-?off|unreasonable|a lot)\b|\bnot (?:too|that|overly|crazy|very|super|all that) (?:expensive|bad|much|pricey|steep|high)\b|\b(?:is|'s) (?:nothing|peanuts) (?:for|compared|next to|against|beside)\b|\b(?:i'?d|i would|happy to|willing to) (?:happily |gladly )?pay more\b|\bspot on\b|\bcan'?t argue with\b|\bpeanuts\b|\bcheap as chips\b|\bwell[- ]priced\b|\bpriced (?:right|well|fairly)\b|\bcan afford\b|\bwithin (?:my|our) budget\b|\bfits (?:in |within )?(?:my|our) budget\b|\baffordable\b|\bcheap\b(?![- ](?:looking|plastic|feel|made|build|materials|knock))|\bfair(?:ly priced)?\b(?! enough)|\breasonabl[ey]\b|\bjustif(?:y|iable|ied)\b|\bcompetitive(?:ly priced)?\b|\bno-?brainer at\b|\bcheaper than\b|\bless than (?:a|an|one|my|what|the|i|half)\b|\b(?:is|'s|seems|sounds|feels) (?:totally |perfectly |pretty |quite |more than |about |just )?(?:fine|ok|okay|doable|manageable|right)\b|\bfor what (?:it does|you get)\b|\bcosts? (?:me|us) more than (?:that|this|it)\b|\b(?:wouldn'?t|doesn'?t|won'?t) (?:bother|worry|faze) (?:me|us)\b|\b(?:i|we) (?:already |probably |easily |happily )?(?:pay|spend|lose|waste|burn|throw away) more than (?:that|this|it)\b|\bcomes? (?:out )?to the same (?:money|thing|amount)\b|\b(?:my|our|the) [\w ]{1,30} costs? (?:me |us )?(?:a lot |far |way |much )?more than\b|\bcosts? (?:a lot |far |way |much )?more than (?:that|this)\b|\bcan'?t complain\b|\bthat'?s (?:about |roughly |exactly |just )?what (?:i|we) (?:already )?(?:pay|spend)\b(?! (?:my|our|a|an|the|someone|somebody)\b[\w ]{0,20}\bfor\b)|\b(?:it'?s|that'?s|is) paid for\b|\b(?:easily|happily|gladly|no problem)\b|\b(?:is|'s|seems|looks|sounds) (?:pretty |fairly |quite |about |very )?(?:normal|standard|typical)\b|\bthe going rate\b|\bin line with\b|\babout what (?:i'?d|i would|you'?d) expect\b|\bhappy with (?:that|it|the price)\b|\bfine by (?:me|us)\b|\bcan live with (?:that|it)\b|\bprice be damned\b|\bwhatever (?:it|the price) costs\b|\b(?:couldn'?t|can'?t) (?:make|get|buy|cook|do) [^.]{0,30} for that\b|\b(?:that'?s|it'?s) a no-?brainer\b|\b(?:i|we) (?:already )?(?:spend|pay|blow) (?:nearly |about |roughly |almost |more than )?(?:that|this)(?: much)? on\b|\bworth [$€£]\s?\d|\bworth (?:\w+ ){1,3}(?:bucks|dollars|quid|pounds|euros)\b|\bmoney well spent\b|\bis a saving\b|\ba saving (?:for|to) (?:me|us)\b|\bnumbers? (?:work|works|add up|stack up)\b|\b(?:i'?m|we'?re|i am|we are) (?:already )?(?:paying|spending) (?:nearly |about |roughly |almost |more than |the same as )?(?:that|this|as much)\b|\b(?:is|'s|seems|sounds|looks) (?:actually |pretty |quite |really |very )?(?:decent|good|great)\b|\b(?:it'?s|that'?s|is) nothing\W*$|\bworks? out (?:about |roughly |pretty much |more or less )?(?:the same|cheaper|less)\b|\b(?:be|it'?s|that'?s) a wash\b|(?<!rather )\b(?:charges?|costs?|pays?|spends?|spent)\b (?:me |us |you )?(?:that|the same|as much|more|twice (?:that|as much)|double(?: that)?)(?: (?:per|a) \w+)? (?:for|on)\b/g;
// Soft words ("fair", "reasonable") are about the price only when money is in sight.
const SOFT =
  /^(?:the going|in line|happy with|it'?s nothing|that'?s nothing|easily|happily|gladly|no problem|spot on|can'?t argue|peanuts|fair|fairly priced|reasonabl|justif|competitive|cheap$|less than|is|'s|seems|sounds|feels|for what)/;
const MONEY_CONTEXT =
  /\b(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|grand|quid|tenner|fiver)\b|\bpric|\bcost|[$€£]|\bpay|\bmoney|\bdollars?\b|\bbucks\b|\bvalue\b|\bbudget|\bsubscription|\bfee\b|\bworth|\bafford|\bspend|\d|\bmonth/;
// A cap on what one would pay: "I'd pay 150 at most", "no more than $20", "fifty dollars, tops".
const WILLING =
  /\b(?:i'?d|i would|i could|i can|we'?d|i'?d be willing to|willing to|happy to|i might|i'?d maybe|i'?d probably) (?:\w+ )?(?:pay|spend|do|go (?:up to|to|for))\b|\btops\b|\bat most\b|\bat the most\b|\bmax(?:imum)?\b|\bno more than\b|(?<!adds? )\bup to\b|\bwant (?:it|them|one) (?:under|below|closer to|around|at|for)\b|\bhappier (?:at|around|with|nearer|closer)\b|\b(?:under|below) (?:about |around )?(?:[$€£]\s?\d|\d|(?:a|one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred)\b)|\bthe most i'?d\b|\bwould be my (?:limit|max|ceiling|cap)\b|\bmy (?:limit|ceiling|cap) (?:is|would be)\b|\btop out\b|\bmore like\b|\bcloser to\b|\bsomething like\b|\bsweet spot\b|\bat [$€£]?\d[^,.]*,\s*(?:sure|yes|absolutely|definitely|why not)\b/;
const PAY_NEGATED =
  /\b(?:don'?t|can'?t) see why (?:i|we)(?:'d| would)? pay\b|\b(?:wouldn'?t|won'?t|would not|will not|not|never|couldn'?t|can'?t) (?:\w+ )?(?:buy(?:ing)?|pay(?:ing)?|spend(?:ing)?|drop(?:ping)?|shell(?:ing)? out|fork(?:ing)? out|approve|sign off on|justify)\b/;

function restatesPrice(l: string, q: QuestionInfo): boolean {
  if (/\b(?:hundreds|thousands|grand)\b/.test(l)) return true;
  const amounts =
    q.intent === 'price'
      ? findNumbers(l)
          .filter((n) => !n.weak)
          .map((n) => n.value)
      : moneyAmounts(l);
  return q.briefPrice !== null && amounts.some((a) => a >= q.briefPrice!);
}

/** The reaction the clause's words give the price, amounts aside. */
export function wordsReaction(c: Clause, q: QuestionInfo): PriceReaction | null {
  const l = c.lower;
  let last: { value: PriceReaction; at: number } | null = null;
  const note = (value: PriceReaction, at: number) => {
    if (!last || at >= last.at) last = { value, at };
  };
  for (const m of l.matchAll(HIGH)) {
    if ((m[0] === 'too much' || /a lot$|^(?:that'?s|it'?s|that is|it is) more than/.test(m[0])) && !MONEY_CONTEXT.test(l) && q.intent !== 'price' && q.intent !== 'amount')
      continue; // "on a tablet too much"
    // "It's a no from me" refuses the price only when money is named in the clause.
    if (/a (?:no|non-starter|hard no)$/.test(m[0]) && moneyAmounts(l).length === 0) continue;
    if (m[0] === 'not cheap') note('too_high', m.index);
    else note(isNegatedAt(l, m.index, 3) && !/^(?:too |in this|not |unless |wait |made of |money )/.test(m[0]) ? 'acceptable' : 'too_high', m.index);
  }
  const objections = [...l.matchAll(HIGH)].map((m) => [m.index, m.index + m[0].length]);
  for (const m of l.matchAll(OK)) {
    if (objections.some(([a, b]) => m.index >= a! && m.index < b!)) continue; // "hard to justify"
    if (/^not /.test(m[0])) {
      note('acceptable', m.index);
      continue;
    }
    // "That's fair." on its own is the verdict on what was just said about the money.
    const verdict = /^(?:that'?s|it'?s) (?:fair|reasonable)\W*$/.test(l);
    if (SOFT.test(m[0]) && !verdict && !MONEY_CONTEXT.test(l) && q.intent !== 'price' && q.intent !== 'amount') continue;
    // "It's nothing", "looks decent" speak of the price only when the price is the question.
    if (/nothing\W*$|(?:decent|good|great)$/.test(m[0]) && q.intent !== 'price' && q.intent !== 'amount') continue;
    if (m[0] === 'fair' && /\bto be fair\b|\bfair enough\b|\bfair (?:point|question)\b/.test(l)) continue;
    // "wouldn't pay that", "not worth it", "not sure it's worth it": a denied or doubted approval is a price objection.
    const doubted = /\b(?:not sure|unsure|doubt|don'?t know if|wonder if|questionable whether)\b[^,.]*$/.test(l.slice(0, m.index));
    note(isNegatedAt(l, m.index, 4) || doubted ? 'too_high' : 'acceptable', m.index);
  }
  // "€3,900 is what we paid for our first car": the price said to be what something else costs.
  if (!last && /\d[^,.]* is (?:about |roughly |basically |exactly )?what (?:\w+ ){0,3}(?:costs?|paid|pays?|spent|spends?)\b/.test(l)) return 'too_high';
  if (!last && addsItUp(l, q)) return 'too_high';
  // "Seventy-nine dollars for a pot?": a price said back as a question is an objection.
  if (!last && /\?\s*$/.test(l) && /[$€£]\s?\d|\b(?:dollars|bucks|euros|pounds)\b/.test(l)) return 'too_high';
  // "..., but $1,295 is a mortgage payment for us", "Twenty-four hundred is our summer holiday": the
  // price said back and likened to something big, with no word of approval, is an objection.
  if (!last && (q.intent === 'price' || c.contrast) && restatesPrice(l, q) && /\b(?:is|'s|are|into|over|looks|seems|feels)\b/.test(l)) return 'too_high';
  return last ? (last as { value: PriceReaction }).value : null;
}

// The price added up out loud: "that's seventeen hundred a year", "this would cost me almost eight hundred
// the first year", "over two years that's almost five hundred bucks all in".
const ADDED_UP =
  /\b(?:that'?s|is|comes to|works out (?:at|to)|call it|(?:would|will|'d) cost (?:me|us))\s+(?!only\b|just\b)(?:nearly |almost |over |about |roughly |more than |well over )?/g;
const ADDED_UP_TAIL = /^[^.]{0,25}?\b(?:a|per|every|each) (?:year|month)\b|^[^.]{0,25}?\b(?:all in|upfront|up front|in total|the first year|a head)\b/;

function addsItUp(l: string, q: QuestionInfo): boolean {
  if (q.briefPrice === null) return false;
  return [...l.matchAll(ADDED_UP)].some((m) => {
    const rest = l.slice(m.index + m[0].length);
    const amount = findNumbers(rest)[0];
    return amount !== undefined && amount.start === 0 && amount.value > q.briefPrice! * 1.5 && ADDED_UP_TAIL.test(rest.slice(amount.end));
  });
}

/** "Four hundred. For rice.": the price said alone, then what it buys, as a scoff in two breaths. */
function scoffedInTwo(c: Clause, next: Clause | undefined, q: QuestionInfo): boolean {
  if (!next || q.intent === 'amount' || q.briefPrice === null) return false;
  const said = findNumbers(c.lower)[0];
  const bare = said !== undefined && /^\W*$/.test(c.lower.slice(0, said.start).replace(/^(?:a|an)\s+/, '')) && /^[\s\w]{0,12}\W*$/.test(c.lower.slice(said.end));
  return bare && Math.abs(said.value - q.briefPrice) <= q.briefPrice * 0.1 && /^for (?:a |an |some |the )?[\w' -]{1,25}[?.!]*\s*$/.test(next.lower);
}

function amountReaction(c: Clause, q: QuestionInfo, answersAmount: boolean): PriceReaction | null {
  const l = c.lower;
  const amount = amountPerBriefPeriod(l, { amount: q.briefPrice, period: q.briefPeriod });
  if (q.briefPrice === null || amount === null) return null;
  // "I wouldn't pay $400" objects to the price; "I wouldn't pay more than 150" names a cap.
  if (PAY_NEGATED.test(l) && !/\b(?:more than|over|above|beyond)\b/.test(l)) return 'too_high';
  // "Four hundred is more than I'd spend on anything I could lose" sets the price above the speaker's limit.
  if (/\bmore than (?:i|we)(?:'d| would| want| can| could)\b/.test(l) && amount >= q.briefPrice) return 'too_high';
  if (!answersAmount && !WILLING.test(l)) return null;
  return amount < q.briefPrice ? 'too_high' : 'acceptable';
}

/**
 * The reaction to the price, per clause: only the last clause that reacts keeps it. An answer
 * settles on one reaction ("not cheap, but not outrageous" is acceptable, not a price worry).
 */
export function priceByClause(clauses: Clause[], q: QuestionInfo, purchases: readonly (PurchaseIntent | null)[]): (PriceReaction | null)[] {
  // On a willingness-to-pay question the first amount named is the answer; later ones are asides.
  const answering = q.intent === 'amount' ? clauses.findIndex((c) => amountNamed(c.lower) !== null) : -1;
  const each = clauses.map((c, i) =>
    // "I honestly don't know if that's a lot": not knowing what such things cost is no reaction.
    UNKNOWING.test(c.lower) && !amountNamed(c.lower)
      ? null
      : (amountReaction(c, q, i === answering) ??
        (asksForBetterTerms(c.lower, moneyAmounts(c.lower), q.briefPrice) ? 'too_high' : null) ??
        wordsReaction(c, q) ??
        comparedPrice(c, q) ??
        priceSaidBack(c, q) ??
        (scoffedInTwo(c, clauses[i + 1], q) ? 'too_high' : null)),
  );
  // An amount below the price answers the question; what follows gives the reasons ("Five pounds. That's what I pay now").
  if (answering >= 0 && each[answering] === 'too_high') return each.map((_, i) => (i === answering ? 'too_high' : null));
  const last = each.findLastIndex((v) => v !== null);
  // "For €39? Without even thinking about it.": the price said back as a question, then taken, is accepted.
  if (each[last] === 'too_high' && /\?\s*$/.test(clauses[last]!.lower) && purchases.slice(last + 1).includes('yes')) each[last] = 'acceptable';
  return each.map((v, i) => (i === last ? v : null));
}
