// The attitude to the idea. Each clause collects favourable and unfavourable weight apart, from
// evaluative words (with negation), the purchase and price signals it carries, and what the question
// makes of it. Any clear favourable element with any clear unfavourable one is mixed.
import type { Concern, PriceReaction, PurchaseIntent, Stance } from '../codebook.js';
import { NO_CONCERN } from './concerns.js';
import { comparesWithToday, dismissalIn, keepsWhatTheyHave } from './dismissal.js';
import { isConditional, isNegatedAt } from './negation.js';
import { wordsReaction } from './price.js';
import { leadingAnswer } from './purchase.js';
import { priceScaleDirection, type QuestionInfo } from './question.js';
import { DEFERS, DOUBT, FOR_OTHERS, NEGATIVE, POSITIVE, RELIEF, satisfiedWithCurrent, UNKNOWING, WEAK_POSITIVE } from './stance-words.js';
import type { Clause } from './text.js';

export interface ClauseSignals {
  purchase: (PurchaseIntent | null)[];
  price: (PriceReaction | null)[];
  concerns: Concern[][];
}

interface Weight {
  pos: number;
  neg: number;
  /** Unfavourable weight from a signal (refusal, objection, worry), not from words alone. */
  firmNeg: number;
  /** The part of firmNeg that comes from a concern the clause names, not from a refusal or objection. */
  worry: number;
}

// A hypothetical about the product, as opposed to a description of today's habits.
const ABOUT_PRODUCT = /\bwould\b|'d\b|\bcould\b|\bsounds?\b|\bthis\b|\bthe (?:idea|product|concept|app|service|device)\b|\bit (?:would|could|might|seems|looks)\b/;
const NOTHING = /^\W*(?:nothing|none|not (?:much|really|a lot)|no(?:thing)? (?:really|in particular))\b/;
// A condition names what would have to hold, it does not evaluate: "depending on how good the courses are".
const CONDITION_SPAN = /\b(?:if|whether|unless|as long as|depending on|depends on|provided|see (?:how|if|what)|know (?:how|if|what))\b[^,]*/g;
// Today's trouble, told without a word about the idea: "I don't have a good way to keep it clean now".
const OWN_LIFE_NOW = /\b(?:now|currently|at the moment|these days|right now|every (?:day|week|time))\b/;
// A concern put as a reservation about the idea, not as the trouble it would take away.
const RESERVATION =
  /\b(?:worr|concern|hesita|downside|drawback|catch|reservation|afraid|nervous|wary|only (?:thing|issue|problem|question)|not sure)\w*|\b(?:wish|although|though|except|shame|pity|however)\b/;
// The speaker's own life and people: "my neighbour spent a whole weekend", "right now our passwords live...".
const OWN_STORY = /^(?:and |so )?(?:i|i'?ve|i'?m|my|we|we'?re|we'?ve|our|right now|currently|at the moment|today|every)\b/;
// What the speaker has already: praise for it ("he loves it") is not praise for the idea.
const CURRENT = /\balready\b|\bcurrent(?:ly)?\b|\bmy (?:old|current|usual|trusty)\b/;

/** The clause speaks of the idea (a hypothetical, or the idea as its subject) rather than of today's life. */
export const aboutTheIdea = (lower: string) => ABOUT_PRODUCT.test(lower) || /^(?:but |and |so )?(?:it|this|that|they)\b/.test(lower);

// Taking it for a trial is a step towards it ("I'd give it a go for a couple of months and see"), unlike
// wanting a trial before deciding ("I'd want a free trial first").
const TRYING =
  /\b(?:i'?d|we'?d|i would|we would|i'?ll|we'?ll) (?:happily |gladly |definitely |probably )?(?:give (?:it|this|them) a (?:go|try|shot|whirl)|trial it|pilot it|try (?:it|one|a|the))\b/;

