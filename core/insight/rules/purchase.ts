// Stated intent to buy, use, subscribe or try, read clause by clause: a purchase verb in a would/will
// frame, then its negation, hedge or condition decides yes, no or maybe.
import type { PurchaseIntent } from '../codebook.js';
import { dismissalIn } from './dismissal.js';
import { asksForBetterTerms, isBoosted, isConditional, isHedged, isNegatedAt, TERMS_DROPPED } from './negation.js';
import { moneyAmounts } from './numbers.js';
import { DEFERS } from './stance-words.js';
import { asksIntent, type QuestionInfo } from './question.js';
import type { Clause } from './text.js';

export interface Found<T> {
  value: T;
  clause: number;
}

const REFUSAL =
  /\b(?:not|isn'?t|is not|wasn'?t) (?:really |quite |exactly |made )?for (?:me|us|my|our)\b|\b(?:i'?d|i will|i'?ll|i would|gonna|going to) (?:probably |definitely |just |have to |likely )?pass\b|\bhard pass\b|\bpass on (?:it|this|that)\b|\bno,? thanks?\b|\bnot interested\b|\bcount me out\b|\bnot (?:something|a thing|one) (?:i'?d|i would|i'?m going to|i'?ll|we'?d) (?:buy|get|use|pay|order|try)|\bskip (?:it|this|that)\b|\bnot much (?:point|use)\b|\bnot until\b|\bno point\b|\b(?:save|keep) my money\b|\b(?:i'?ll|we'?ll|i can|we can) manage (?:on (?:my|our) own|myself|without)\b|\bi'?m out\b|\bnot buying\b|\bnot in the market\b|\bwouldn'?t bother\b(?! (?:me|us)\b)|\bwalk (?:right )?(?:past|by) (?:it|them|this)\b|\bnot (?:my|our) (?:call|decision)\b|\bnot up to (?:me|us)\b|\bno (?:real )?reason to (?:switch|buy|change|get|pay|move|try|use)\b|\b(?:isn'?t|is not|not|ain'?t) (?:happening|going to happen|an option|on the cards|on the table)\b|\bnot (?:any ?time soon|anytime soon|right now|for now|this year)\b|\bnot at (?:that|this|the|those) (?:price|cost)\b|\bnot at [$€£]?\d|\b(?:don'?t|do not|can'?t) (?:really |even )?see (?:a|any) (?:reason|need) to\b|\b(?:don'?t|do not|can'?t) (?:really |even )?see the (?:need|point)\b|\b(?:would|will|'d) never (?:allow|risk|let)\b|\btake (?:my|our) chances\b|\b(?:i'?m|we'?re|he'?s|she'?s|they'?re|(?:the|my|our) \w+'?s) (?:perfectly |totally |quite |just |all |well |already )?(?:fine|happy|sorted|covered) (?:with|on) (?:what|his|her|their|my|our|the (?:one|old))\b|\b[a-z]+'s (?:perfectly |totally |quite |just )?(?:fine|happy) (?:with|on) (?:his|her|their)\b|\b(?:i'?m|we'?re|he'?s|she'?s|they'?re) (?:all |well |already )?(?:sorted|covered)(?:,? thanks| really)?\W*$|\b(?:i'?d|i would|we'?d) rather (?:just )?(?:buy|get|use|keep|stick|pay|go|spend|put|save|do it|make|wait|hit|sell|flog|book|walk|cook|borrow|ask|hire|risk|live|stay|take|drive|ride|print|fix|grow)\b|\bnot worth (?:moving|switching|changing|the switch|buying|getting|paying for|it (?:for|to) (?:me|us))\b|\b(?:never|won'?t|wouldn'?t|will not|would not|not going to) (?:\w+ )?(?:approve|sign off on|sign-off on|green-?light)\b|\bnot (?:really )?my (?:thing|cup of tea)\b|\bnot needed\b|^not (?:me|us|for us)\W*$|\b(?:it'?s|it'?d be|that'?s|it would be) a (?:definite |firm |hard |clear )?no\b|\b(?:can'?t|don'?t) see (?:it|that|this) happening\b|^not (?:for|at) (?:[$€£]?\d|(?:one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|a hundred|hundred)\b)|\b(?:i'?m|we'?re) not (?:paying|buying|spending)\b|^\W*not (?:paying|buying|spending|signing)\b|\bnot (?:possible|doable|affordable|feasible|realistic) for (?:me|us)\b|\b(?:would|'d|will|'ll) (?:\w+ )?veto\b|\b(?:never|not|won'?t|wouldn'?t|no way [^.]{0,40}) (?:\w+ )?(?:get|getting|make it|go) past\b|\bnot in this economy\b|\b(?:don'?t|do not|can'?t|cannot) see (?:us|myself|me|my \w+|our \w+) (?:adding|buying|using|getting|paying|switching|signing|ordering|subscribing|bothering)\b|\b(?:don'?t|do not) (?:really )?need (?:it|one|this|that)\b|\b(?:i'?m|we'?re|i am|we are) not (?:moving|switching|changing|migrating|replacing|swapping|trading|giving up|adding|(?:re)?doing (?:all )?(?:that|this|it))\b|(?:^\W*|\b(?:i|we|still|so|and|but|just|honestly|personally|i'?d|we'?d) )(?:wouldn'?t|would not|won'?t|will not|would never|will never|never) (?:\w+ )?(?:pay|spend|fork out|shell out)\b(?! (?:more|over|above|beyond|extra|anything)\b)|\b(?:i'?d|i would|we'?d|we would|i'?ll|we'?ll|i will) (?:probably |just |rather |definitely )?wait(?: (?:for|till|until) [^.]{0,40}\b(?:sales?|promos?|promotions?|discounts?|deals?|offers?|codes?|coupons?|black friday|prime day|version|v2|gen(?:eration)?|model|drops?|come down|comes? down|goes? down|cheaper|on sale|reviews)\b| (?:a (?:year|while|few (?:years|months))|(?:a )?(?:couple|few) (?:of )?(?:years|months))\b|\W*$)|\ba (?:hard|firm|definite|flat|big) no\b|\bnot (?:switching|changing|moving|adding|subscribing|signing up)\b|\bnot (?:even )?an option for (?:me|us)\b|\bso not (?:at )?(?:[$€£]\s?\d|\d|(?:\w+[- ])?(?:ten|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|grand|thousand)\b)|^\W*deal-?breaker\b|\bwhy (?:would|should|'d|will|do|i'?ll) (?:i|we) (?:ever |even |bother |want to |need to )?(?:pay|buy|get|switch|move|bother|spend|change|sign up|subscribe|upgrade)\b|\bwhy would (?:i|we)\W*$|\bwhy bother\b|\b(?:i'?d|we'?d|i would|we would) rather not\b|\b(?:i|we) (?:wouldn'?t|won'?t|would not|will not) (?:change|switch|move|bother)\b|\bany(?:thing)? (?:more|higher|over that|above that) and (?:i'?d|i'?ll|we'?d|we'?ll|i would|i will|it'?s)\b|\bkeep going (?:to|with)\b|\byeah,? nah\b|\bcan'?t see it\W*$|\bnot touching (?:it|that|this)\b|\b(?:so|and) (?:realistically |honestly |probably )?(?:i|we) (?:wouldn'?t|won'?t)\W*$|\b(?:doesn'?t|does not|don'?t|wouldn'?t) make the cut\b|\bnot (?:about to )?start(?:ing)? now\b|\bnot enough to (?:make (?:me|us) )?(?:switch|swap|change|move|buy|pay|upgrade|replace)\b|\b(?:can'?t|cannot|couldn'?t) justify (?:buying|getting|paying|spending|replacing|switching|upgrading|swapping|adding)\b|\b(?:i'?d|i would|we'?d|you'?d|you would) (?:have to )?be (?:mad|crazy|nuts|insane|daft|bonkers|barmy|an idiot|a fool|stupid|out of my mind) to (?:pay|spend|buy|fork out|shell out|sign)\b/;
// Keeping what one has is a refusal only as a choice ("I'd stick with my kettle"), not as a habit.
const KEEP =
  /\b(?:stick|stay|staying|sticking) (?:with|to)\b|\b(?:i|we)(?:'ll| will|'d| would) (?:just )?(?:stay|stick) on\b|\bcarry on (?:with|as)\b|\bmanage as (?:we|i) (?:are|am)\b|\bkeep (?:him|her|it)\W*$|\bleave it at that\b|\b(?:put|spend) (?:the |that |my |our )?(?:[$€£]\s?[\d,.]+|money|cash)? ?(?:towards|on) [^.]{1,60}\binstead\b|\b(?:we'?re|i'?m) set (?:till|until|for)\b|\bkeep (?:using|doing|my|our|on|those|them|mine|ours|what (?:i|we) (?:have|use|got))\b|\bkeep \w+ing (?:from|with|on|at|by|in|our|my)\b/;
const CHOICE = /'d\b|'ll\b|\b(?:would|will|rather|probably|just|gonna|going to|i'?m happy)\b/;
const ACCEPT =
  /\b(?:it'?s|it'?d be|that'?s|it would be) a (?:definite |firm |solid |clear )?yes\b|\byes,? please\b|\bsign (?:me|us) up\b|\bcount (?:me|us) in\b|\bi'?m in\b(?! (?:the|a|my|for|no))|\b(?:i'?d|we'?d|i would|we would) be in\b(?! (?:the|a|my|for|no))|\btake my money\b|\bwhere do i sign\b|\btake my (?:card|card details|money|order|deposit)\b|\bwhere'?s the (?:form|button|link|sign-?up)\b|\bgive me a start date\b|\b(?:start|open|send|ship|book|set up|sign) (?:me |us )?(?:one|the trial|it|my|an? \w+)\b[^.]{0,40}\b(?:today|tonight|right now|tomorrow)\b|\bi'?ll take the \w+ one\b|^today,? please\b|\bone for (?:the|my|me|each)\b[^.]*\bplease\b|\bi'?m sold\b|\bfirst in line\b|\bi'?ll take (?:one|it|two)\b|\bi want (?:one|this|it)\b|\b(?:wouldn'?t|would not|can'?t|couldn'?t) say no\b|\bwouldn'?t mind (?:one|it|trying|getting|having|buying|using|giving)\b|\bin a heartbeat\b|\bwhere can i (?:get|buy|order)\b|\bwhy not\W*$|\bcan'?t wait to (?:try|get|buy|use|order|start|sign|have)\b|\b(?:dying|itching|eager) to (?:try|get|buy|use)\b|\beasy yes\b|^done\W*$|\bwithout (?:even )?(?:thinking|a second thought|hesitat\w*|blinking)\b|\bno[- ]brainer\b(?! (?:at|if|for))/;
// The nearest subject before a verb: "I'd worry they'd refuse to use it" is the cats' use, not mine.
const SUBJECT =
  /\b(?:who|anyone|everyone|people|students|parents|kids|families|most|\w+ers|i|we|my (?:team|company|business|family|household)|our (?:team|company|business|family|household)|you|they|he|she|it|my \w+|our \w+)\b(?!.*\b(?:i|we|you|they|he|she|it|my|our)\b)/;
const FIRST_PERSON = /^(?:i|we|my (?:team|company|business|family|household)|our (?:team|company|business|family|household))$/;
const VERB =
  /\b(?:buy|buying|purchase|purchasing|order(?! to)|ordering|subscribe|subscribing|sign up|signing up|sign on|try(?! to)|trying(?! to)|use|using|get (?:one|it|this|that|a |an |the |them|some|my hands)|getting (?:one|it|this|a )|pay(?:ing)? (?:for (?:it|this|one|that|them|premium|the \w+)|[$€£]|\d|it\b|that\b(?! (?:much|kind|sort|amount))|the\b)|go for (?:that|this|the)\b|join(?! (?:the dots|in|forces|up the))|go (?:pro|premium|plus|yearly|annual|monthly)\b|take (?:the |a |an )?(?:\w+ )?(?:plan|tier|option|version|subscription|package|membership|pass|trial|deal|offer|bundle)\b|trial (?:it|this|one)\b|switch(?:ing)?(?! off)|pick (?:one |it |this |that )?up|grab (?:one|it|a)|invest in|adopt|pre-?order|give (?:it|this|that) a (?:try|shot|go|whirl)|check (?:it|this) out|download|install|book (?:one|it|a|the|that|this|us|me|in)\b|book\W*$|roll (?:it |this )?out|consider (?:it|this|one|getting|buying|trying)|enrol+|enroll|start (?:it|using|with it|on it)|stock (?:up|the|my)|deploy|go for it|do (?:one|it)(?! (?:myself|ourselves|by hand))|spring for|splurge on|shell out)\b/g;
const FRAME =
  /'d\b|'ll\b|\b(?:would|will|going to|gonna|want to|wanna|plan to|planning to|like to|love to|happy to|keen to|tempted to|consider|considering|definitely|probably|might|may|could|likely|ready to|willing to|can see myself|see myself|i'?m|would be|wouldn'?t|won'?t|never|shall)\b/;

const WANTED =
  /\b(?:i'?ve|we'?ve|i have|we have) been (?:looking for|wanting|meaning to (?:get|buy)|after|waiting for|saving for) (?:one|something like (?:this|that|it)|this|exactly this|a \w+ like (?:this|that))\b|\b(?:was|were) (?:going|about|planning) to (?:buy|get|replace) (?:one|a new one|ours|mine|it|them) anyway\b|\b(?:my|our) (?:old )?(?:\w+ ){1,2}(?:just |finally )?(?:died|broke|gave up|packed in)\b/;
// Lacking what the idea needs: "I don't even own a car" (not "I don't have a good system").
const LACKS =
  /\b(?:i|we) (?:don'?t|do not) (?:even )?(?:have|own|drive|keep) (?:a|an|any)\b(?! (?:good|better|proper|real|great|decent|way|system|solution|problem|clue|idea|concerns?|issues?|worr\w*|reason|lot|strong|preference|budget|time|complaints?|doubts?|hesitations?)\b)/;

// A step still to take before deciding: "I'd want to try it for a few weeks first", "I'd need to see
// their security posture", "before switching her diet".
// Asking what it would take: "What would make you switch?", "What would change your mind?".
const WHAT_WOULD_MAKE =
  /\bwhat would (?:make|get|convince|persuade) you (?:to )?(?:buy|switch|sign|try|use|pay|join|book|order|subscribe|move|change|give)|\bwhat would (?:it take|change your mind)\b/;
// Drawn but undecided: "I'd be tempted", "Genuinely tempted.", "I'm interested", "39 vs 180 every time... tempting."
const LEANING =
  /\b(?:i'?d be|i'?m|we'?re|we'?d be|i am|we are|i would be|genuinely|very|quite|really|definitely|pretty|seriously|sorely) (?:\w+ )?(?:tempted|interested)\b|^\W*tempted\b|^(?:\.+\s*)?(?:very |quite |pretty |mighty )?tempting\W*$/;
const TRIAL_FIRST = /\bfirst\W*$|\bif at all\b|\btrial\b/;
const PRECONDITION =
  /(?:\b(?:i'?d|i would|we'?d|we would|i'?ll|i will)|^(?:would|'d)) (?:need|want|have|like) (?:to (?:see|know|check|try|read|hear|test|talk|ask|understand|compare|taste|sample|look)|my|our|some|a (?:free )?(?:trial|demo|sample))\b|\bbefore (?:i|we) (?:buy|commit|sign|switch|pay|subscribe|order)|\bbefore (?:buying|committing|switching|changing|signing|paying|subscribing|ordering)\b|\b(?:start|begin) with (?:a|the) (?:trial|free|demo|sample|month)|\band see\b|\b(?:and|then) decide\b|\bbefore deciding\b|\bsee how it goes\b|\b(?:i'?d|i would|i'?ll|i will) (?:bring|take|pitch|show|suggest|propose|raise|put) (?:it|this) (?:to|with|before) (?:the|my|our)\b/;
// A short clause that is an answer on its own, or a verdict at the end: "..., so no."
const VERDICT_END = /(?:\b(?:so|then|and|but)|,),? (no way|no chance|not a chance|hard pass|no|yes|maybe|probably|sure|definitely|absolutely|nope)\W*$/;
const CLOSING_NO = /^(?:just |so,? |mate,? |lol,? )?(?:no|nah|nope|no way|no chance|not a chance|hard no|hard pass|pass|not happening)\W*$/;
const VERDICT: Record<string, PurchaseIntent> = {
  no: 'no',
  nope: 'no',
  'no way': 'no',
  'no chance': 'no',
  'not a chance': 'no',
  'hard pass': 'no',
  maybe: 'maybe',
  probably: 'maybe',
  yes: 'yes',
  sure: 'yes',
  definitely: 'yes',
  absolutely: 'yes',
};

const LEAD_NO =
  /^(?:(?:i )?doubt it|no|nope|nah|pass|hard pass|not yet|i'?ll pass|not me|not really|probably not|unlikely|not a chance|not likely|definitely not|absolutely not|not at all|not for me|no way|highly unlikely|very unlikely|not very likely|i (?:would|will)n'?t|i won'?t|i (?:would|will) (?:not|never)|never(?! again))\b/;
const LEAD_MAYBE =
  /^(?:i (?:think|reckon|guess|suppose) so|i'?d be tempted|i'?m tempted|tempted|maybe|possibly|perhaps|probably|likely|it depends|depends|not sure|i'?m not sure|unsure|i might|hard to say|could be|somewhat likely|fairly likely|moderately|kind of|sort of|i guess)\b/;
const LEAD_YES =
  /^(?:yes|yeah|yep|yup|absolutely|definitely|sure|of course|for sure|100%|totally|very likely|extremely likely|highly likely|i would(?! not| never)|i will(?! not| never)|(?:i|we)(?:'d| would) pay (?:it|that)\b(?! much)|i'?d say yes|without a doubt|in a heartbeat|oh yes|oh yeah)\b/;

/** A leading yes/no/maybe that answers a purchase question on its own ("Probably not.", "Yes!"). */
export function leadingAnswer(lower: string): PurchaseIntent | null {
  // "For the account managers, yes": a short lead-in names who or what the answer is for.
  const bare = lower
    .replace(/^[\s"'(-]*(?:honestly|well|hmm+|oh|um+|uh+|so|look|i mean|to be honest|truthfully|obviously|clearly)[,\s]+/, '')
    .replace(/^for [\w' -]{1,40}?,\s*(?=(?:yes|yeah|no|nope|sure|definitely|absolutely)\b)/, '');
  if (LEAD_NO.test(bare)) return 'no';
  if (LEAD_MAYBE.test(bare)) return 'maybe';
  if (LEAD_YES.test(bare)) return 'yes';
  return null;
}

function clauseIntent(c: Clause, q: QuestionInfo): PurchaseIntent | null {
  const l = c.lower;
  const named = moneyAmounts(l);
  const betterTerms = asksForBetterTerms(l, named, q.briefPrice);
  if (DEFERS.test(l)) return null;
  if (REFUSAL.test(l) || TERMS_DROPPED.test(l) || (KEEP.test(l) && CHOICE.test(l))) return 'no';
  const accept = ACCEPT.exec(l);
  // "Count me in if they deliver on Saturdays": a yes on a condition still to be met is a maybe.
  if (accept) return isNegatedAt(l, accept.index) || betterTerms ? 'no' : isConditional(l) ? 'maybe' : 'yes';
  if (PRECONDITION.test(l)) return betterTerms ? 'no' : 'maybe';
  const leaning = LEANING.exec(l);
  if (leaning && !isNegatedAt(l, leaning.index + leaning[0].length - 1, 6)) return betterTerms ? 'no' : 'maybe';
  // "I'd pay 250 if the roof check is done by a roofer", "Up to 400 if the fitter is insured": the price or more, taken on a condition still to learn.
  const takesPrice = named.length > 0 && (q.briefPrice === null || named.every((a) => a >= q.briefPrice!));
  if (takesPrice && /^(?:i'?d pay |we'?d pay |i would pay |up to |even )?[$€£]?\s?[\w,.-]+(?: \w+)?,? (?:even,? )?(?:if|as long as|provided)\b/.test(l)) return 'maybe';
  for (const m of l.matchAll(VERB)) {
    const before = l.slice(Math.max(0, m.index - 40), m.index);
    // "I could buy a lot of litter for that", "I'd buy a used one": another purchase, not this one.
    if (
      /^\s*(?:\w+\s+)?(?:a lot of|lots of|another(?! one)(?=\s+\w)|a different|a cheaper|a used|a second-?hand|something else|one of those|free|the free|my own|an? (?:[$€£]\s?\d[\d,.]*|[\w-]+-(?:dollar|pound|euro|buck|quid|rupee)))\b/.test(
        l.slice(m.index + m[0].length),
      )
    )
      continue;
    const frame = before.split(/[,;]/).pop() ?? '';
    // "The sleep stories are what I'd actually use" names a feature, it states no intent.
    if (/\b(?:what|which)\s+(?:i|we)(?:'d| would)\s+(?:\w+\s+)?$/.test(frame)) continue;
    const subject = SUBJECT.exec(frame)?.[0];
    if (!FRAME.test(frame) || (subject !== undefined && !FIRST_PERSON.test(subject))) continue;
    if (betterTerms) return 'no';
    const negated = isNegatedAt(l, m.index, 6);
    if (negated) return isConditional(l) && /\bunless\b/.test(l) ? 'maybe' : 'no';
    if ((isHedged(l) || isConditional(l) || TRIAL_FIRST.test(l)) && !isBoosted(l)) return 'maybe';
    return 'yes';
  }
  // "Maybe at half the price." with no verb still prices the purchase out of the offered terms.
  if (betterTerms && (q.intent === 'purchase' || /\b(?:i'?d|i would|i'?ll)\b/.test(l))) return 'no';
  return null;
}

/** Each clause's stated intent (null where it states none); a bare condition after a yes makes it a maybe. */
export function purchaseByClause(clauses: Clause[], q: QuestionInfo): (PurchaseIntent | null)[] {
  const out: (PurchaseIntent | null)[] = [];
  let previous: PurchaseIntent | null = null;
  clauses.forEach((c, i) => {
    let value = clauseIntent(c, q);
    // "I'd just use a notebook" names another purchase; to "would you buy it?" it is the refusal.
    if (dismissalIn(c.lower) && value !== 'no') value = q.intent === 'purchase' ? 'no' : null;
    // A leading "probably" before a rating hedges the number, not an intent ("Probably a 2.").
    const rated = q.scale !== null && /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten)\b/.test(c.lower);
    // "Yes, she'd play with it every night" answers; "No subscription is the point" does not.
    const opensWithAnswer = /^(?:yes|yeah|no|nope|absolutely|definitely)(?:\s*(?:[,.!;]|$)|\s+(?:i|we)(?:'d|'ll| would| will)\b)/.test(c.lower);
    if (asksIntent(q) && !rated && (i === 0 || opensWithAnswer || c.lower.split(/\s+/).length <= 4)) value = value ?? leadingAnswer(c.lower);
    const verdict = VERDICT_END.exec(c.lower);
    // "If it handles slopes, yes": a yes on a condition still to be learned is a maybe.
    if (asksIntent(q) && verdict && !value) value = VERDICT[verdict[1]!] === 'yes' && isConditional(c.lower) ? 'maybe' : VERDICT[verdict[1]!]!;
    // "Twenty. So not twenty-four, no.", "Nineteen a month for the privilege? Nah.", "... Not a chance.": a bare
    // refusal that closes an answer to a question asking no yes or no refuses the idea; so does "Neither" to a
    // choice of how to buy it.
    const closingNo = i === clauses.length - 1 && !q.yesNo && !isConditional(c.lower) && (CLOSING_NO.test(c.lower) || VERDICT[verdict?.[1] ?? ''] === 'no');
    if (!value && (closingNo || (i === 0 && q.choice && /^neither\b/.test(c.lower)))) value = 'no';
    // "Nothing, Marie's been with us ten years" to "what would make you switch?": nothing would.
    if (!value && i === 0 && WHAT_WOULD_MAKE.test(q.lower) && /^\W*(?:honestly,? |really,? )?nothing\b(?! (?:else|much|wrong|beats|compares))/.test(c.lower)) value = 'no';
    // "Pool, but only if they let me use it on personal trips too": the choice made, on a condition still to learn.
    if (!value && (q.choice || asksIntent(q)) && /\bonly if\b/.test(c.lower)) value = 'maybe';
    // "I'd buy it. But only if the reviews hold up."
    if (!value && previous === 'yes' && /^(?:but )?(?:only )?(?:if|unless|as long as|provided|assuming)\b/.test(c.lower)) value = 'maybe';
    out.push(value);
    previous = value ?? previous;
  });
  if (q.intent === 'purchase' && !out.some((v) => v !== null)) {
    const i = clauses.findIndex((c) => /\bdepends\b|\bdepending\b/.test(c.lower));
    if (i >= 0) out[i] = 'maybe';
    // Intent said only by circumstance: "I've been looking for one", "I don't even own a car".
    const want = clauses.findIndex((c) => WANTED.test(c.lower));
    const lacks = clauses.findIndex((c) => LACKS.test(c.lower));
    if (i < 0 && want >= 0) out[want] = 'yes';
    else if (i < 0 && lacks >= 0) out[lacks] = 'no';
  }
  return out;
}

/** The last stated intent wins: the answer's conclusion ("I love it, but I'll pass"). */
export function lastFound<T>(values: (T | null)[]): Found<T> | null {
  for (let i = values.length - 1; i >= 0; i--) if (values[i] !== null) return { value: values[i]!, clause: i };
  return null;
}
