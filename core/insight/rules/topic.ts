// Whether the exchange is about the idea: an off-topic question ("What's your favourite movie?") never
// moves a product figure (INSIGHT.md rule 4). Answers are judged off topic on their own only when they
// put the conversation on hold: a participant answers the question asked, and a wrong "off topic" hides
// a real opinion.
import type { QuestionInfo } from './question.js';
import { normalize } from './text.js';

// Personal life: off topic unless the brief is about that very thing (pets for a pet-food brief).
const OFF_TOPIC_QUESTION =
  /\bfavou?rite\b(?! (?:feature|part|aspect|bit|function|option|detail)s?\b)|\bmusic\b|\bmovies?\b|\bfilms?\b|\bbooks?\b|\breading\b|\btv\b|\bshows?\b|\bsongs?\b|\bbands?\b|\bsports?\b|\bteams? do you\b|\btrips?\b|\btravel|\bbreakfast\b|\blunch\b|\bpets?\b|\bsiblings\b|\bhometown\b|\bborn\b|\bschool\b|\bcollege\b|\buniversity\b|\bfor a living\b|\bwhat (?:kind of )?work do you\b|\bsummer\b|\bwinter\b|\bvideo games?\b|\binstruments?\b|\bplay any\b|\bdream\b|\bbest (?:day|meal|advice|part of your (?:week|day|year)|thing that happened)\b|\bfamily like\b|\bweekends?\b|\blaugh|\blooking forward\b|\bmorning routine\b|\bproud\b|\bbucket list\b|\bthe last thing\b|\bwhere (?:did you grow up|are you from|do you live|were you born)|\bgrow up\b|\babout yourself\b|\bintroduce yourself\b|\bweekend\b|\bhobb(?:y|ies)\b|\bfor fun\b|\bthe weather\b|\bvacation\b|\bholiday plans\b|\bpet'?s name\b|\bwhat'?s your name\b|\bhow old\b|\bstar sign\b|\bsuperpower\b|\bdream job\b|\bcelebrit|\bchildhood\b|\bbirthday\b|\bsports? team\b|\bpolitic|\belection\b|\bjourney\b|\bparking\b|\btraffic\b|\bfind(?:ing)? the (?:building|place|room|venue|office)\b|\bget(?:ting)? here\b|\bnorthern lights\b/;
// An aside the moderator marks as one ("by the way", "out of interest", "in the break"): off topic even
// when it names something the brief does ("How old are your kids, by the way?").
const ASIDE =
  /\bby the way\b|\bout of (?:interest|curiosity)\b|\bbefore we move on\b|\bquick break\b|\bwhile we'?re on (?!the (?:price|subject of (?:price|cost)))\w+|\bin the break\b|\bjust (?:curious|wondering)\b|\bon a (?:different|lighter|personal|separate) note\b|\bbefore we (?:start|begin|get going|kick off)\b|\bwhile we wait\b|\bhow (?:was|is|'s) everyone'?s?\b|\bhow'?s everyone\b|\b(?:totally |completely )?unrelated\b|\brandom one\b|\bside question\b|\bquick (?:aside|breather)\b|\blittle breather\b|\bnot about the (?:product|idea)\b|\banyone else'?s\b|\bor is it just (?:me|us|ours)\b|\b(?:is|did|has|does|are|have) (?:anyone|everyone) (?:got plans|doing anything|watching|surviving|coping|okay|ok)\b|\banyone (?:got plans|doing anything|watching anything)\b/;
