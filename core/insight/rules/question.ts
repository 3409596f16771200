// What the moderator asked: the intent of the question decides how a bare "no" or "nothing" reads
// ("no" to "would you buy it?" is a refusal, to "any concerns?" it is approval) and whether a number
// is a rating, an amount, or just a number.
import { briefPrice as priceOfBrief, briefPriceFor, briefPrices } from '../brief-price.js';
import type { CodeInput, Scale } from '../codebook.js';
import { type ChoiceOption, choiceOptions } from './choice.js';
import { findNumbers } from './numbers.js';
import { normalize } from './text.js';

type QuestionIntent =
  | 'purchase' // would you buy / use / subscribe / try it, how likely...
  | 'amount' // how much would you pay
  | 'price' // what do you think of the price
  | 'concern' // biggest hesitation, concern, what would stop you
  | 'liked' // what do you like most
  | 'recommend' // would you recommend it (not purchase intent by itself)
  | 'usage' // how do you handle it today: habits, neutral by nature
  | 'audience' // who is it for: a description of other people, neutral by nature
  | 'general'; // what do you think of the idea, compare it, rate it

export interface QuestionInfo {
  intent: QuestionIntent;
  /** The scale a rating is read on, when the question asks for one. */
  scale: Scale | null;
  /** A yes/no question ("would you...", "do you..."), so a leading yes or no answers it. */
  yesNo: boolean;
  /** The price the brief states, if any. */
  briefPrice: number | null;
  /** What the brief's price is paid for: 'month', 'week', 'year', 'user'..., null when one-off or unsaid. */
  briefPeriod: string | null;
  /** Every amount the brief states ("$189 plus $30 filters" is 189 and 30). */
  briefAmounts: number[];
  /** The period the question asks an amount in ("what would you pay per year?"), or null. */
  askedPeriod: string | null;
  /** Asks whether, or how likely, they would buy or pay at the stated price ("would you pay $89 a month for it?"). */
  atPrice: boolean;
  /** The head count the question or brief names ("your 10-person team"), for a per-user price; null when none. */
  heads: number | null;
  /** Asks how they would rather pay ("monthly or yearly?", "upfront or finance it?"), not what they think of the price. */
  choosesPayment: boolean;
  /** Asks them to pick one of two or more options ("the app or the checks?", "would you rather X or Y?"). */
  choice: boolean;
  /** A choice question's options, each marked as the idea or the alternative where they differ; null for other questions. */
  options: ChoiceOption[] | null;
  lower: string;
}

