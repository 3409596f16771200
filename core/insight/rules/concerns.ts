// The worries an answer raises. A concern word counts only as a worry: a strong cue is a worry by
// itself ("learning curve", "I don't need"), a topic word ("data", "setup", "taste") needs a worry
// in its clause or a concern question; praise ("the price is great") raises nothing.
import { CONCERNS, type Concern } from '../codebook.js';
import { dismissalIn, keepsWhatTheyHave } from './dismissal.js';
import { isNegatedAt } from './negation.js';
import type { QuestionInfo } from './question.js';
import { POSITIVE, satisfiedWithCurrent } from './stance-words.js';

const PRAISE = new RegExp(POSITIVE.source); // not global: a test must not carry lastIndex over
import type { Clause } from './text.js';

interface Cues {
  strong?: RegExp;
  topic?: RegExp;
}

/** Words that name the price as a topic; paying as such is no worry ("we already pay for Vanta"). */
export const PRICE_TOPIC =
  /\bpric(?:e|es|ey|ing)\b|\bcosts?\b|\bcostly\b|\bexpensive\b|\bafford|\bsubscription (?:fee|cost|price)|\bmonthly (?:fee|cost|payment)|\bsubscriptions?\b|\bfees?\b/;

const CUES: Record<Exclude<Concern, 'price'>, Cues> & { price: Cues } = {
  // The price reaction adds the rest of the price worries.
  price: { topic: PRICE_TOPIC },
  trust_privacy: {
    strong:
      /\bprivacy\b|\bbreach(?:ed|es)?\b|\b(?:feel|be|being) (?:watched|monitored|tracked)\b|\bbig brother\b|\bscams?\b|\bscammy\b|\bcreepy\b|\binvasive\b|\bintrusive\b|\bdata breach|\bhack(?:ed|ers?|ing)?\b|\bsell(?:s|ing)? (?:my|our|the|your|their) (?:\w+ )?(?:data|info)|\bspy(?:ing)?\b|\bsurveillance\b|\block-?in\b|\blocked in\b|\bshady\b|\bsketchy\b|\b(?:hard|impossible|difficult|pain) to (?:cancel|quit|leave|unsubscribe)\b|\bgetting stuck\b|\bcancel(?:ling|ing|lation)?\b/,
    topic:
      /\bdata\b|\bprivate\b|\bsecur(?:e|ity)\b|\btrust(?:ed|worthy)?\b|\bpersonal (?:info|information|details)|\bwho (?:sees|has access)|\bthird[- ]part|\bcompany behind|\blegit\b|\bconfidential|\bgdpr\b|\bmicrophone\b|\bcamera\b|\bbank (?:details|account|login)|\b(?:photos?|pictures?|images?) of (?:my|me|our)\b|\blog(?:s|ging)? (?:my|our)\b|\bwho owns\b|\bstored\b|\bfootage\b|\brecordings?\b|\bwhere (?:the|my|our) (?:video|data|footage|photos|recordings?) (?:goes|go|ends up)\b|\b(?:my|our) (?:home )?(?:address|phone number)\b|\btrack(?:s|ing)? (?:my|our|me)\b/,
  },
  quality: {
    strong:
      /\b(?:if|whether) (?:it|they|the \w+) (?:still |actually |really )?(?:works?|lasts?|holds? up)\b|\b(?:want|need|like) (?:to see )?(?:proof|evidence)\b|\b(?:once|until) (?:i|we) (?:know|see|hear) (?:it|that|a|the|how|if|whether)\b|\b(?:want|need|like) to see (?:it (?:work|through|in action)|a (?:sample|demo|trial)|some (?:data|results|reviews)|results|reviews)\b|\bflimsy\b|\bgimmick(?:y)?\b|\bunreliable\b|\bbuggy\b|\bbreaks? (?:down|easily)\b|\bbland\b|\boverhyped\b|\bglitch(?:y|es)?\b|\bcheaply made\b|\bwon'?t last\b|\bfall apart\b|\bfalls apart\b|\b(?:see|find out|check|know) (?:if|whether|how) .{0,30}\b(?:likes?|enjoys?|eats?|works?|holds? up|lasts?|helps?)\b|\bdepend(?:s|ing)? on (?:how|whether|if) .{0,40}\b(?:good|well|trained|qualified|accurate|reliable|experienced|works?)\b|\b(?:if|whether|as long as) (?:it|they|the \w+) (?:actually|really|truly)\b|\b(?:can|does|will|would|do) (?:it|they|this) (?:really|actually)\b|\bif (?:it|they) (?:can )?(?:handles?|copes?|deals? with|works?|manages?)\b|\bnot convinced (?:it|they)\b/,
    topic:
      /\breliab|\bdurab|\bquality\b|\bqualified\b|\bqualifications?\b|\btrained\b|\bexperienced\b|\bbreak(?:s|ing)?\b|\bbroke(?:n)?\b|\blast(?:s)? (?:long|more|a year|years)|\bactually works?\b|\bwork(?:s)? (?:as|properly|well|reliably|as advertised)\b|\bdoes it work\b|\bwill it work\b|\baccura|\bbugs? (?:in|with)\b|\bcrash|\btaste[sd]?\b|\btasty\b|\bflavou?r|\bfresh(?:ness)?\b|\bstale\b|\bsoggy\b|\bbattery\b|\bperformance\b|\bconsisten|\bresults?\b|\beffective|\bhype\b|\bwrong\b|\bmistakes?\b|\berrors?\b|\breviews?\b|\bgood enough\b|\bdeliver on|\bas good as\b|\bholds? up\b|\bexplain|\btexture\b|\bicy\b|\bchewy\b|\bjams?\b|\bfalse alarms?\b|\bpower goes out\b|\bsizing\b|\bcopes?\b|\binvent/,
  },
  need_fit: {
    strong:
      /\b(?:don'?t|do not|doesn'?t|wouldn'?t|won'?t)(?: think)?(?: (?:i|we))? (?:really |actually |even )?need\b|\bnot for (?:me|us)\b|\bcovers? (?:what|everything|all) (?:i|we)\b|\b(?:does|do) the same (?:thing|job)\b|\b(?:problem|need|issue) (?:i|we) (?:don'?t|do not) have\b|\b(?:don'?t|do not|never) (?:wear|drink|eat|cook|own|drive|garden|exercise|travel)\b|\b(?:don'?t|do not|doesn'?t) (?:even )?(?:have|own) (?:a|an|any|kids|children|pets)\b(?! (?:good|better|proper|real|great|decent|way|system|solution|concerns?|issues?|worr\w*|complaints?|doubts?|hesitations?|problems?|reservations?)\b)|\bnot sure (?:i|we) (?:really |even )?need\b|\bnot (?:a|much of a|really a|big|an?) (?:\w+ )?(?:person|user|fan|drinker|eater|type|cook|reader)\b|\bnot (?:my|our) (?:call|decision)\b|\bnot up to (?:me|us)\b|\bdon'?t see (?:what|why|the point|the need|how|much|a need)\b|\bnot (?:very |that |all that )?often\b|\b(?:don'?t|doesn'?t|do not) .{0,30}\b(?:very|that|all that) often\b|\bonce in a (?:while|blue moon)\b|\b(?:once|twice) a year\b|\buntil (?:i|we) (?:actually )?(?:own|have|get|buy)\b|\bno (?:real )?need\b|\bnot my problem\b|\balready solved\b|\bsolved problem\b|\boverkill\b|\bdon'?t see (?:the|a|much) (?:point|need|use)\b|\bwhat'?s the point\b|\bpointless\b|\b(?:wouldn'?t|won'?t|never) (?:really )?use (?:it|this|one)\b|\b(?:gather|collect)(?:ing)? dust\b|\btoo small\b|\bnot (?:a )?(?:big )?(?:problem|issue|pain) (?:for me|i have|we have)\b|\bsolution (?:looking|in search) for a problem\b|\bnot relevant\b|\bdoesn'?t (?:fit|apply)\b|\bnot a (?:good )?fit\b|\bmanage (?:just )?fine\b|\bget by\b|\bnot for my\b|\bnovelty\b|\bnice[- ]to[- ]have\b|\bnot needed\b|\bmissed the (?:window|boat)\b|\btoo late for (?:us|me)\b|\balready (?:does|do|covers?|shows?|handles?) (?:this|that|it|all|most|more|everything)\b|\b(?:whether|if) (?:it|they) (?:covers?|fits?|suits?|supports?) (?:the|my|our|his|her|their)\b|\b(?:i'?d|we'?d|i will|i'?ll) (?:just )?keep doing (?:that|it|this)\b|\bunnecessary\b|\brarely\b|\bhardly ever\b/,
    topic:
      /\buse case\b|\bspace\b|\bcounter ?space\b|\btwice the size\b|\btoo (?:big|large|old|young)\b|\bfeet long\b|\bbulky\b|\bmy situation\b|\bhow often\b|\bworth the space\b|\bwould i (?:use|need)\b|\bour size\b|\bsmall (?:team|business|kitchen|apartment)\b|\bsize\b|\bcoverage\b|\bwi-?fi\b|\binternet\b|\bsignal\b|\breception\b/,
  },
  effort_usability: {
    strong:
      /\blearning curve\b|\bhassle\b|\bcomplicated\b|\bconfusing\b|\bclunky\b|\bfiddly\b|\btime[- ]consuming\b|\banother (?:app|tool|thing|device|login|password|subscription) to\b|\bone more (?:app|tool|thing|login)\b|\btoo many (?:features|steps|buttons|settings)\b|\b(?:too )?heavy (?:to|for)\b|\btoo heavy\b|\bget(?:ting)? (?:my|our|the) (?:team|staff|people|reps|kids|family) to\b|\boverwhelming\b|\bsetting (?:it |them )?up\b|\b(?:hopeless|useless|terrible|rubbish) with (?:tech|technology|apps|gadgets|computers|phones)\b|\bnot (?:very |that )?(?:tech|techy|tech-savvy|good with (?:tech|technology|computers|apps|gadgets))\b/,
    topic:
      /\bset ?up\b|\binstall|\blearn (?:how|to use)\b|\bfigure (?:it|out)\b|\bheavy\b|\bcarry\b|\blug\b|\bcomplex|\bhard to use\b|\bdifficult\b|\beasy to use\b|\buser[- ]friendly\b|\bintuitive\b|\btakes? (?:time|too long|forever)\b|\beffort\b|\btech(?:nology|nical)?\b|\bconfigur|\bmaintenance\b|\bmaintain\b|\bclean(?:ing|up)?\b|\bsteps\b|\bremember to\b|\binterface\b|\b(?:finding|find|have|having|no) (?:the )?time\b|\bscheduling\b|\btime zones?\b|\bhand[- ]?wash|\bdishwasher\b|\bfitting\b|\bfit (?:it|the)\b|\brunning a cable\b|\btraining (?:people|staff|everyone|new)\b|\bignore\b|\bpeel|\bteach (?:them|him|her|staff|everyone|people|my \w+)\b|\bsign-?up\b|\btrain(?:ing)? (?:my|our|the) (?:team|staff)/,
  },
  switching: {
    strong:
      /\balready (?:use|using|have|own|pay|paying|got|get|getting|buy|order|feed|subscribe|subscribed|do|gives?|brings?|gets?|offers?|does|bought|ordered)\b|\b(?:do|does) (?:most|all|much) of this\b|\b(?:do|does) the same (?:thing|job)\b|\bcovers? (?:what|everything|all) (?:i|we)\b|\bi'?m used to\b|\bhave (?:a|an|one|the|my|our) [^.,;]{0,30}\balready\b|\b(?:is|are|does|do) (?:enough|plenty|good enough|fine|the job|the trick) for (?:me|us)\b|\b(?:i'?m|we'?re|i am|we are) (?:fine|happy|good|ok|okay|content|set) with (?:my|our|the|what)\b|\bstick(?:ing)? (?:with|to)\b|\blocked into\b|\bmigrat(?:e|ing|ion)\b|\b(?:just|recently) (?:moved|switched|signed up|migrated|committed)\b(?! in\b| house\b| here\b)|\bswitching costs?\b/,
    topic:
      /\bswitch(?:ing)?\b|\bcontracts?\b|\bexisting\b|\bcurrent (?:tool|system|provider|setup|one|app|solution|software|vendor|service|plan|routine|process)|\bwhat (?:i|we) (?:have|use)\b|\bmy (?:old|current|trusty|usual)\b|\b(?:my|our) habits?\b|\bused to (?:my|the|doing|it)\b|\bintegrat|\bcompatib|\bworks? with (?:my|our)\b|\bmove (?:all )?(?:my|our|everything)\b|\bmoving (?:my|our|everything)\b|\breplace\b/,
  },
  health_safety: {
    strong:
      /\b(?:make|making|made) (?:my|his|her|their|our) \w+ worse\b|\ballerg|\bunhealthy\b|\bscreen[- ]time\b|\bsmall parts\b|\bswallow|\bin (?:her|his|their|my) mouth\b|\benough (?:protein|nutrients|vitamins)\b|\bunsafe\b|\btoxic\b|\bhazard|\bchoking\b|\bside effects?\b|\bfire risk\b/,
    topic:
      /\bhealth(?:y|ier)?\b|\bnutrition|\bprotein\b|\bvitamins?\b|\bnutrient|\bcalori|\bsugar\b|\bsalt\b|\bsodium\b|\b(?<!dishwasher[- ]|microwave[- ]|oven[- ])safe(?:ty)?\b|\bdanger|\bchemicals?\b|\bradiation\b|\bdiet(?:ary)?\b|\bmedical\b|\bdoctor\b|\bvet\b|\bingredients?\b|\bhygien\w*|\bgerms?\b|\bsweat\w*|\bback pain\b|\bflares? up\b|\badditives?\b|\bpreservatives?\b|\bprocessed\b|\bhurt\b|\bharm|(?<!for my )\bblood\b|\bfaint\b|\bneedles?\b/,
  },
  other: {
    strong: /\bcan'?t get past\b|\bgross\b|\bick\b|\byuck\b|\bdisgust/,
    topic:
      /\btheft\b|\bstolen\b|\bsteal\b|\bwalk(?:ing)? off with\b|\bawkward\b|\bnois(?:e|y)\b|\bloud\b|\bheavy\b|\bwaste\b|\benvironment|\bplastic\b|\blandfill\b|\bsustainab|\bethic|\bugly\b|\bsmell|\bdelivery\b|\bshipping\b|\bcustomer (?:service|support)\b|\bsupport\b|\bavailab|\bwarranty\b|\bspare parts\b|\bresale\b/,
  },
};

const WORRY =
  /\?|worr|concern|afraid|\bfear|scared|nervous|\bwary\b|skeptic|sceptic|doubt|hesita|unsure|not sure|wonder|\bquestion|\brisk|\bissues?\b|\bproblems?\b|downside|drawback|\bcatch\b|red flag|\bbother|annoy|frustrat|\bhate\b|dislike|put (?:me )?off|turn(?:s|ed)? (?:me )?off|deal.?breaker|hassle|\bpain\b|tricky|struggle|\bhard\b|difficult|\btoo\b|\bnot\b|n't\b|\bnever\b|\bno\b|\bif\b|\bunless\b|as long as|provided|would (?:need|want|have to)|'d (?:need|want|have to)|need to (?:know|see|be)|depends|expensive|overpriced|steep|\bonly\b|\bguess\b|\bmight\b|\bmaybe\b|\bhope\b|\bcareful\b|\bcaution|\bmiss\b|\blimit|\bslow\b|\bpoor\b|\bbad\b|\bweak\b|\black/;
// "No concerns", "nothing really", "I don't have one": a concern question answered with none.
export const NO_CONCERN =
  /^\W*(?:(?:honestly|well|um+|uh+|really|actually|truthfully|to be honest|hmm+)[,\s]+)*(?:no(?:ne|pe|thing)?|nah)\b(?!\s+(?:doubt|question))(?:[\s,.!]+(?:really|at all|not really|major|big|real|comes to mind|in particular|that i can think of|honestly|springs to mind))?|\b(?:i )?(?:don'?t|do not) (?:really )?have (?:one|any|much|a (?:big |real )?(?:one|concern|hesitation|worry))|\bnot really\b(?! (?:sure|for|my|worth|convinced))|\bcan'?t think of (?:any|anything|one)\b|\bno (?:real |major |big )?(?:concerns?|hesitations?|worries|reservations|issues|complaints|downsides?|problems?)\b|\bnothing (?:really|comes to mind|stands out|at all|major|much|in particular|springs to mind)\b|\bnone (?:really|at all|that)\b/;

// "No privacy issues", "not worried about the setup", "never breaks": the worry is denied. A negated
// action ("I'd never figure out the app") is the worry itself, so only a negator right before the cue,
// or one that denies a worry word, takes it back.
const DENIED_WORRY = /\b(?:not|no|never|n't|without)\b\s*(?:\w+\s+)?(?:worr|concern|issue|problem|bother|mind|care|afraid|fuss|trouble|complain|doubt|scared)/;
const ABILITY = /^(?:figure|learn|use|set|understand|manage|work|carry|trust)/;
function deniedWorry(l: string, index: number, strong: boolean): boolean {
  const before = l.slice(Math.max(0, index - 50), index);
  if (DENIED_WORRY.test(before)) return true;
  return (strong || !ABILITY.test(l.slice(index))) && isNegatedAt(l, index, 2);
}

function raised(c: Clause, cues: Cues, context: boolean): boolean {
  const l = c.lower;
  const hit = (re: RegExp | undefined, needsContext: boolean) => {
    if (!re) return false;
    const m = re.exec(l);
    if (!m) return false;
    if (/^(?:don|do|doesn|wouldn|won|no|not)\b/.test(m[0])) return true; // the cue carries its own negation
    if (deniedWorry(l, m.index, re === cues.strong)) return false;
    return !needsContext || context;
  };
  return hit(cues.strong, false) || hit(cues.topic, true);
}

/** The concerns each clause raises; a clause whose price reaction is too high raises price. */
export function concernsByClause(clauses: Clause[], q: QuestionInfo, prices: (string | null)[]): Concern[][] {
  return clauses.map((c, i) => {
    const found = new Set<Concern>(prices[i] === 'too_high' ? ['price'] : []);
    // "Eighty-nine dollars is less than my old accountant charged. Fair." praises, it raises nothing.
    if (prices[i] === 'acceptable' && !/\bif\b|\bunless\b/.test(c.lower)) return [];
    // Content with what one has ("it does the job") is the switching worry.
    if (q.intent !== 'usage' && satisfiedWithCurrent(c.lower)) found.add('switching');
    const dismissed = q.intent !== 'usage' ? dismissalIn(c.lower)?.concern : null;
    if (dismissed) found.add(dismissed);
    if (q.intent !== 'usage' && keepsWhatTheyHave(c.lower, q.lower)) found.add('switching');
    if (q.intent === 'concern' && NO_CONCERN.test(c.lower)) return [];
    // After "none, really" the rest explains the none; only a stated worry counts there.
    const askedAbout = q.intent === 'concern' && !(i > 0 && NO_CONCERN.test(clauses[0]!.lower));
    const praise = PRAISE.test(c.lower) && !WORRY.test(c.lower);
    const context = !praise && (WORRY.test(c.lower) || askedAbout);
    for (const concern of CONCERNS) {
      if (concern === 'other' && found.size > 0) continue;
      // A clause that finds the price acceptable raises no price worry ("less than one yoga class").
      if (concern === 'price' && prices[i] === 'acceptable') continue;
      if (raised(c, CUES[concern], context)) found.add(concern);
    }
    return CONCERNS.filter((k) => found.has(k));
  });
}

/**
 * All the concerns, in codebook order. An answer to "what's your biggest hesitation?" that names
 * one no cue knows ("people get awkward when a bot joins") still raises a concern: other.
 */
export function unionConcerns(perClause: Concern[][], clauses: Clause[], q: QuestionInfo): Concern[] {
  const all = CONCERNS.filter((k) => perClause.some((cs) => cs.includes(k)));
  if (all.length === 0 && q.intent === 'concern' && clauses.length > 0 && !NO_CONCERN.test(clauses[0]!.lower)) return ['other'];
  return all;
}
