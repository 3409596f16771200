// Rejection without a word of rejection: a participant who turns an idea down rarely says "bad" or
// "no". They name what they would do instead ("I'd just use a notebook"), defend what they have
// ("nothing wrong with a normal bike"), say it would go unused ("it'd end up in a drawer"), or name
// an obstacle ("no space for it", "where would I even put it?"). Each construction here is read as an
// unfavourable stance and raises the concern it stands for. They are constructions, not topic words,
// so a plain account of one's habits ("I take a photo before I shop") matches none of them.
import type { Concern } from '../codebook.js';

// Something other than the idea: "just use a notebook", not "just use it on weekends".
const OTHER_THING = String.raw`(?!(?:it|this|that|one|them|the (?:app|product|device|service|idea|thing))\b)`;
const WOULD = "(?:i'?d|i would|i'?ll|i will|we'?d|we would|we'?ll|i can|we can|i could|we could|you can|you could)";

const CONSTRUCTIONS: [RegExp, Concern | null][] = [
  // The alternative they would reach for instead.
  [
    new RegExp(
      String.raw`\b${WOULD} (?:probably |still |always |honestly )?just (?:use|get|buy|grab|keep|go (?:with|to|for)|ask|write|open|check|look|set|do|make|pay|call|hire|borrow|rent|walk|take|print|text|google|wait|stay|carry on)\b ${OTHER_THING}`,
    ),
    'need_fit',
  ],
  // Keeping the money is a refusal with no alternative in it.
  [/\b(?:i'?d|i would|we'?d|we would) (?:much |honestly )?rather (?:not|(?:keep|save|spend) (?:my|our|the) money)\b/, null],
  [/\b(?:i'?d|i would|we'?d|we would) (?:much |still |honestly )?rather\b(?! (?:have|get|buy|use|pay for|try|order|own) (?:this|it|one|that)\b)/, 'switching'],
  [new RegExp(String.raw`\b(?:i|we) (?:still |much |honestly )?prefer ${OTHER_THING}`), 'switching'],
  // Doing it oneself, by preference: "I like picking my own", "I'd rather teach her myself".
  [
    /\b(?:like|love|prefer|enjoy|rather) (?:to )?(?:pick|choos|mak|cook|brew|do|plan|shop|select|bak|grow|fix|build)\w* (?:\w+ )?(?:my|our) own\b|\b(?:rather|prefer to|'d just|can just) (?!use|install|set|try)\w+ (?:it |that |them |her |him )?(?:myself|ourselves|by hand)\b/,
    'switching',
  ],
  // Something else does it better: "nothing beats a real tutor", "a human coach is better".
  [
    /\b(?:nothing beats|(?:you )?can'?t beat|no substitute for|nothing replaces) (?:a|an|the|my|our|good old|real|proper|actual|just)\b|\b(?:a|an) (?:real|human|proper|actual|live|local|good) \w+(?: \w+)? (?:is|are|does|would be|works|do) (?:\w+ )?better\b/,
    'switching',
  ],
  // Defending what they have: "nothing wrong with my kettle", "a regular bike is fine".
  [
    /\bnothing wrong with (?:the way|how|what|my|our|a|an|the|just|plain|good old)\b|\bwhat'?s wrong with (?:a |an |my |our |the |just |plain )?(?:normal|regular|plain|ordinary|old|good old|simple|basic|paper|manual|traditional|real|cheap)\b/,
    'switching',
  ],
  [
    /\b(?:a|an|my|our|the) (?:normal|regular|plain|ordinary|basic|simple|old|cheap|standard|good old|trusty|manual|paper|traditional|\$\d+) \w+(?: \w+)? (?:is|are|does|do|works?|'s) (?:just |perfectly |totally |still )?(?:fine|enough|plenty|good enough|all (?:i|we) need|the job|the trick)\b/,
    'switching',
  ],
  [
    /\b(?:pen and paper|a notebook|a notepad|sticky notes|post-its|a spreadsheet|a whiteboard|a calendar|an alarm|a timer|a list) (?:works?|does|is (?:fine|enough))\b/,
    'switching',
  ],
  // What they have stays or already does it: "the whiteboard stays", "TCM already shows me more films", "we moved to Samsara".
  [
    /\b(?:the|my|our) \w+(?: \w+)? (?:stays|is staying|isn'?t going anywhere)\b|\balready (?:shows|covers|handles|sends|provides|includes|tracks|offers|brings|gives|does|runs|sorts)\b|\b(?:has|have|does|do|covers?|offers?) (?:most|all|much) of (?:this|that|what)\b|\b(?:we|i) (?:just |recently |only )?(?:moved|switched|changed|migrated) (?:to|over to|onto)\b(?! (?:a |the )?(?:new |bigger |smaller )?(?:house|home|flat|place|city|town|village|country|area|street|road)\b)(?! \w+ in (?:january|february|march|april|may|june|july|august|september|october|november|december|the (?:spring|summer|autumn|fall|winter))\b)|\bmoving (?:\w+ ){0,3}(?:off|away from|over from)\b|\b(?:i|we) (?:use|have|got|pay for|get|run) [^,.]{1,30} already\b/,
    'switching',
  ],
  // The need is met already: "that's what the jam jar is for", "the WhatsApp group already does this".
  [/\bthat'?s what (?!(?:it|this)\b)[^,.]{1,40}(?:is|are|'s|'re|was|were) for\b|\bthat'?s what (?:i|we) (?:pay|have|hire|use|keep|employ) [^,.]{1,30} for\b/, 'need_fit'],
  // Content with the old way: "my eyes are fine with the ceiling light", "why fix what isn't broken?".
  [/\b(?:is|are|'s|'re|am|'m) (?:perfectly |just |totally )?(?:fine|happy|ok|okay|good) with (?:the|my|our|a|an|what)\b|\b(?:isn'?t|ain'?t|not) broken?\b/, 'switching'],
  // Waiting it out: "I'll wait for version two".
  [/\b(?:i'?ll|i'?d|we'?ll|we'?d|i will|i would) (?:probably |just )?wait (?:for|until|till)\b/, null],
  // A bad time with one before: "we tried something similar and it didn't last a month".
  [
    /\b(?:tried|had|bought|owned|got|used) (?:one|something|a \w+|\w+)\b.{0,40}\b(?:broke|didn'?t last|stopped working|gave up on|never used|returned it|sent it back|died|cancell?ed)\b/,
    'quality',
  ],
  // Made for someone else: "seems built for chains, not for a shop like mine".
  [
    /\b(?:built|made|designed|meant|aimed|geared) for\b[^,.]{1,40}, not (?:for )?(?:me|us|a|an|my|our|people like|someone|small)\b|\bnot for (?:someone|people|anyone|those|folks) (?:who|like|that)\b|\bnot (?:aimed at|made for|meant for|designed for|built for) (?:people|someone|folks|the likes of) (?:like )?(?:me|us)\b|\b(?:sure|fine|great),? if you(?:'re into| like| enjoy| want)\b|\bfor (?:bigger|larger|big|large) (?:\w+ )?(?:shops|stores|companies|teams|families|businesses|operations|outfits|firms|households|organi[sz]ations|chains|farms|offices)\b|\b(?:from|with|by) (?:me|us|a (?:person|human)|people|someone real), not (?:from |with |by )?(?:a|an|some) \w+/,
    'need_fit',
  ],
  // What would be lost: "I'd lose the personal touch".
  [/\b(?:i'?d|we'?d|you'?d|they'?d) lose (?:the|my|our|that|their)\b/, 'other'],
  // Belittled: "it's a gadget, not an appliance", "so it's a Fitbit in a ring", "good luck getting him to wear it".
  [
    /\ba lot of (?!money|cash)\w+ (?:just )?(?:for|to make) (?:a|an|some|one)\b|\broll (?:their|his|her|my|our) eyes\b|\bwhere'?s the (?:fun|joy|point) in\b|^so (?:it'?s|this is) (?:just |basically |really )?(?:a|an) \w+|\bgood luck (?:getting|with|convincing|making|persuading)\b|\bgood luck\W*$|\b(?:it'?s|that'?s|this is) (?:just |only |basically |really )?(?:a|an) \w+(?: \w+)?, not (?:a|an) \w+/,
    null,
  ],
  // Carrying on as before: "I'll keep doing it that way", "we'll keep cooking from the flyer".
  [/\b(?:i'?ll|we'?ll|i'?d|we'?d|i will|we will) (?:just |happily )?keep (?:on )?(?:\w+ing|my|our|those|them|mine|ours)\b/, 'switching'],
  // It would go unused.
  [
    /\b(?:managed|coped|lived|got by|done) (?:\w+ )?without (?:one|it|them|this|that)\b|\bwould(?:n'?t)? never (?:touch|use|wear|go near)\b|\bwouldn'?t (?:touch|go near)\b|\bnot (?:the|your|their) (?:target|intended) (?:market|audience|customer|user)\b|\b(?:barely|hardly|rarely|never) (?:ever )?use (?:the|my|our|a)\b|\bthen (?:in|into) (?:the|a) (?:cupboard|drawer|garage|loft|attic|closet|cabinet|bin)\b|\b(?:something|a thing|the kind of thing|the sort of thing) (?:my|a|an|your) \w+(?: \w+)? (?:would|might) (?:buy|like|love|use|want|get)\b|\bend(?:s|ed)? up (?:in (?:a|the|my|our) (?:drawer|cupboard|closet|garage|cabinet|attic|loft|basement)|(?:in the )?back of|(?:on|at) the back|forgotten|unused|gathering dust)\b|\bin a drawer\b|\bforget (?:about it|it exists|to (?:use|charge|wear|open|fill|check) it|(?:i|we) (?:had|own) it)\b|\bnovelty (?:would|will|'d|'ll) wear off\b|\bwear(?:s)? off (?:after|in|within) (?:a|about|the first)\b|\bstop using it\b|\b(?:go|end up) in the bin\b|\bgo to waste\b|\buse it (?:once|twice|a couple of times|a few times|for a week|for a month) (?:and|then)\b/,
    'need_fit',
  ],
  // Practical obstacles of space and home.
  [
    /\bno (?:space|room|counter ?space|spare (?:space|room|socket|outlet)|outlet|socket|wall space|garage|yard|garden|driveway|balcony)\b(?! (?:issues?|problems?))|\bwhere (?:it|this|that|one) (?:would|could|will|'d|'ll) (?:live|go|fit|sit|stand)\b|\bwhere (?:would|could|will) (?:it|this|that|one|they) (?:even )?(?:live|go|fit|sit)\b|\bfind (?:a |the )?(?:cupboard|space|room|shelf|home|place|spot) for\b|\b(?:would|will|does|do|can) (?:it|they|the \w+|an? [\w-]+(?: \w+)?) even (?:work|fit|stay|suit|reach|cope|talk to|connect|pair|sync)\b|\bnowhere to (?:put|keep|store|plug|charge|park|hang)\b|\bwhere (?:would|do|will|could|am|are) (?:i|we) (?:even )?(?:going to )?(?:put|keep|store|park|charge|plug|hang)\b|\b(?:counters?|countertops?|kitchen|flat|apartment|cupboards?|closets?|garage|hallway|desk|shelves|fridge|bathroom) (?:is|are) (?:already )?(?:full|too small|cramped|packed|crammed|overflowing)\b|\b(?:don'?t|do not|doesn'?t) have (?:the |any |enough )?(?:space|room|garden|yard|garage|balcony|lawn|driveway)\b|\b(?:we'?re|i'?m|we are|i am) (?:renting|renters?|a renter|in a rental)\b|\b(?:my|our|the) landlord\b/,
    'need_fit',
  ],
  // Not the person it is for: "nice for film buffs; I'm not sure I'm one"; "save your washer the trip".
  [
    /\bi'?m not (?:sure i'?m )?one\b|\bnot sure i'?m one\b|\bsave (?:your|yourself|them|him|her) (?:\w+ )?(?:the (?:trip|bother|effort|hassle)|your breath)\b|\b(?:people|everyone|everybody|most of us|we all|they all|folks) (?:\w+ ){0,3}(?:their|our) own\b/,
    'need_fit',
  ],
  // A prediction of misuse: "the little one would just lose the card".
  [
    /\b(?:would|'d|will|'ll) (?:just |only |probably |immediately )(?:lose|break|ignore|forget|chew|bin|misplace|drop|smash)\b|\b(?:would|'d|will|'ll) (?:just |only |probably )?(?:stress|annoy|depress|upset|distract) (?:me|us|him|her|them)\b|\bcan'?t even (?:keep track of|remember|find)\b/,
    null,
  ],
  // One more thing to look after.
  [
    /\bspend more time \w+ing\b|\b(?:one more|another|yet another) (?:thing|gadget|device|app|password|login|account|charger|cable|remote|box|screen)\b(?! (?:i (?:love|like|need)|that (?:helps|saves)))/,
    'effort_usability',
  ],
];

const COMPARING = /\bcompare|\bversus\b|\bvs\.?\s|\binstead of\b|\bwhat you (?:use|do|have|currently)\b/;
/** The question sets the idea against what they use today ("How does it compare with what you use?"). */
export const comparesWithToday = (question: string) => COMPARING.test(question);
/** Asked to compare with today, what they already have is the answer: "he's already halfway through Khan Academy". */
export const keepsWhatTheyHave = (lower: string, question: string) => COMPARING.test(question) && /\balready\b|\bfor years\b/.test(lower);

/**
 * The dismissive construction in the clause: `concern` is what it stands for (null for a bare
 * refusal such as "I'd rather keep my money"); undefined when the clause has none.
 */
export function dismissalIn(lower: string): { concern: Concern | null } | undefined {
  const found = CONSTRUCTIONS.find(([re]) => re.test(lower));
  return found && { concern: found[1] };
}