const AMOUNT =
  /how much (?:would|will|do|could|might|are) you (?:\w+ )?(?:\w+ )?(?:pay|spend|budget|expect|be willing)|(?:the )?most (?:you'?d|you would|you'd be willing to|you are willing to) (?:pay|spend)|what (?:price|would you pay|would you spend|is a fair price|do you think is fair)|what would (?:your|the|our) [\w -]{1,25} (?:pay|spend|budget)\b|price point|willing to (?:pay|spend)|what(?:'s| is| would be) (?:a |the )?(?:fair|right|reasonable|max(?:imum)?) (?:price|amount|cost)|how much (?:is it|is this) worth|what would (?:it|this|that) (?:need|have) to cost|what (?:would|do) you (?:expect|be willing|be happy|want) to (?:pay|spend)|what would you expect [^?]{0,40}\bto cost|how much (?:do|would) you (?:expect|think)/;
const PRICE =
  /[$€£₹]\s?\d|\b(?:dollars|pounds|quid|euros|bucks|rupees|cents|pence)\b|\d\s?(?:%|p\b)|\bprice|\bpricing|\bcost|\bexpensive|\bafford|\bpay\b|\bworth (?:it|the)|\bvalue for|\b(?:good|fair|great|poor) value\b|\bsubscription fee|\bfee\b/;
const CONCERN =
  /concern|hesitat|worr|downside|drawback|put(?:s|ting)? you off|stop you|hold(?:s|ing)? you back|keep(?:s)? you from|deal.?breaker|reservation|doubt|\brisk|what would make you (?:not|hesitate)|problem with|dislike|don'?t like|least|give you pause|skeptic|sceptic|red flag|worst|missing|what'?s wrong|turn(?:s)? you off|negative/;
const LIKED =
  /like (?:most|best|about)|\bwhich (?:features?|parts?|aspects?|bits?)\b.*\blike\b|\bwhat (?:features?|parts?|aspects?)\b.*\blike\b|favou?rite (?:thing|part|feature|aspect)|appeal|excit|stand(?:s)? out|most useful|best (?:part|thing|feature)|valuable|what do you love|most interesting|draw(?:s)? you/;
const RECOMMEND = /recommend|tell (?:a )?friends?|\brefer\b/;
const AUDIENCE =
  /\bwho (?:do you think |would you say )?(?:it'?s|this is|is (?:it|this)|it is|this would be|they'?re|they are) (?:\w+ )?(?:for|aimed at|made for)\b|\bwho(?:'s| is) the (?:target|audience|customer|market)\b|\bwho (?:would|might|will|could) (?:\w+ )?(?:use|buy|want|benefit|need|love)\b|\bwho (?:do|would|can|could) you (?:see|imagine|picture) (?:\w+ )?(?:using|buying|wanting|needing)\b|\bwhat (?:kind|sort|type) of (?:people|person|customers?|users?|business(?:es)?|compan(?:y|ies)|firms?)\b/;
const PURCHASE_VERB =
  /\b(?:buy|purchase|order|subscribe|sign (?:\w+ ){0,2}up|signing up|enrol|enroll|try|use|using|get one|pay for|switch|adopt|pre-?order|install|download|book|replace|upgrade|invest|choose|pick|go for|get (?:it|this|one)|give (?:it|this) a (?:go|try|shot)|join|lease|rent|hire|trial|list (?:your|their|it|them|one)|move forward|go ahead|keep paying|give (?:it|this|one|them) as a gift|add (?:it|this|them|one|\w+) to (?:your|the)|stock|pilot|approve|sign off on|budget for|send (?:your|their) \w+|put (?:your|their) \w+ (?:on|in|through)|roll (?:it|this|them) out|take (?:it|this|one|them) (?:on|out)|become a (?:member|customer|subscriber))\b/;
const INTENT_FRAME =
  /\b(?:would|will|could|do|are|might) you(?:r (?:household|family|team|company|business|firm|club|school|practice|partner|kids?))?\b|how likely|likely (?:are you|would you|to)|see yourself|interested in|consider|chance (?:you|that you)|plan to|intend/;
const USAGE =
  /\b(?:how|what) do you (?:currently|usually|normally|typically|handle|manage|deal|do|cook|make|use|track|keep|get|buy|pay|choose|find|organi[sz]e|store|feed|clean|plan)\b|\b(?:currently|nowadays|these days|right now|at the moment|today)\b|how often do you|what do you use|tell (?:me|us) about (?:how|your)|walk (?:me|us) through|describe your|what(?:'s| is) your (?:current|usual|typical)|\b(?:how|what) do(?:es)? (?:you|your \w+) .{0,40}\b(?:now|today|currently|usually|these days|at the moment)\b/;
const YES_NO = /^(?:\W*)(?:would|will|do|does|did|are|is|was|have|has|could|can|should|might)\b/;

// "on a scale of 1 to 10", "1-5", "from 0 to 10", "out of 10", "1 being ... 10 being".
function scaleInText(lower: string): Scale | null {
  const range = /\b(?:scale (?:of|from)\s+|from\s+)?(\d+|zero|one)\s*(?:-|to|through|–)\s*(\d+|five|seven|ten)\b/.exec(lower);
  const nums = (s: string) => findNumbers(s)[0]?.value;
  if (range && /scale|rate|rating|score|likely|from|how (?:much|well)|where|number/.test(lower)) {
    const min = nums(range[1]!);
    const max = nums(range[2]!);
    if (min !== undefined && max !== undefined && min < max && max <= 100) return { min, max };
  }
  const outOf = /out of (\d+|five|seven|ten|a hundred)\b/.exec(lower);
  if (outOf) {
    const max = nums(outOf[1]!);
    if (max) return { min: max === 100 ? 0 : 1, max };
  }
  const being = /(\d+) being .{1,60}?(\d+) being/.exec(lower);
  if (being && Number(being[1]) < Number(being[2])) return { min: Number(being[1]), max: Number(being[2]) };
  return null;
}

export function readQuestion(input: Omit<CodeInput, 'answer'>): QuestionInfo {
  const lower = normalize(input.question);
  const kind = input.kind ?? 'open';
  const asked = askedPeriod(lower);
  // "Would you pay $89 a month for it?", and on a scale "how likely would you be to pay $89 a month?".
  const atPrice = (YES_NO.test(lower) || /\b(?:how likely|likelihood|chances?)\b/.test(lower)) && AT_PRICE.test(lower);
  // "Would you pay €99 a year?" asks for a reaction to the price, even set as a price question: an amount
  // in the answer ("after eight or nine visits") is not what they would pay.
  // "Would you pay €35 a book?" asks about paying the price, whatever other verb it holds.
  const choosesPayment = PAYMENT_CHOICE.test(lower);
  const intent = choosesPayment ? 'general' : atPrice && (kind === 'price' || (kind !== 'scale' && /\b(?:pay|spend)\b/.test(lower))) ? 'price' : intentOf(lower, kind);
  const stated = testedPrice(input, asked, atPrice || intent === 'price' || intent === 'amount');
  const choice = kind === 'choice' || CHOICE.test(lower);
  // A scale question with no range stated is on the default product scale; a price question has none.
  const scale = kind === 'price' ? null : (input.scale ?? scaleInText(lower) ?? (kind === 'scale' ? { min: 1, max: 10 } : null));
  return {
    intent,
    scale,
    yesNo: YES_NO.test(lower),
    briefPrice: stated?.amount ?? null,
    briefPeriod: stated?.period ?? null,
    briefAmounts: briefPrices(input.brief).map((p) => p.amount),
    askedPeriod: asked,
    atPrice,
    heads: headCount(lower) ?? headCount(normalize(input.brief)),
    choosesPayment,
    choice,
    options: choice ? choiceOptions(input.question, input.brief) : null,
    lower,
  };
}

/**
 * The price the question puts to the panel: the one it names ("would you pay $28 a month?"), else the
 * brief's price for the part the question names ("for the collar"), else the brief's price paid per the
 * period the question asks about ("$129 for the collar, then $8/month" asked "what would you pay per
 * month?" is $8), else the brief's first price.
 */
function testedPrice(input: Omit<CodeInput, 'answer'>, asked: string | null, aboutPrice: boolean) {
  const named = aboutPrice ? priceOfBrief(input.question) : null;
  if (named) return named;
  // "The most you'd pay for the camera?" against "the camera is $199, the plan $8 a month" tests $199.
  const part = aboutPrice ? briefPriceFor(input.brief, input.question) : null;
  if (part) return part;
  const all = briefPrices(input.brief);
  return (asked ? all.find((p) => p.period === asked) : undefined) ?? all[0] ?? null;
}

// "Would you rather pay monthly or yearly?", "upfront or finance it?", "in full or in instalments?".
const PAYMENT_CHOICE =
  /\b(?:monthly|annual(?:ly)?|yearly|upfront|up front|outright|in full|lease|buy)\b[^?]{0,20}\bor\b[^?]{0,25}\b(?:monthly|annual(?:ly)?|yearly|financ\w*|instal\w*|lease|leasing|buy(?:ing)?|outright|upfront|up front|per (?:month|year)|a (?:month|year))\b/;

// "Would you rather have ads or pay more?", "Which matters more, the app or the checks?".
const CHOICE = /\b(?:would you rather|(?:would|do) you prefer|which (?:would you|do you|matters|one|option|plan|tier))\b[^?]*\bor\b/;

// "Would you pay $89 a month for it?", "would you buy it at that price?".
const AT_PRICE =
  /\b(?:pay|paying|spend|spending|buy|buying|subscribe|order|get|sign up|purchase|upgrade|upgrading|go (?:pro|premium)|switch)\b[^?]{0,40}(?:[$€£₹]\s?\d|\d[\d,.]*\s?(?:dollars|euros|pounds|quid|bucks)|\b(?:that|this|the|its|the full|the asking) price\b|\bthat much\b)/;
const ASKED_PERIOD: [RegExp, string][] = [
  [/\b(?:per|a|an|each|every) year\b|\bannual(?:ly)?\b|\byearly\b|\bfor a year\b|\ba year'?s\b/, 'year'],
  [/\b(?:per|a|each|every) month\b|\bmonthly\b|\bfor a month\b|\ba month'?s\b/, 'month'],
  [/\b(?:per|a|each|every) week\b|\bweekly\b|\ba week'?s\b/, 'week'],
  [/\b(?:per|a|each|every) day\b|\bdaily\b/, 'day'],
];
const askedPeriod = (lower: string) => ASKED_PERIOD.find(([re]) => re.test(lower))?.[1] ?? null;

/** "your 10-person team", "a team of 12", "for 8 users". */
function headCount(lower: string): number | null {
  const m = /\b(\d+)[- ](?:person|people|seat|user|staff|employee|strong)\b|\bteam of (\d+)\b|\b(\d+) (?:of us|people|users|seats|staff|employees|agents|members)\b/.exec(lower);
  return m ? Number(m[1] ?? m[2] ?? m[3]) : null;
}

// "What do you think of $29 a month?", "Is £38 fair?", "How does €24,000 a year sit with you?": set as a
// price question, it still asks what they think of the price, not what they would pay.
const PRICE_OPINION =
  /^(?:and )?(?:what do you (?:think|make) (?:of|about)|how do you feel about|how (?:does|do|would) [^?]{1,60}\b(?:sit|land|sound|look|feel|compare|work out|fit)\b|(?:is|are|does|do|would) [^?]{1,60}\b(?:fair|reasonable|worth|good value|feel|seem|make sense|work for|a problem|a plus|easy)\b|thoughts on|thoughts\W*$|what do you think\W*$|what(?:'s| is) your (?:view|take|gut)|(?:can you )?(?:walk me through|work out) what\b|(?:if you add up|when you add up|over a year|thinking about|given|compared with|on the annual)\b|(?:a|an|the)?\s*[$€£₹]|[a-z]{1,3}\$)/;

function intentOf(lower: string, kind: CodeInput['kind']): QuestionIntent {
  // "It's $29 per user per month. Thoughts?": the price is stated, then the question asked.
  const last = lower.split(/(?<=[.!:;])\s+|\s+[-–—]\s+/).pop()!;
  const opinion = (PRICE_OPINION.test(lower) || PRICE_OPINION.test(last)) && !AMOUNT.test(lower);
  if ((kind === 'price' && !opinion) || (kind !== 'scale' && AMOUNT.test(lower))) return 'amount';
  if (CONCERN.test(lower)) return 'concern';
  if (RECOMMEND.test(lower)) return 'recommend';
  if (AUDIENCE.test(lower)) return 'audience';
  // "How do you buy coffee today?" asks about habits, not about buying the idea.
  const habit = USAGE.test(lower) && !/\b(?:this|it|the (?:idea|product|concept|app|service))\b/.test(lower.replace(/\bit (?:today|now)\b/, ''));
  // "Why would you buy it?" asks for reasons; a trailing "Why or why not?" only asks to explain the answer.
  const asked = lower.replace(/[?.!]?\s*(?:and\s+)?why(?:\s+or\s+why\s+not|\s+not)?\s*[?.!]?\s*$/, '');
  // "1.5% per order" names an order, it does not ask them to place one.
  const verbs = lower.replace(/\b(?:per|each|every|an|a) (?:order|booking|download|install)\b/g, '');
  // "How likely are you to get DrainWatch?": the idea named after the verb.
  const likelyToGet = /\bhow likely (?:are|would|is) (?:you|your \w+) (?:be )?to (?:get|have|take|go for|take up)\b/.test(lower);
  if ((likelyToGet || PURCHASE_VERB.test(verbs)) && INTENT_FRAME.test(lower) && !/\bwhy\b/.test(asked) && !habit) return 'purchase';
  if (LIKED.test(lower)) return 'liked';
  // Set as a price question and asking for no amount, it asks what they make of the price, however phrased
  // ("What do you think of 1.75% per transaction?", "How would this fit your budget?").
  if (PRICE.test(lower) || kind === 'price') return 'price';
  if (habit) return 'usage';
  return 'general';
}

/** A yes or no to the question is a stated intent: "would you buy it?", "would you pay $89 a month for it?". */
export const asksIntent = (q: QuestionInfo) => q.intent === 'purchase' || q.atPrice;

/** On a purchase-likelihood scale question, the rating stands for the intent the text leaves unstated. */
export const isPurchaseScale = (q: QuestionInfo) => q.scale !== null && (q.intent === 'purchase' || q.atPrice);

/**
 * Asked yes or no whether the price is right ("is $89 a month reasonable?") a leading yes takes it; asked
 * whether it is too much ("is it too expensive?") a leading yes objects. Null for other questions.
 */
export function priceQuestionPolarity(q: QuestionInfo): 'approve' | 'object' | null {
  if (!q.yesNo || q.intent !== 'price') return null;
  if (/\b(?:too (?:expensive|much|high|steep|pricey)|expensive|overpriced|pricey|steep|a lot)\b/.test(q.lower)) return 'object';
  return /\b(?:reasonable|fair|right|worth|affordable|ok|okay|acceptable|good value|value for money|fine|justified|doable|competitive)\b/.test(q.lower) ? 'approve' : null;
}

/**
 * On a scale that rates the price, which end is the good one: "how fair / good value is the price" puts
 * approval at the top, "how expensive does it feel" puts it at the bottom; null when the scale rates something else.
 */
export function priceScaleDirection(q: QuestionInfo): 'up' | 'down' | null {
  if (q.scale === null) return null;
  // How likely they would pay the stated price: the likelier, the more the price is taken.
  if (q.atPrice) return 'up';
  if (q.intent !== 'price') return null;
  if (/\b(?:expensive|pricey|overpriced|costly|steep|too much)\b/.test(q.lower)) return 'down';
  // Rating the price as such ("how do you feel about the price?", "how would you rate it?") puts the better price at the top, as any rating does.
  return 'up';
}