// After the amount one would pay, the product described as its bare parts: "It's a collar with a SIM card
// in it", "It's an app, at the end of the day".
const BELITTLED =
  /^(?:but |and )?(?:it'?s|that'?s|they'?re) (?:still |just |only |basically |really )?(?:a|an) \w+(?:[ -]\w+)?(?: (?:with|in|on|and|bolted|stuck)\b|,? at the end of the day|\W*$)/;

// The compliment that opens a let-down: "nice idea", "cute gadget", "it's a clever concept", "good idea for road warriors".
// Asked what they would want to know, a question back is the information wanted, not a doubt.
// So is a question back when the floor is open ("Anything else?" "Does it do VAT?").
const INFORMATION =
  /\b(?:want|need|like) to (?:know|ask|find out|check)\b|\bwhat (?:questions?|information|info|details)\b|\bwould you ask\b|\banything else\b|\bany other (?:thoughts?|comments?|feedback|questions?)\b|\bfinal (?:thoughts?|words?|comments?)\b|\b(?:to|you'?d like to|you want to) add\b/;
// Asked who the idea is for, a description of other people is no attitude of the speaker's own.
const FIRST_PERSON = /\b(?:i|i'?d|i'?m|i'?ve|i'?ll|me|my|we|we'?d|we'?re|us|our)\b/;
const IMPRESSION = /\bimpression|\bwhat do you (?:think|make) of\b|\bthoughts\b|\breaction\b|\bgut\b|\bopinion\b/;
// The let-down is about the speaker, not a worry for others: "I can't see myself", "not for me", "I'm not one".
const OWN_REFUSAL = /\bmyself\b|\bfor (?:me|us)\b|\b(?:i'?m|we'?re|i am|we are) not\b|\b(?:i|we) (?:just )?(?:don'?t|won'?t|wouldn'?t|never)\b|\bnot (?:one|us|me)\b/;
const COURTESY =
  /^(?:(?:it'?s|that'?s|this is|sounds like|what) (?:a |an )?(?:really |very |pretty )?)?(?:nice|good|great|lovely|clever|cute|neat|interesting|cool|fun) (?:idea|concept|gadget|tool|thing|product|app|service|little thing)(?: for [\w -]+| in theory| on paper)?\W*$/;

const AS_VERDICT = /(?:^|\b(?:looks?|sounds?|seems?|it'?s|that'?s|it is|that is|is|feels?|pretty|quite|actually|honestly|yeah|ya))\W*(?:\w+ )?$/;
function words(l: string): Weight {
  const w = { pos: 0, neg: 0, firmNeg: 0, worry: 0 };
  const add = (x: number) => (x > 0 ? (w.pos += x) : (w.neg -= x));
  for (const m of l.matchAll(POSITIVE)) add(isNegatedAt(l, m.index, 3) ? -1 : 1);
  // Lukewarm words count half, except as the verdict on the idea ("Looks decent, but ...", "It's fine.").
  for (const m of l.matchAll(WEAK_POSITIVE)) add(isNegatedAt(l, m.index, 3) ? -0.5 : AS_VERDICT.test(l.slice(0, m.index)) ? 1 : 0.5);
  // "not bad", "no issues": a denied complaint is faint praise. A complaint word that already carries
  // its own "not" ("not for me") is a complaint.
  const relieved = l.replace(RELIEF, (m) => ' '.repeat(m.length));
  for (const m of relieved.matchAll(NEGATIVE)) add(/^(?:not|no|too|don|never)\b/.test(m[0]) || !isNegatedAt(l, m.index, 3) ? -1 : 0.5);
  return w;
}

// "Probably", even on a condition ("Probably, once our IT guy has given it the once-over"), leans towards yes.
const leaningMaybe = (l: string) => /\b(?:probably|likely)\b/.test(l) && !/\b(?:probably|likely) not\b|\bunlikely\b/.test(l);

function clauseWeight(c: Clause, i: number, q: QuestionInfo, s: ClauseSignals, next: Clause | undefined, conditionElsewhere: boolean): Weight {
  const l = c.lower;
  const conceded = next?.contrast === true;
  // "Do the herbs taste of anything, though?" is one question split before its "though".
  const asked = /^though\W*\?\s*$/.test(next?.lower ?? '');
  const w = words(l.replace(CONDITION_SPAN, (m) => ' '.repeat(m.length)));
  // Praise for others or for what one has is not for the idea, unless the idea is set above it ("better than my old one").
  if (FOR_OTHERS.test(l) || (CURRENT.test(l) && !/\b(?:than|over) (?:my|our|the) (?:old|current|usual)\b/.test(l))) w.pos = 0;
  // Asked to compare with today, praise that names neither the idea ("it's", "smarter than") is for what they have.
  if (comparesWithToday(q.lower) && !ABOUT_PRODUCT.test(l) && !/\bit(?:'s| is)\b|\b(?:\w+er|better|more \w+) than\b/.test(l)) w.pos = 0;
  if (q.intent === 'usage' && !ABOUT_PRODUCT.test(l)) (w.pos = 0), (w.neg = 0);
  if (q.intent === 'audience' && !FIRST_PERSON.test(l)) return { pos: 0, neg: 0, firmNeg: 0, worry: 0 };
  // Passing the decision on, or asking back when the floor is open, takes no side.
  if (DEFERS.test(l) || (INFORMATION.test(q.lower) && /\?\s*$/.test(l))) return { pos: 0, neg: 0, firmNeg: 0, worry: 0 };
  const ownLife = OWN_LIFE_NOW.test(l) && !ABOUT_PRODUCT.test(l) && q.intent !== 'concern';
  if (ownLife) w.neg = 0;
  // "a bike that nice gets stolen" describes the worry; "the idea's brilliant, but ..." concedes a merit first.
  if (q.intent === 'concern' && !conceded) w.pos /= 2;
  if (q.intent === 'amount') w.pos = 0; // "what the good petrol mowers go for" praises no one
  if (q.intent === 'liked' && i > 0) w.neg = 0; // after the liked feature, a complaint names the problem it solves
  const lexical = w.pos - w.neg;
  const firm = (x: number) => ((w.neg += x), (w.firmNeg += x));

  const purchase = s.purchase[i];
  if (purchase === 'yes') w.pos += 2;
  if (purchase === 'no') firm(2);
  if (purchase === 'maybe') w.pos += leaningMaybe(l) || TRYING.test(l) ? 1 : 0.5;
  if (q.intent !== 'usage' && satisfiedWithCurrent(l)) firm(1.5);
  // A question next to a condition checks the condition ("Does it work with Google Home? If so, maybe.").
  if (q.intent !== 'concern' && !INFORMATION.test(q.lower) && !conditionElsewhere && s.purchase[i] !== 'yes' && DOUBT.test(asked ? `${l}?` : l)) (w.pos = 0), firm(1); // praise in a doubt is rhetorical: "how is that better?"
  const dismissed = q.intent !== 'usage' ? dismissalIn(l) : undefined;
  if (dismissed) firm(1.5);
  if (q.intent !== 'usage' && keepsWhatTheyHave(l, q.lower) && !ABOUT_PRODUCT.test(l)) firm(1.5);

  // A bare willingness-to-pay amount is no attitude (the price field carries it). An amount given with
  // a reason ("Twenty. Around here that's the going rate") takes a side, and so does the product
  // belittled after a low amount.
  const belittled = q.intent === 'amount' && i > 0 && BELITTLED.test(l) && s.price.includes('too_high');
  const reasoned = i > 0 || next !== undefined;
  const price = belittled ? 'too_high' : q.intent === 'amount' ? (reasoned || wordsReaction(c, q)) && s.price[i] : s.price[i];
  if (price === 'too_high') firm(1.5);
  if (price === 'acceptable') w.pos += 1;

  // A worry already weighed as a dismissal ("no space for it") is not counted twice.
  const worries = s.concerns[i]!.filter((k) => (k !== 'price' || s.price[i] !== 'too_high') && k !== dismissed?.concern);
  if (q.intent === 'concern') {
    if (NO_CONCERN.test(l)) w.pos += 2;
    // The first thing said to "what's your biggest hesitation?" is the hesitation.
    else if (worries.length || i === 0) firm(1.5);
  } else if (worries.length && !isConditional(l) && !ownLife && !(INFORMATION.test(q.lower) && /\?\s*$/.test(l))) firm(1), (w.worry += 1);

  if (i === 0) {
    const lead = leadingScore(l, q);
    if (lead > 0) w.pos += lead;
    else firm(-lead);
  }
  if (q.intent === 'liked' && i === 0) {
    if (NOTHING.test(l)) firm(1.5);
    else if (lexical >= 0) w.pos += 1; // naming a feature one likes is favourable
  }
  return w;
}

// A leading yes or no answers a yes/no question ("Do you see yourself using it?" "No, ...").
function leadingScore(l: string, q: QuestionInfo): number {
  if (!q.yesNo || q.intent === 'purchase') return 0;
  const lead = leadingAnswer(l);
  if (q.intent === 'concern') return lead === 'no' ? 2 : lead === 'yes' ? -1 : 0;
  return lead === 'yes' ? 1.5 : lead === 'no' ? -1.5 : 0;
}

/**
 * How far up the scale a rating sits, as a lean: a 8 of 10 on "how likely / how would you rate" is
 * favourable even when the words say nothing else.
 */
export function ratingLean(rating: number | null, q: QuestionInfo): number {
  if (rating === null || !q.scale || q.intent === 'amount') return 0;
  const up = (rating - q.scale.min) / (q.scale.max - q.scale.min);
  // "How expensive does it feel?": the top of that scale is the unfavourable end.
  const p = priceScaleDirection(q) === 'down' ? 1 - up : up;
  return p >= 0.65 ? 1.5 : p <= 0.4 ? -1.5 : 0;
}

const ratingClause = (clauses: Clause[]) =>
  Math.max(
    0,
    clauses.findIndex((c) => /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten)\b/.test(c.lower)),
  );

export interface StanceResult {
  stance: Stance;
  /** Clauses that carry it, first to last. */
  clauses: number[];
}

export function findStance(clauses: Clause[], q: QuestionInfo, s: ClauseSignals, lean = 0): StanceResult {
  const leanAt = ratingClause(clauses);
  const weights = clauses.map((c, i) => {
    const w = clauseWeight(
      c,
      i,
      q,
      s,
      clauses[i + 1],
      clauses.some((x, j) => j !== i && isConditional(x.lower)),
    );
    if (i === leanAt && lean > 0) w.pos += lean;
    if (i === leanAt && lean < 0) (w.neg -= lean), (w.firmNeg -= lean);
    return w;
  });
  // "Nice idea, but my son would drop it in the bath", "the minimum is a bit cheeky, though": what is
  // turned to after praise is a reservation, even in words no list knows.
  clauses.forEach((c, i) => {
    const turned = c.contrast || /^though\W*$/.test(clauses[i + 1]?.lower ?? '');
    const praisedBefore = weights.slice(0, i).some((w) => w.pos >= 1 && w.pos > w.neg);
    const w = weights[i]!;
    const signal = s.purchase[i] !== null || s.price[i] !== null || s.purchase.includes('yes');
    if (turned && praisedBefore && !signal && w.pos < 1 && w.neg < 1 && !isConditional(c.lower)) (w.neg += 1), (w.firmNeg += 1);
  });
  // After a firm yes ("Sign me up", a 9, "fair"), complaint words with no signal behind them describe
  // the problem the idea solves ("pushing the mower gets harder every summer"), not the idea.
  // After a refusal or a low score, praise for something that is not the idea ("No. I like going to the
  // market and picking my own stuff", "One. Tap water's perfectly fine here") is the reason for it.
  const against = lean < 0 || s.purchase.includes('no');
  const reasonAgainst = (i: number) =>
    against &&
    !clauses[i + 1]?.contrast &&
    s.purchase[i] === null &&
    s.price[i] === null &&
    !aboutTheIdea(clauses[i]!.lower) &&
    !/\b(?:idea|concept|product|design|feature)\b/.test(clauses[i]!.lower);
  const pos = weights.flatMap((w, i) => (w.pos >= 1 && w.pos > w.neg - 1 && !reasonAgainst(i) ? [i] : []));
  const leaning = s.purchase.some((p, i) => p === 'maybe' && leaningMaybe(clauses[i]!.lower));
  const firmlyFor = (lean > 0 || leaning || s.purchase.includes('yes')) && !s.purchase.includes('no') && !s.price.includes('too_high');
  const committed = lean > 0 || leaning || s.purchase.includes('yes') || (s.price.includes('acceptable') && !s.purchase.includes('no'));
  // So does the speaker's own trouble told before an ending on what the idea would do about it ("we both
  // end up in tears over long division. Anything that takes that off my plate gets my vote"), with no
  // "but" on the way; a complaint about the idea itself still counts.
  const endsSolved = pos.at(-1) === clauses.length - 1 && clauses.length > 1 && !clauses.some((c) => c.contrast || isConditional(c.lower));
  // Praise first and then the speaker's own trouble ("We need something like this badly. Right now our
  // passwords live in a shared Google Sheet") gives the reason for the praise, not a reservation.
  const opensSolved = pos[0] === 0 && !clauses.some((c) => c.contrast || isConditional(c.lower));
  // After the feature liked best, what follows tells the trouble it takes away ("Being able to skip a month.
  // Every subscription I've had, cancelling was a nightmare"), unless it turns to a reservation.
  const likedThenWhy = (i: number) =>
    q.intent === 'liked' && pos[0] === 0 && i > 0 && s.purchase[i] !== 'no' && !clauses.slice(1, i + 1).some((c) => c.contrast) && !RESERVATION.test(clauses[i]!.lower);
  const ownTrouble = (l: string) => !aboutTheIdea(l) && OWN_STORY.test(l);
  // After a firm yes, a trouble of the speaker's life that only names a concern area ("the kids are too young
  // to mow") is the need, unless it is put as a reservation ("my only worry is the battery").
  const needOnly = (w: Weight, c: Clause) => firmlyFor && w.firmNeg === w.worry && !c.contrast && !aboutTheIdea(c.lower) && !RESERVATION.test(c.lower);
  const problemOnly = (w: Weight, i: number) =>
    needOnly(w, clauses[i]!) ||
    likedThenWhy(i) ||
    (w.firmNeg === 0 && (committed || (endsSolved && !aboutTheIdea(clauses[i]!.lower)) || (opensSolved && i > 0 && ownTrouble(clauses[i]!.lower))));
  const neg = weights.flatMap((w, i) => (w.neg >= 1 && w.neg > w.pos - 1 && !problemOnly(w, i) ? [i] : []));
  // "It's a nice idea, but I can't see myself using it": praise that only opens a refusal is politeness.
  if (
    pos.length &&
    neg.length &&
    pos.every((i) => COURTESY.test(clauses[i]!.lower)) &&
    Math.min(...neg) > Math.max(...pos) &&
    neg.some((i) => s.purchase[i] === 'no' || OWN_REFUSAL.test(clauses[i]!.lower))
  )
    return { stance: 'negative', clauses: neg };
  // Asked about the price, not knowing what such things cost is no reaction to it.
  const pricing = q.intent === 'price' || q.intent === 'amount';
  if (pricing && clauses.some((c) => UNKNOWING.test(c.lower)) && !s.price.some((p) => p !== null) && !s.purchase.some((p) => p !== null)) return { stance: 'neutral', clauses: [] };
  if (pos.length && neg.length) return { stance: 'mixed', clauses: [...new Set([...pos, ...neg])].sort((a, b) => a - b) };
  if (pos.length) return { stance: 'positive', clauses: pos };
  if (neg.length) return { stance: 'negative', clauses: neg };
  // Asked for an impression, an answer with nothing good to say about the idea is a reservation ("My
  // head chef has run the pass for twenty-two years with a spike and a loud voice"); a question back is not.
  if (q.intent === 'general' && IMPRESSION.test(q.lower) && !/\?\s*$/.test(clauses.at(-1)?.lower ?? '?')) return { stance: 'negative', clauses: [] };
  return { stance: 'neutral', clauses: [] };
}