// A question that points at the idea itself; a habit question ("how do you get to work now?") must
// instead share a word or a domain with the brief.
const POINTS_AT_IDEA =
  /\b(?:this|it|that|the (?:idea|product|concept|service|app|device|offer|offering|brand|company|subscription|plan|tool|platform|feature|kit|box|machine|pitch|price)|idea|product|concept|service|pric(?:e|ing)|pay|buy|cost|purchase|subscribe|subscription|concerns?|hesitat\w*|worr\w*|recommend|rate|scale|likely|features?|worth|try|sign up|order|switch|compared?|alternative|plans?|tiers?|think|thoughts?|opinions?|impressions?|reactions?|take|views?|verdict|feedback|gut|feel(?:ings?)?|improve|better|change|pick|choose|like|love|appeal\w*|dislike|stand out|would you|anything else|any other (?:thoughts?|comments?|feedback|questions?)|final (?:thoughts?|words?|comments?)|(?:to|you'?d like to|you want to) add)\b/;
const STOP = new Set(
  'about above after again against also because been before being below between both could does doing during each from further have having here into itself just more most other over same should some such than that their them then there these they this those through under until very what when where which while whom with would your yours youre the and for are but not you all any can had her was one our out his how its who did get got has him let may new now old see two way use she too ever much many like make made well also only even back good want need anything everything something nothing anyone everyone someone today really'.split(
    ' ',
  ),
);

// Words of one everyday domain meet each other: "Do you have any pets?" is on topic for dog food.
const DOMAINS: [string, RegExp][] = [
  ['#pet', /^(?:pets?|dogs?|cats?|pupp(?:y|ies)|kittens?|vet|kibble|litter)$/],
  ['#kid', /^(?:kids?|child(?:ren)?|bab(?:y|ies)|toddlers?|parents?|parenting|famil(?:y|ies))$/],
  ['#food', /^(?:food|eat|eating|cook|cooking|meals?|breakfast|lunch|dinner|snacks?|recipes?|groceries|kitchen|coffee|tea|drinks?)$/],
  ['#commute', /^(?:car|cars|drive|driving|commute|commuter|commuting|bike|bikes|e-bike|ride|riding|cycling|train|bus|work)$/],
  ['#money', /^(?:money|spend|spending|budget|budgeting|bank|banks|savings?|finances?|bills)$/],
  ['#rest', /^(?:sleep|sleeping|relax|relaxing|stress|meditat\w*|calm|anxiety)$/],
  ['#clean', /^(?:wash|washing|washing-up|dishes|dish|dishwasher|sponges?|cleaning|clean|laundry|chores?)$/],
];
const stem = (w: string) => {
  const domain = DOMAINS.find(([, re]) => re.test(w));
  if (domain) return domain[0];
  const bare = w.replace(/(?:ing|ed|es|s)$/, '');
  return bare.length > 5 ? bare.slice(0, 5) : bare;
};
/** Content words, crudely stemmed, so "cooking" meets "cooker" and "plans" meets "planner". */
const contentWords = (text: string) =>
  new Set((normalize(text).match(/[a-z][a-z'-]{2,}/g) ?? []).filter((w) => (w.length > 3 && !STOP.has(w)) || DOMAINS.some(([, re]) => re.test(w))).map(stem));

const overlaps = (a: Set<string>, b: Set<string>) => [...a].some((w) => b.has(w));

export function questionOnTopic(q: QuestionInfo, brief: string): boolean {
  const sharesBrief = overlaps(contentWords(q.lower), contentWords(brief));
  // A question about buying, paying or worrying is about the idea whatever else it names ("Would you pay $30 for a weekend?").
  const aboutBuying = q.intent === 'purchase' || q.intent === 'amount' || q.intent === 'price' || q.intent === 'concern';
  if (ASIDE.test(q.lower)) return aboutBuying;
  if (OFF_TOPIC_QUESTION.test(q.lower)) return sharesBrief || aboutBuying;
  // A moderator's question about today's habits ("how do you mow now?") is about the problem space.
  return sharesBrief || POINTS_AT_IDEA.test(q.lower) || q.scale !== null || q.intent !== 'general';
}

// "Sorry, my daughter's just come in. Can we pause for two minutes?": an aside that holds the discussion.
const ON_HOLD =
  /^\W*(?:sorry|excuse me|hang on|hold on|one sec(?:ond)?|just a (?:sec|second|moment|minute)|bear with me)\b.*\b(?:come back to me|pause|give me a (?:sec|second|moment|minute)|pass (?:the|me)|be right back|back in a (?:sec|second|moment|minute)|(?:two|one|five|a couple of) minutes|before i forget|can i just (?:check|ask))\b/;

// "sorry, was on mute, what did I miss?", "brb doorbell", "can we talk about the footy instead?": the speaker
// missed the question or steers away from it.
const AWAY =
  /\bwhat did i miss\b|\bwhat was the question\b|\b(?:brb|afk)\b|\b(?:was|i was|i'?m) on mute\b|\bjust (?:joined|got back|back)\b|\b(?:network|connection|wifi|signal) (?:issue|problem|dropped)\b|\boff (?:track|topic)\b|\bcan we talk about [^?]{1,40}\binstead\b|^\W*speaking of \w+,? (?:has|have|did|does|is) (?:anyone|everyone)\b/;

// The signs of an interruption: an opening apology ("Ugh sorry, my dog's just been sick on the rug"), a pause
// ("one sec", "I have to jump off"), a side question to the room ("is anyone else's video frozen?", "random,
// but..."), trouble hearing ("I can only hear every other word") or a household emergency ("my cat just
// knocked my coffee over"). One alone reads as off topic only when the answer holds no word about the idea.
const INTERRUPTION = [
  /^\W*(?:(?:hey|ugh|oh|oops|argh|ah|lol|omg|wait|ok|okay)\W+)?(?:sorry|perd[oó]n|apologies|excuse me|pardon)\b/,
  /\b(?:one|two|a|1|2) secs?\b|\b(?:one|1) second\b|\bback in (?:a|two|five|\d+|a few)\b|\bback now\b|\bbear with\b|\bcarry on\b|\bone moment\b|\bgive me (?:a|one|two) (?:sec|second|moment|minute)\b|\bstep out\b|\bjump (?:off|out)\b|\b(?:have|got|need) to (?:go|jump|run|dash|leave|step out|head off|pop out)(?= now| soon| in | early| off|\W*$|[.,;!])|\bgotta (?:go|run|step out|jump|dash)\b|\bneed to take this\b|\bleave (?:a bit |a little )?early\b|\bkeep (?:the|my) camera off\b|\bbe right back\b/,
  /(?:^|[.?!]\s*)(?:did|does|has|is|was|have) anyone\b|\bany(?:one|body) else'?s?\b|\bis it just me\b|\bcan (?:someone|anyone|you|we) (?:please )?(?:repeat|mute|turn|open)\b|\bsend me the notes\b|\b(?:off[- ]?topic|unrelated|random(?: one| question| thought)?)\W+but\b|\bsorry,? random\b|\b(?:slightly|bit|a bit|totally|completely) (?:off[- ]?topic|unrelated)\b|\bcan (?:i|we) (?:grab|get) (?:a|another)\b/,
  /\b(?:was|i was|i'?m|were) (?:on )?mute[d]?\b|\bevery (?:other|second) word\b|\bweird echo\b|\bdid i miss (?:much|anything)\b|\bwhat were we on\b|\bwhat(?:'s| is| was) the (?:product|question) again\b|\bcan (?:you|someone) repeat\b|\bjust (?:catching up|caught up)\b|\bmissed (?:that|the last bit|the question)\b/,
  /\b(?:my|the|our) [\w-]+(?:'s)? (?:(?:has |is )?just|literally) (?:knocked|walked|came|come|rang|called|got|been|fell|spilled|spilt|ate|screaming|shouting|eating|jumped|arrived|pulled|texted|messaged)\b|\bsomeone'?s at the door\b|\bi'?m (?:just )?here for the (?:voucher|gift card|money|incentive|amazon)\b|\b(?:my )?head'?s (?:not in|elsewhere)\b|\bi'?m (?:a bit )?lost\b|\bi'?ll be back\b|\b(?:sorry|apologies) (?:i'?m|for being) late\b|\bone minute,? please\b|^\W*(?:can i just say|can we talk about|oh,? that reminds me|hi (?:everyone|all))\b|\bi'?m (?:a bit |so )?distracted\b|\bhalf here\b/,
];
// Words that speak of the idea, its price or buying it: an answer holding one is read for what it says.
const ABOUT_IDEA =
  /\b(?:this (?:thing|app|product|idea|service|one)|the (?:app|product|idea|service|price|subscription|plan|box|device|kit)|price|pay|paying|buy|buying|cost|costs|worth|spend|subscri\w*|sign(?:ing)? up|i'?d|i would|we'?d|we would|would i|it'?d|it would|love it|like it|it'?s (?:ok|okay|fine|good|great|alright|not bad))\b/;

/** The answer puts the discussion on hold, or leaves it, and names nothing of the brief. */
export function answerOnHold(answer: string, brief: string): boolean {
  const text = normalize(answer);
  if (overlaps(contentWords(answer), contentWords(brief))) return false;
  return ON_HOLD.test(text) || AWAY.test(text) || (INTERRUPTION.some((re) => re.test(text)) && !ABOUT_IDEA.test(text));
}
