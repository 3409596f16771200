// The reaction to the price: words ("steep", "worth it", "not cheap but not outrageous") read with
// their negation, and amounts compared with the price the brief states.
import type { PriceReaction, PurchaseIntent } from '../codebook.js';
import { NO_CONCERN, PRICE_TOPIC } from './concerns.js';
import { asksForBetterTerms, isNegatedAt, TERMS_DROPPED } from './negation.js';
import { findNumbers, moneyAmounts } from './numbers.js';
import { cheaperThanTheIdea, comparedPrice, priceSaidBack } from './price-compare.js';
import { priceQuestionPolarity, type QuestionInfo } from './question.js';
import { leadingAnswer } from './purchase.js';
import { amountNamed, amountPerBriefPeriod } from './rating.js';
import { UNKNOWING } from './stance-words.js';
import type { Clause } from './text.js';

// Objections to the price; "too much" counts only with money in sight ("on a tablet too much").
const HIGH =
  /\bnot cheap\b|\btoo (?:expensive|pricey|pricy|steep|high|rich|costly)\b|\bwait for (?:a|an|the) (?:\w+ )?(?:offer|sale|deal|discount|promo)s?\b|\bnot at (?:that|this|those) (?:\w+ )?(?:amount|money|fee|price|cost|rate)\b|\bnot at (?:[$€£₹]\s?\d|\d[\d,.]*k?\b|(?:\w+[- ])?(?:ten|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|grand|thousand)\b)|\b(?:at |for )?(?:double|triple|twice|three times) the price\b|\bmore than double\b|\b(?:a bit|bit|a little|too|quite|very|rather|pretty|so|a tad|awfully) dear\b|\bonly (?:buy|get|order|book|try)\b[^.]{0,30}\b(?:sale|discount|offer|deal|special)\b|\b(?:budget|wallet|bank (?:account|balance)|purse|finances?)\b[^.]{0,15}\bsays? no\b|(?:[$€£₹]\s?\d|\b\d[\d,.]*k? (?:a|per) (?:head|seat|user|month|year)|\ba head\b|\bper (?:head|seat|user)\b)[^.]{0,40}\b(?:hard|tough|difficult) sell\b|\bpaying more than (?:my|our|the|what)\b|\b(?:not|neither(?:'s| is)?|none of them(?: is| are)?) cheap enough\b|\bnothing\b[^.]{0,20}\bat (?:that|this|those) price\b|\bat (?:that|this|those) price,? (?:i'?d|i would|we'?d|we would) (?:want|expect|need)\b|\bfor that,? (?:i'?d|i would|we'?d|we would) (?:want|expect) (?:a |an |more|something|proper|real)|\b(?:this|it)(?:'d| would| will|'s| is) (?:be )?(?:double|triple|twice|three times|quadruple) (?:that|what)\b|\btoo much\b|\b(?:a bit|a little|bit|rather|pretty|quite|very) cheeky\b|\b(?:cut|drop|scrap|ditch|get rid of|lower|reduce|waive|remove|axe|lose) (?:the |that |this |your )?(?:\w+ )?(?:fees?|price|prices|charges?|subscription|minimum|surcharge)\b|\bget(?:ting)? stung\b|\b(?:seems?|feels?|sounds?) like a waste\b|\b(?:free'?s|free is) hard to beat\b|\bhard to (?:beat|argue with) free\b|\bcan'?t (?:beat|argue with) free\b|\b(?:\w+ )?features at the (?:\w+ )?price\b|\bfor something (?:\w+ ){0,3}(?:throws? in|gives? away|(?:is|are|comes?) free)\b|\bwhy (?:would|should|'d) (?:i|we) (?:start |keep )?paying\b|\bask(?:s)? what (?:we'?re|we are|i'?m|i am|you'?re|they'?re) getting for (?:it|that|the money)\b|\b(?:commitment|bill|invoice|fee|figure|number|price tag)\b[^.]{0,30}\b(?:say|said|says) no\b|\b(?:need|want) (?:it|them|one) on sale\b|\b(?:once|when|till|until) (?:black friday|the (?:january |summer |boxing day |new year )?sales?) (?:hits?|comes?|starts?|arrives?)\b|\bonce it'?s on sale\b|\b(?:'s|is|are|costs?) (?:only |just )?a fraction of (?:that|the price|this|it)\b|^\W*(?:usually|always|often|normally|generally|probably|much|way|a lot|loads|far) cheaper\W*$|\b(?:always |usually |often )?go(?:es)? on sale\b|\bnot (?:[$€£₹]\s?\d[\d,.]*|(?:[\w-]+ ){1,2}(?:dollars|euros|pounds|quid|bucks|grand))[- ](?:curious|keen|interested|desperate|excited|bothered|good|useful)\b|\bmore money than sense\b|(?:[$€£₹]\s?\d[\d,.]*|\b(?:\w+[- ])?(?:hundred|thousand|grand))\b(?: (?:up ?front|in one go|outright|all at once))?,? (?:never|no way|no chance|not a chance)\W*$|\bmake it (?:[$€£₹]\s?\d[\d,.]*|(?:\w+[- ]){0,2}(?:ten|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|nine|five)\b)|\b(?:you'?re|i'?m|we'?re|you are|i am|we are) paying (?:a |an )?(?:\w+ )?(?:extra|more) for\b|\b(?:no|nobody|no one)\b[^.]{0,20}\b(?:is|would be|'s|will be)? ?(?:paying|going to pay|gonna pay) (?:that|this)\b|\b(?:can'?t|cannot|couldn'?t) find (?:that|the money|[$€£₹]\s?\d|(?:[\w-]+ ){1,3}(?:hundred|thousand|grand))|\bbetter off (?:\w+ing) (?:a |an )?(?:second-?hand|used|cheaper|refurbished)\b|\bnot (?:the|that) (?:extra|additional|other) (?:[$€£]?\d|(?:\w+[- ])?(?:ten|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|grand|thousand)\b)|\b(?:need|want) a (?:real |good |very good |strong )?reason to (?:pay|spend)\b|\b(?:struggle|hard|tough|difficult) to (?:argue|make the case) for (?:a |another |the |paying )?(?:second |another |extra |separate )?(?:bill|fee|subscription|licen[cs]e|cost|tool)\b|\bat (?:that price|those prices|[$€£]\s?\d[\d,.]*|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|a hundred|\w+ hundred)(?:[- ]\w+)?)[^,.]{0,25}?,? (?:i|we) (?:just )?(?:can'?t|cannot|couldn'?t|won'?t|wouldn'?t)\b|\bwrong (?:price|price point)\b|\b(?:maths?|numbers?|sums?) (?:just )?(?:doesn'?t|don'?t|does not|do not|won'?t) (?:work|add up|stack up)\b|\b(?:higher|steeper|pricier) than (?:i'?d|i would|we'?d|i was|i'?d hoped|i hoped) (?:like|want|hoped|hope|prefer|expecting|expected)?\b|\b(?:costs?|price|fees?|subscription|monthly|pricing)\b[^.]{0,15}\bthat (?:gets|bothers|worries|kills|puts (?:me|us) off)\b|\bsee (?:\w+ ){0,2}come down\b|\bevery (?:\w+ )?(?:months?|years?|weeks?),? forever\b|\b(?:need|have) to budget for\b|\b(?:a )?(?:big|huge|tall|large) ask\b|\ba lot to ask\b|\b(?:big|large|hefty|scary|eye-watering|serious) (?:number|figure|sum)\b(?! of)|\b(?:struggle|struggling|hard-pressed|hard pressed) to (?:find|come up with|scrape together|raise) (?:that|the (?:money|cash)|[$€£]?\d|\w+ (?:hundred|grand))|\bexpect (?:that|this|to pay that)\b[^.]{0,40}, not\b|\b(?:not|no|never)\b[^.]{0,25}\bon (?:my|our|a) (?:\w+ )?(?:budget|salary|wage|income|pension)\b|\b(?:seems?|feels?|sounds?) (?:like )?(?:quite )?a lot\b(?! of)|\bmore than (?:i|we) (?:was|were) (?:expecting|hoping|planning)\b|\bnot (?:for )?(?:people|someone|folks|families) like (?:me|us)\b|\bpricey\b|\bpricy\b|\boverpriced\b|\bover-priced\b|\bcostly\b|\bout of (?:my|our|the) (?:budget|price range|range|league)\b|\b(?:over|beyond|above|outside) (?:my|our) (?:budget|means|price range)\b|\bcan'?t afford\b(?! (?:a|an|the) (?!(?:subscription|monthly|another|second|new one)\b)\w+)(?! to (?:own|run|keep|have|live|buy a (?:car|house|home)))(?! to (?:lose|miss|risk|waste|upset|annoy|alienate|ignore|fall behind|be without|get (?:it|this|that) wrong|take (?:the|that|a) (?:risk|chance)|gamble))|\b(?:barely|hardly|never|nobody [\w ]{0,20}(?:could|can|would)|no one [\w ]{0,20}(?:could|can|would)|few [\w ]{0,20}(?:could|can)) afford\b(?! to (?:own|run|keep|have|live))|\bbalk\b|\bgreedy\b|\bcharges? (?:you|us|me) for (?:it|that|the privilege)\b|\b(?:this|it|that) (?:would|will|'d|'ll)? ?costs? (?:me |us )?(?:more|extra)\b|\bpushing it\b|\bnot at (?:that|this|the|those) (?:price|cost|money)\b|\bin this economy\b|\bcannot afford\b(?! to (?:lose|miss|risk|waste|upset|annoy|alienate|ignore|fall behind|be without|get (?:it|this|that) wrong|take (?:the|that|a) (?:risk|chance)|gamble))|\bcouldn'?t afford\b(?! to (?:lose|miss|risk|waste|upset|annoy|alienate|ignore|fall behind|be without|get (?:it|this|that) wrong|take (?:the|that|a) (?:risk|chance)|gamble))|\b(?:can'?t|cannot|couldn'?t|hard to|tough to|difficult to|struggle to) justify\b|\ba lot of (?:money|cash|coin|dosh|dough|wonga|moolah)\b|\brich for my\b|\bon the (?:high|pricey|expensive) side\b|\bmore than i'?d\b(?! (?:ever |really |actually |probably )?(?:use|need|drink|eat|read|watch|wear))|\bmore than i (?:want|would|can|could|usually|normally|typically)\b(?! (?:ever |really |actually |probably )?(?:use|need|drink|eat|read|watch|wear))|\bsticker shock\b|\brip-?off\b|\bbreak the bank\b|\bhefty\b|\bprice (?:is|seems|feels) (?:high|a lot|too)\b|\bprice tag\b.*\b(?:high|much)\b|\bsteep\b(?! (?:hills?|slopes?|climbs?|inclines?|drive(?:way)?s?|stairs|streets?|roads?|banks?|gardens?|lawns?|learning curve))|\ba lot (?:for (?:a|an|the|what|some|something|that|this|those|these|one|just|only|my|our)\b|to (?:pay|spend|ask)\b)|\b(?:cost|price|subscription|fee)s? (?:would )?add(?:s)? up\b|\bis a lot\b|\banother (?:monthly |yearly |annual )?(?:fee|charge|bill)\b|\bthat'?s (?:\w+ ){0,2}(?:weeks?|months?|years?|days?|meals?|trips?)'?s? (?:of|worth)\b|\bthat'?s like a whole (?:week|month|year)'?s? (?:of|worth)\b|\b(?:a )?(?:bit|little|tad|touch) (?:much|steep|high|rich|pricey)\b|\b(?:that'?s|it'?s|that is) (?:a lot|loads|a fortune|a chunk|serious money|real money)\b(?! of (?!money|cash|dosh))|(?<!\b(?:is|'s|are|'re|be|was|looks?|seems?|works? out) (?:\w+ )?)\b(?:make it|and|much|a lot|a bit|way) cheaper\b(?! than| for (?:me|us))|\b(?:for|at) (?:a quarter|a third|a fraction) (?:of )?(?:that|the price|this)\b|\b(?:eat|eats|ate|eaten) (?:up )?(?:most|all|half) of\b|\badds? up\b|\bfraction of the (?:cost|price)\b|\bnot so much\b|\bfor that (?:price |money |kind of money )?i could (?:get|buy)\b|\bfor that (?:price|money|kind of money)\b[^.]{0,40}\b(?:would|could|'d|can) (?:just |rather )?(?:get|buy|shop|have|hire|go)\b|\b(?:can'?t|couldn'?t|don'?t) see (?:myself |me |us )?\w+ing\b[^.]{0,30}\bat [$€£]\s?\d|\bmakes? my eyes water\b|\b(?:wouldn'?t|won'?t|can'?t|doesn'?t|don'?t) stretch\b|\b(?:i'?d|i would) expect (?:more|a lot more|better|something)\b|\b(?:silly|crazy|ridiculous|hard|tough|insane) (?:to )?(?:spend|spending|pay|paying)\b|\bnot [$€£]?\d[\d,.]*k? (?:\w+er|better|more)\b|\bmore than (?:i|we)\b(?! (?:am|do|did|was|were|have|had)\b)(?!(?:'d)? (?:\w+ )?(?:use|need|drink|eat|read|watch|wear|get through|go through|could (?:use|eat|drink)))|\bunreasonable\b|\b\w+'s a lot\b(?! of (?!money|cash))|\beats? (?:into |up )?(?:my|our|the) (?:margins?|profits?|budget)\b|\b(?:i|we) (?:could|can) (?:buy|get|make|grow)\b[^.]{0,50}\bfor (?:pennies|nothing|free|next to nothing|a fraction|half|less)\b|\bpricier\b|\bchoosing between (?:the )?heating and\b|\bheat or eat\b|\b(?:have|has|got) [^.]{1,40}\blying around\b|\bwin the lottery\b|\b(?:rent'?s|rent is|bills are) due\b|\bfor (?:that|this|[$€£]?\d[\d,.]*|\w+ (?:hundred|thousand|grand)|that (?:money|price|kind of money))\b,? (?:i'?d|i would|i) (?:want|expect) it to\b|\b(?:would|'d) (?:need|have) to do (?:a lot |much |way |loads )?more\b|\b(?:no|pass|never|nope|nah)\b[^.]{0,20}\bat (?:that|this|those) (?:price|money)\b|\bcrazy money\b|\bpriced for (?:people|folks|someone) (?:with|who)\b|\bmade of money\b|\bmoney (?:doesn'?t|does not) grow on trees\b|\bhaving a (?:laugh|giraffe)\b|\bover my head,? price\b|\b(?:a )?(?:real |big |huge |serious )?chunk of (?:that|my|our|the)\b|\bcosts? (?:me |us )?(?:about |roughly |maybe |like |only )?(?:a third|a quarter|half|a fraction) of (?:that|this|the price|it)\b|\b(?:drops?|dropping|comes? down|coming down|goes? down|falls?|falling)\b[^.]{0,60}\b(?:i'?d|i'?ll|so i|i will|i would) (?:just )?wait\b|\bwhen (?:the )?(?:\w+ )?prices? (?:comes?|goes?) down\b|\b(?:feels? like|is|'s) a con\b|\bbait[- ]and[- ]switch\b|\bwhere they get you\b|\bper[- ](?:seat|head|user)\b[^.]{0,30}\b(?:is the problem|kills it|is where|adds up)\b|\bpaying for (?:\w+ )?(?:people|seats|users|staff|folks|licen[cs]es) (?:who|that|we|i)\b|\bpaying for (?:\w+ )?(?:empty|unused|spare|idle) (?:seats|licen[cs]es|users|places|months|desks)\b|\bpaying for (?:\w+ )?ghosts\b|\b(?:i'?m|you'?re|we'?re|i am|you are|we are) (?:really |basically |effectively |actually )?paying (?:[$€£]\s?\d[\d,.]*|(?:[\w-]+ ){1,3}(?:quid|dollars|bucks|pounds|euros)) for (?:a single|one|just one|just a|a)\b|\b(?:with|out of) my own (?:money|pocket)\b[^.]{0,25}\b(?:no|not a chance|never|nope|no way|i wouldn'?t)\b|\bmore money than me\b|\b(?:it'?s|is|are|they'?re) free,? so (?:i|we) (?:wouldn'?t|won'?t|don'?t|would never|will never) (?:pay|bother|buy)\b|^\W*(?:it |that |this )?(?:just )?(?:doesn'?t|does not|don'?t) add up\b|\btake (?:me |us )?(?:years|ages|forever|decades) to (?:break even|pay (?:for )?itself|pay (?:it )?off)\b|\b(?:paying|pay|paid) for (?:\w+ ){0,3}(?:i|we)(?:'d|'ll| would| will)? (?:don'?t|won'?t|wouldn'?t|never|not) (?:use|need|want|touch)\b|\b(?:would|'d) have to be (?:twice|two times|three times|much|a lot|way) (?:as good|better)\b|\b(?:don'?t|can'?t) see why (?:i|we|anyone)(?:'d| would)? pay\b|\bmore for (?:much |pretty much |basically )?the same\b|\bmy (?:whole|entire) \w+(?: \w+)? (?:was|cost)\b|\b(?:my|our) (?:whole|entire|total) (?:\w+ )?budget (?:is|was)\b|\bback of the sofa\b|\bat (?:this|that) price\b[^.]{0,30}\b(?:better|rather|cheaper)\b|\blaugh (?:me|us) out of\b|\b(?:is|'s) a (?:no|non-starter|hard no)\b(?!-)|\bshould (?:be included|come with it|be free)\b|\b(?:monthly|fee|plan|subscription|price|cost)\b[^.]{0,40}\bputs? (?:me|us) off\b|\b(?:feels?|seems?|sounds?|looks?) like (?:a lot|too much|a lot of money|a fortune)\b|\bhad to (?:read|look at) (?:that|it) twice\b|\bdouble[- ]take\b|\bnearly (?:fell|choked|spat)\b|\b(?:can'?t|couldn'?t|don'?t) see (?:myself|me|us) (?:paying|spending|forking out|shelling out)\b|\b(?:pric\w*|costs?|fees?|subscriptions?)\b[^.]{0,40}\b(?:hard|tough|difficult) sell\b|\b(?:big|huge|massive) (?:jump|leap) (?:up )?from\b|\b(?:big|huge|massive) step up from (?:free|nothing|zero|[$€£]?\d)|\b(?:big|huge|massive|steep|serious) (?:jump|leap|hike|increase)\b(?! in (?:quality|comfort|convenience|speed))|\b(?:paying|pay|spend(?:ing)?) [^.]{1,40} when (?:my|our|a|the) [^.]{1,40}\b(?:was|were|cost|costs|is|are) (?:only |just )?(?:[$€£]?\d|free|nothing|a (?:tenner|fiver)|(?:ten|twenty|thirty|forty|fifty|sixty)\b)|\bwho(?:'?s| is| would be| would| will)? (?:actually |really )?(?:paying|going to pay|gonna pay|pays?) (?:that|this|those)\b|\bdo (?:people|folks|you) (?:actually |really )?pay (?:that|this)\b|\b(?:that'?s|it'?s|that is|it is) more than (?:my|our|a|the|what)\b|\b(?:have|need|needs|has) to come down\b(?! to| here| and| with)|\b(?:comes?|came|coming) down (?:a lot|a bit|in price|to (?:about |around )?(?:[$€£]?\d|a |one |two |three |four |five |ten |twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred))|\bunless (?:it|the price) comes? down\b|\bsilly money\b|\b(?:daylight |highway )?robbery\b|\bpremium pric(?:e|ing) for\b(?! a premium)|\b(?:price|cost|fee|subscription)s?\b[^.]{0,25}\b(?:would|will|does|'d) (?:stop|put off|put) (?:me|us|(?:a lot of |many |most |some |loads of )?(?:people|folks|buyers|customers|families))(?: off)?\b|\b(?:price|cost|fee)s? (?:is|would be|'s) (?:the|a|my|our) (?:sticking point|deal-?breaker|barrier|stumbling block)\b|\bout of (?:reach|my reach)\b|\b(?:want|need|like|prefer|offer|do|make|have|add|bring out|release|launch) (?:a |the )?cheaper (?:\w+ )?(?:version|model|option|tier|plan|one)\b|\b(?:have|need) to save (?:up )?for\b|\bpaying (?:full (?:whack|price)|that much|that|it)(?: (?:myself|ourselves))?,? no\b|(?:[$€£]\s?\d|\b(?:dollars?|bucks|quid|pounds?|euros?))\b[^.]{0,25}\b(?:that )?(?:hurts|stings|puts (?:me|us) off)\b|\bnot (?:the )?full (?:price|whack|amount|[$€£]\s?\d)|\b(?:money|price|cost|fee|prices|costs|fees)\b[^.]{0,25}\b(?:holding (?:me|us) back|puts? (?:me|us) off|hurts|stings)\b|\bthat'?s the (?:bit|part|thing) that (?:puts? (?:me|us) off|hurts|stings)\b|\b(?:hard|tough|difficult) to swallow\b|\b(?:never|not|n'?t|no)\b[^.]{0,50}\bat (?:that|this|those|the full|full) (?:price|money|cost)\b|(?:[$€£]\s?\d|\b(?:quid|dollars|bucks|pounds|euros|a month|a year|a week|price|fee))[^.]{0,40}\b(?:isn'?t|is not|ain'?t) happening\b|\bnot sure (?:it'?s|it is|that'?s)\b[^.]{0,40}\b(?:dollars?|pounds?|quid|euros?|grand|bucks)[- ]better\b|\b(?:pay|paying|the price|the fee|the subscription|the monthly)\b[^.]{0,90}\b(?:is where it falls apart|sticks in my throat|is the (?:problem|catch|sticking point)|kills it)\b|\b(?:i'?m|i am|call me|we'?re|we are) (?:a bit |too |way too |pretty |quite |very |so |far too )?cheap\b(?: to [^.,]{0,30})?|\bcheapskate\b|\btoo cheap to\b[^.,]{0,30}|\b(?:how|who) (?:would|could|do|can|'d) (?:i|we|you|anyone) (?:ever )?justify\b|\b(?:the )?(?:price|cost|pricing|price tag|subscription|monthly fee|fee)(?: point)? (?:isn'?t|is not|doesn'?t|does not|not so much|less so|not really|not quite)\W*$|\b(?:bad|poor|terrible|awful|lousy|rubbish) (?:price|pricing|value)\b|\bwho(?:'d| would| will|'ll)? (?:ever |actually |really |honestly )?(?:pay|spend|shell out|fork out)\b[^.?]{0,30}\?|\bonly (?:a|an) (?:fool|idiot|mug|sucker)\b[^.]{0,30}|\bmug'?s game\b|\b(?:pay|spend) (?:that|this)\b[^.]{0,30}, not (?:on |for )?(?:a|an)\b|\bspend (?:that|it|the money|that money) on something (?:else|more|better|useful)\b|\bif you'?re (?:rich|loaded|wealthy|minted|made of money)\b|\bmoney to burn\b|\bfor the (?:rich|wealthy)\b|\bvalue (?:just )?(?:isn'?t|is not|isn'?t really) there\b|\bnot (?:seeing|getting) the value\b|\boverkill for the (?:money|price)\b|\b(?:have|need) to (?:cut|give up|sacrifice|drop|cancel|skip)\b[^.]{0,40}\bto (?:afford|pay for)\b|\b(?:double|twice|triple|three times|two times|2x|3x) (?:what (?:i|we)|the (?:price|cost) of|as much as)\b|\bwhen [^.,]{1,30}\b(?:is|are) free\b|\b(?:on|with) (?:my|our|a|an) [\w' ]{0,25}(?:salary|budget|wage|income|pension),? no\b|\bas an? [\w-]+,? no\b|\bmaybe in the (?:\w+ )?sales?\b|\bat full price,? (?:i'?d|i'?ll|i would|i will) wait\b|\b(?:ridiculous|stupid|daft) money\b|\b(?:would|'d) (?:kill|murder|divorce) (?:me|us) if (?:i|we) (?:spent|paid|bought|spend|pay|buy)\b[^.]{0,40}|\bwhy (?:do|would|should) (?:i|we|you) need a (?:subscription|monthly fee|membership)\b|\b(?:quite a|a tidy|a hefty|a fair|a serious) sum\b|\bonly if (?:my|the|our) (?:uni|university|company|work|employer|school|boss|office|job|parents|insurance) (?:paid|pays|covered|covers|paying)\b|\b(?:need|want|expect) (?:a )?(?:volume|bulk|enterprise|multi-site) (?:tier|discount|pricing|deal|rate)\b|\b(?:not|never) (?:paying|pay) (?:a|an|the) (?:monthly|yearly|annual|subscription) fee\b|(?:[$€£]\s?\d[\d,.]*|\b(?:pounds|dollars|euros|quid|bucks)) for what\b|\b(?:would|'d|will)\s+(?:never|not)\s+sign (?:that|it|this)?\s*off\b|\bnever sign (?:that|it|this) off\b|\bbetter things to (?:do with|spend) (?:that|the|my|our|it|[$€£]?\d|\w+[- ](?:hundred|thousand|grand|pounds|quid|dollars|bucks|euros))|\blaughed out of (?:the )?(?:room|meeting|office|building)\b|\bget laughed out\b|\banother [$€£]?[\w.]+(?:[- ]\w+)? (?:a|per) (?:month|year|week)\b|\b(?:ask|push|haggle|negotiate) (?:for )?(?:a )?(?:discount|better price|better deal)\b|\b(?:is|'s) (?:real|serious|proper|big) money\b|\bsqueeze (?:more |extra )?money\b|\b(?:cash|money) grab\b|\bnickel[- ]and[- ]dim|(?<!(?:pay|paid|spend|spent) )\b(?:two|three|four|five|six|seven|eight|nine|ten|\d+) times (?:that|this|as much|the price|what (?:i|we))\b(?! (?:year|month|week|morning|summer|winter|season|time)\b)|\bmakes? (?:me )?(?:wince|cringe|flinch|gulp|shudder)\b|\bsaving (?:up )?for (?:a|the|our|my) (?:house|wedding|mortgage|deposit|baby|car)\b|\b(?:because of|due to|down to|purely(?: on)?|only(?: on)?|mainly on|mostly on) (?:the )?(?:price|cost|money|fee)\b(?! (?:is|being|was) (?:fine|right|good|fair|reasonable))|\bwhy (?:should|would|does|do) [^.?]{1,30} cost (?:extra|more|anything)\b|\b(?:plenty of|other|most|lots of|loads of|half the) \w+ (?:give|gives) (?:it|them|that|this) away\b|\b(?:throw|chuck) in a kidney\b|\bfirst-?born\b|\b(?:nobody|no one|nobody'?s|not)\b[^.]{0,30}\bout of (?:their|my|your|our|his|her) own pockets?\b|\ba (?:bit of a |real |total |complete )?racket\b|\bspecial[- ]occasion (?:thing|buy|purchase|treat)\b|^(?:(?:it'?s|that'?s|it is|mainly|mostly|just|honestly|probably)[, ]+)+the (?:price|cost|money|monthly cost|fee|subscription)(?:,? (?:mostly|mainly|really|honestly|though|if i'?m honest))?\W*$|\b(?:is|'s|that'?s)\W+(?:a lot|way|much|loads|quite a bit|far) more\W*$|\bcosts? (?:me |us )?(?:a fortune|a bomb|a packet|the earth|a small fortune)\b|\b(?:don'?t|do not) (?:like|want|fancy) (?:paying|to pay|the (?:fee|price|cost|subscription))\b|\bwhy (?:would|should|'d) (?:i|we) pay (?:twice|again|double|extra|on top)\b|\b(?:not sure|no idea|don'?t know|unclear) why (?:i|we|anyone)(?:'d| would| should)? (?:pay|spend)\b|\bwhy (?:would|should|'d) (?:i|we|anyone) (?:pay|spend) (?:that|this|so much|[$€£]?\d|\w+ (?:dollars|bucks|quid|pounds|euros)|for (?:it|this|that|a separate|another))\b|\b(?:don'?t|do not|doesn'?t|haven'?t) (?:got |have )?(?:that (?:kind of |sort of )?(?:money|cash)|[$€£]?\d[\d,]*k? (?:spare|to spare)|(?:the )?(?:money|cash|budget) (?:for (?:it|that|this)|to spare))\b|\bno (?:room|space) in (?:the|my|our) budget\b|\b(?:an )?arm and a leg\b|\bsell (?:a|my) kidney\b|\bsecond mortgage\b|\bin what world\b|\b(?:for|at) (?:that|this) (?:money|price|kind of money),? (?:it|they) (?:should|better|'d better|ought to|had better)\b|\b(?:need|want|expect|should|better|ought|have to|has to)\b[^.]{0,40}\bat (?:that|this|those) (?:price|money)\b|\bpriced? (?:me|us|(?:\w+ )?people|everyone|families|\w+ out of)\b[^.]{0,15}\bout\b|\bpriced out\b|\b(?:worth it|fair|reasonable|fine|good value)\b[^.]{0,40}\bnot (?:for|to) (?:me|us)\b|^(?:[$€£]\s?\d[\d,.]*|(?:\w+[- ])?(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|grand|thousand)(?:[- ]\w+)?)(?: (?:a|per) \w+)?,? (?:no|nope|nah|never|no way|no chance|not a chance|forget it|i'?m not sure|not sure|probably not|i doubt it|i wouldn'?t)\b|\bcheaper (?:ones?|options?|models?|versions?|brands?|alternatives?|stuff)\b(?! (?:than|would|might|could|aren'?t|don'?t|are (?:rubbish|junk|awful|terrible)|break|fall))/g;
// Implied objections: budgets, wages and pensions, sums one cannot see the worth of, idioms. Kept apart
// from HIGH because V8 runs one very long alternation several times slower than two shorter ones.
const HIGH_IMPLIED =
  /\b(?:silly|daft|crazy|insane|mad|stupid|ridiculous|bonkers|eye-?watering|eye watering) (?:price|pricing|prices|money|fees?|rate|sum)\b|\b(?:i'?d|i would|we'?d|you'?d|you would) (?:have to )?be (?:mad|crazy|nuts|insane|daft|bonkers|barmy|an idiot|a fool|stupid|out of my mind) to (?:pay|spend|fork out|shell out)\b|\b(?:have|throw) a (?:canary|fit|cow|heart attack|meltdown)\b|\b(?:price|pricing|fee|cost|rate|subscription|monthly)s? (?:puts?|putting|turns?) (?:me|us) (?:right |straight |completely )?off\b|\bnot (?:[$€£]\s?\d[\d,.]*|(?:a |an )?[\w-]+ (?:bucks|quid|pounds|dollars|euros))(?: (?:a|per) (?:month|year|week))? (?:good|nice|useful|interesting|annoying|important|special|valuable|fancy|clever|exciting|bad)\b|\bit'?s the (?:cost|price|fee|money|pricing)\W*$|\bat (?:my|our) (?:limit|max)\b|\b(?:pension|budget|wallet|money|finances)(?:'s| is| are) (?:stretched|maxed|stretched thin|tapped)\b|\bnot sold on the (?:\w+ )?(?:price|fee|cost|subscription|pricing|monthly)\b|\b(?:hate|don'?t like|not a fan of|not keen on) the (?:\w+ )?(?:price|fee|cost|pricing)\b|\b(?:the )?(?:price|money|cost)(?:'s| is) (?:the|my) (?:only )?(?:issue|problem|sticking point|catch|dealbreaker|deal-breaker)\b|\bthe (?:price|cost) (?:makes me|puts me|pushes me) (?:lean|off|back)\b|\bwait (?:till|until) (?:they|it) (?:\w+ ){0,3}(?:discount|cheaper|sale|offer|promo|code|comes? down|drops?|drop the)\b|\bno way (?:i'?m|i am|we'?re|i'?d|i would|we'?d) (?:paying|pay|spending)\b|\b(?:pounds|dollars|quid|euros|bucks|money|cash)\s+(?:i|we)\s+(?:just\s+)?(?:don'?t|do not|haven'?t|have not)\s+(?:have|got)\b|\bexpensive\b(?<!\b(?:with|have|own|owns|has|got|their|his|her) (?:really |very |quite )?expensive)(?! (?:bricks?|paperweights?|doorstops?|ornaments?|dust collectors?|coat ?hooks?|clothes horses?)\b)|\b(?:would be|'d be) a (?:complete |total |bit of a )?waste\b|\bknock (?:a few|some|a couple of|a bit|\w+) (?:\w+ )?off\b(?! (?:the|my|our|your) (?!price)\w)|^at (?:[$€£]\s?\d[\d,.]*|(?:a |one )?(?:\w+[- ])?(?:hundred|thousand|grand)(?:[- ](?:and[- ])?\w+)*),? (?:no|nope|nah|never|not a chance)\b|\bat (?:that|this|those) (?:price|money)\b[^.]{0,30}\b(?:i'?m|we'?re|i am|we are) (?:not|out)\b|\b(?:can'?t|cannot|couldn'?t) swing (?:it|that|this)\b|\bdouble[- ]dip(?:ping)?\b|\b(?:can'?t|cannot|don'?t|do not) see (?:it|this|that|them|(?:a|the) [\w-]+) (?:saving|earning|making|recouping|covering|justifying|paying for itself)\b|\bmore (?:disposable income|spare cash|money) than (?:a|an|most|my|our|i|we)\b|\bmy own (?:money|pocket|cash|wallet)\b[^.]{0,25}\b(?:no|probably not|not a chance|never|nope|no way|i wouldn'?t|i won'?t)\b|\b(?:is|'s) (?:my|our) (?:whole|entire|total) (?:[\w-]+ ){0,3}budget\b|\benough to (?:pay|justify|spend)\b(?<=\b(?:don'?t|doesn'?t|not|never)\b[^.]{0,30}\benough to (?:pay|justify|spend))|\bno way (?:i|we) (?:can|could) (?:find|afford|justify|stretch to)\b|\bcosts? more than (?:my|our)\b|\bfor the privilege\b|\bprinter-ink\b|\b(?:not sure|doubt|don'?t know if) (?:it'?s|it is|it would be|it'?d be) worth (?:more than|double|twice|that much|the extra)\b|\bcosts? more than (?:the|my|our|a) [\w-]+ (?:is worth|costs?|cost)\b|\b(?:tech|parts?|hardware|it|they) (?:can'?t|cannot|couldn'?t) (?:be|cost) (?:that|very|so) (?:expensive|much)\b|\b(?:is|'s|that'?s) (?:an? |one |two |three |half an? )?(?:hours?|days?|day'?s|hour'?s) (?:of )?(?:my )?(?:work|wages?|pay)\b|\bat the full\b[^.]{0,30}\b(?:wait|not|no|never)\b|\bmy (?:whole|entire) (?:[\w-]+ ){1,3}costs? (?:about |roughly |nearly |almost )?(?:what|the same|as much)\b|\b(?:a |quite a )?(?:big|huge|large|real) bite\b|\bevery (?:[\w-]+ )?(?:dollars?|pounds?|quid|euros?|cents?|penny|pence|rupees?) counts\b|\bnot (?:paying|spending) (?:\w+ ){0,2}prices\b|\b(?:can'?t|cannot|couldn'?t|won'?t) (?:carry|absorb|bear|stretch to|cover) (?:that|it|this)\b(?<=\b(?:margins?|budgets?|we|i)\b[^.]{0,20}\b(?:can'?t|cannot|couldn'?t|won'?t) (?:carry|absorb|bear|stretch to|cover) (?:that|it|this))|\b(?:is|'s) (?:a third|a quarter|half|a fifth|a tenth) of (?:my|our)\b|\b(?:can'?t|cannot|couldn'?t) (?:really |easily )?spare\b|\b(?:none|neither|nobody|no one)\b[^.]{0,20}\bcan (?:really |easily )?spare\b|\b(?:don'?t|can'?t|do not|cannot) see (?:[$€£]\s?\d[\d,.]*|[\w-]+ (?:dollars|pounds|quid|euros|bucks)|that much|the extra) (?:worth|of (?:value|difference))\b|\b(?:total|price|cost|fee|number|bill)s? (?:is |are )?(?:what |that )?(?:scares?|frightens?|terrif(?:y|ies)) (?:me|us)\b|\bcan'?t see (?:myself |us )?(?:going|jumping|moving|stepping) (?:up )?(?:from (?:that|\w+) )?to [$€£]?\d|\b(?:is|'s|would be|'d be) (?:a bit |pretty |quite )?(?:rough|brutal)\b|\bonly (?:do|buy|get|take|sign up for) (?:it|one|this) without (?:the|a) (?:monthly |annual |yearly )?(?:fee|subscription|plan|charge)\b|\b(?:needs?|has|have|would have|'d have) to be (?:a (?:lot|bit|little) |much |way |far )?(?:cheaper|less)\b|\b(?:giving|throwing|handing|pouring) (?:it |that |money )?(?:away|down the drain)\b(?! (?:half|food|the|a|an|leftovers|scraps|most|some)\b)|^not (?:for|at) (?:[$€£]?\d|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|a hundred|hundred)\b)|\ba (?:bit of a |real )?stretch\b(?<!\bon a stretch)|\bis more than\b(?! (?:i|we)(?:'d)? (?:\w+ )?(?:use|need|drink|eat|read|watch|wear))(?! (?:most|many|enough|others?|anyone|everyone|any other|the (?:others?|rest|competition))\b)|\b(?:not|isn'?t|is not|wasn'?t|aren'?t) (?:in|within) (?:my|our|the) budget\b|\bnot (?:at|for) (?:[$€£]\s?\d|(?:\w+[- ])?(?:ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|grand|thousand)\b)|\bwait (?:for|till|until) (?:it to (?:go|come) (?:on|down) |a |an |the )?(?:sale|discount|price drop|intro(?:ductory)? offer|offer|promo|deal|black friday|the price to (?:drop|come down))\b|\bsave up for\b(?<!rather save up for)|\b(?:i'?m|we'?re|i am|we are) not (?:paying|spending|shelling out|forking out|adding)\b[^.]{0,40}\b(?:extra|more|on top|monthly fee|subscription|for that|monthly|every month|yet another)\b|\b(?:doesn'?t|does not|won'?t|didn'?t|never) cost (?:me|us) (?:a penny|anything|a thing|a cent|[$€£]?\d|[\w-]+[- ](?:hundred|thousand|pounds|dollars|quid|euros|bucks))|\bprinter ink\b(?<!\bon printer ink)/g;

/** Every objection in the clause, in order; where the two lists overlap, HIGH's match stands. */
function objectionsIn(l: string): RegExpExecArray[] {
  const direct = [...l.matchAll(HIGH)];
  const dropped = TERMS_DROPPED.exec(l);
  const implied = [...l.matchAll(HIGH_IMPLIED), ...(dropped ? [dropped] : [])].filter(
    (m) => !direct.some((d) => m.index < d.index + d[0].length && d.index < m.index + m[0].length),
  );
  return [...direct, ...implied].sort((x, y) => x.index - y.index);
}
const OK =
  /\bbetter value than\b|\b(?:sounds?|looks?) like a deal\b|[$€£]\s?\d[\d,.]*(?: (?:a|per) \w+)? is (?:way |much |a lot |far )?less than (?:that|what|my|our)\b|\bwhich (?:\w+ )?(?:costs?|is|are) (?:way |much |a lot |far |even )?(?:more|dearer|pricier) than\b|\beven at (?:[$€£]\s?\d|that price|the price)[^.]{0,40}\bsav(?:e|ing)\b|\bworth the [$€£]\s?\d|\b(?:an? )?easy (?:call|decision|choice)\b|\b(?:it'?s|that'?s|it is|that is) only [$€£]\s?\d|\bat [$€£]\s?\d[\d,.]*(?: (?:a|per) \w+)? (?:would be|is|'d be|works out) cheaper\b|\babout what (?:i|we) (?:already |currently )?(?:spend|pay)\b[^.]{0,60}\banyway\b|\b(?:it'?s|it is|this is) (?:only |just )?a fraction of what\b|\b(?:this|it) (?:could|would|'d|will|might) be (?:a |the )?cheaper\b|\b(?:happily|gladly|willingly|happy to|don'?t mind) pay(?:ing)? (?:the |a bit |a little )?(?:extra|difference|more)\b|\b(?:i|we) (?:already |easily |probably )?spend more than that on\b|\bworth (?:it|the (?:money|price|cost|investment|extra)|every|paying|that)\b|\b(?:good|great|fair|decent) deal\b|\bgood value\b|\bno complaints\b|\b(?:about|roughly|pretty much|exactly|around) what i (?:expected|thought|figured)\b|\bgreat value\b|\bdecent value\b|\bvalue for money\b|\ba steal\b|\bbargain\b|\binexpensive\b|\b(?:not|no) bad (?:at all )?for\b|\bpay that\b|(?<!rather )\bspend that\b|\bpay (?:this|the) price\b|\b(?:happy|willing|glad) to pay\b|\bprice is (?:right|fine|ok|okay|good|great|fair|reasonable|not bad)\b|\bpays? for (?:itself|themselves)\b|\b(?:i'?d|i would|i'?ll|i will|i might|happy to) (?:\w+ )?(?:treat (?:myself|ourselves)|splash out)\b|\bno bad\b|\b(?:wouldn'?t|would not|won'?t|doesn'?t|does not) (?:even )?need (?:a )?(?:sign-?off|approval)\b|\bdirt cheap\b|\b(?:it'?s|that'?s|it is|that is|this is|it'?d be|it would be|comes? (?:out )?to) (?:\w+ )?(?:roughly|about|pretty much|basically|more or less|much) the same\b|\bnot far off\b|\b(?:this|it|that)(?: is|'s| would be|'d be| works out)? (?:a (?:good |fair )?bit |a lot |much |way |actually |quite a bit )?less\W*$|\bundercuts?\b|\b(?:a|the) (?:normal|standard|typical|usual|going) (?:price|rate)\b|\beasy sell\b|\b(?:roughly |pretty |fairly |about |broadly )?comparable\b|\b(?:i|we) (?:already )?pay (?:about |roughly |nearly |around |pretty much )?that (?:now|already|at the moment|currently)\b|\b(?:one|two|three|a) months? (?:for )?free\b|\bnot bad(?: at all)?\b|\b(?:can|could|would) (?:approve|sign off|sign) (?:it |that |this )?(?:off )?(?:herself|himself|myself|themselves|without (?:asking|a meeting|thinking|blinking|a second thought))\b|\bon price,? (?:you|it|they|this) wins?\b|\b(?:you'?d|it'?d|it would|you would|this would) come in (?:under|below|cheaper)\b|\b(?:this|it)(?:'s| is| would be|'d be) (?:less than half|under half|half the price)\b|\bworth (?:a lot |far |much |way )?more than that\W*$|\bis (?:about |roughly |basically |exactly )?what (?:you'?d|you would|you'?ll|anyone would|(?:most )?(?:people|places|shops|everyone|others|folks) (?:would )?(?:charge|pay))\b|\b(?:my|our) [\w ]{1,30} cost (?:me |us )?(?:a lot |far |way |much )?more\b(?! than (?!that|this|it))|\bworth (?:a lot |a great deal |far |much |way |easily )?more than (?:[$€£]\s?\d|(?:\w+[- ]){0,2}(?:bucks|dollars|quid|pounds|euros)\b|(?:the |that |this )(?:price|cost|fee|money))|\bnot out of line\b|\b(?:price )?beats what (?:i|we) (?:paid|pay|spent|spend)\b|\b(?:about|roughly|right on|bang on|within|under) (?:my|our) (?:usual |normal |typical )?(?:\w+ )?budget\b|\b(?:payback )?(?:maths?|numbers?|sums?) (?:works?|adds? up|stacks? up)\b|\bcosts? (?:me|us) more\b(?! than (?!that|this|it))|\bpremium (?:price|pricing) for a premium\b|\bpaid (?:itself |for itself )?off (?:by|in|within|inside|after)\b|\bnot (?:outrageous|crazy|insane|extortionate|terrible|horrible|a rip-?off|unreasonable|a lot)\b|\bnot (?:too|that|overly|crazy|very|super|all that) (?:expensive|bad|much|pricey|steep|high)\b|\b(?:is|'s) (?:nothing|peanuts) (?:for|compared|next to|against|beside)\b|\b(?:i'?d|i would|happy to|willing to) (?:happily |gladly )?pay more\b|\bspot on\b|\bcan'?t argue with\b|\b(?:not going to|not gonna|won'?t|wouldn'?t) (?:argue|quibble)\b|\b(?:nobody|no one)(?:'s| is| would| will|'d|'ll)? (?:going to |gonna )?(?:question|blink|bat an eye(?:lid)?|quibble)\b|\b(?:would|'d) (?:have )?(?:pay|paid) anything\b|\beasy (?:maths|math|sums?)\b|\b(?:the )?(?:price|cost|money|pricing|fee)(?:'s| is) not (?:the |an |a |my |our )?(?:issue|problem|concern|worry|obstacle|sticking point|deal-?breaker|barrier)\b|\b(?:the )?(?:price|cost|money|pricing|fee) (?:isn'?t|is not|wasn'?t|was not) (?:the |an |a |my |our )?(?:issue|problem|concern|worry|obstacle|sticking point|deal-?breaker|barrier)\b|\bpeanuts\b|\bcheap as chips\b|\brounding error\b|\b(?:small|pocket|chump|loose) change\b|\ba drop in the (?:ocean|bucket)\b|\b(?:less|cheaper|lower) than (?:i|we) (?:expected|thought|feared|assumed|was expecting|were expecting)\b|\bwell[- ]priced\b|\bpriced (?:right|well|fairly)\b|\bcan afford\b|\bwithin (?:my|our) budget\b|\bfits (?:in |within )?(?:my|our) budget\b|\baffordable\b|(?<!(?:i'?m|i am|call me|we'?re|we are|too|so|pretty|quite|very) )\bcheap\b(?![- ](?:looking|plastic|feel|made|build|materials|knock)| to\b)|\bfair(?:ly priced)?\b(?! enough)|\breasonabl[ey]\b|\bjustif(?:y|iable|ied)\b|\bcompetitive(?:ly priced)?\b|\bno-?brainer at\b|\bcheaper than\b|\bless than (?:a|an|one|my|what|the|i|half|we|our)\b|\b(?:is|'s|seems|sounds|feels) (?:totally |perfectly |pretty |quite |more than |about |just |exactly )?(?:fine|ok|okay|doable|manageable|right)\b|\bfor what (?:it does|you get)\b|\bcosts? (?:me|us) more than (?:that|this|it)\b|\b(?:wouldn'?t|doesn'?t|won'?t) (?:bother|worry|faze) (?:me|us)\b|\b(?:i|we)(?:'ve| have)? (?:already |probably |easily |happily )?(?:pay|paid|spend|spent|lose|lost|waste|wasted|burn|burned|burnt|blown|throw away|thrown away) more than (?:that|this|it)\b|\bcomes? (?:out )?to the same (?:money|thing|amount)\b|\b(?:my|our|the) [\w ]{1,30} costs? (?:me |us )?(?:a lot |far |way |much )?more than\b|\bcosts? (?:a lot |far |way |much )?more than (?:that|this)\b|\bcan'?t complain\b|\bthat'?s (?:about |roughly |exactly |just )?what (?:i|we) (?:already )?(?:pay|spend)\b(?! (?:my|our|a|an|the|someone|somebody)\b[\w ]{0,20}\bfor\b)|\b(?:it'?s|that'?s|is) paid for\b|\b(?:easily|happily|gladly|no problem)\b|\b(?:is|'s|seems|looks|sounds) (?:pretty |fairly |quite |about |very )?(?:normal|standard|typical)\b|\bthe going rate\b|\bin line with\b|\babout what (?:i'?d|i would|you'?d) expect\b|\bhappy with (?:that|it|the price)\b|\bfine by (?:me|us)\b|\bcan live with (?:that|it)\b|\bprice be damned\b|\bwhatever (?:it|the price) costs\b|\b(?:couldn'?t|can'?t) (?:make|get|buy|cook|do) [^.]{0,30} for that\b|\b(?:that'?s|it'?s) a no-?brainer\b|\b(?:i|we) (?:already )?(?:spend|pay|blow) (?:nearly |about |roughly |almost |more than )?(?:that|this)(?: much)? on\b|(?<!\b(?:a|an|the|my|our|some)\s+[\w-]+\s+)\bworth [$€£]\s?\d|(?<!\b(?:a|an|the|my|our|some)\s+[\w-]+\s+)\bworth (?:\w+ ){1,3}(?:bucks|dollars|quid|pounds|euros)\b|\bmoney well spent\b|\bis a saving\b|\ba saving (?:for|to) (?:me|us)\b|\bnumbers? (?:work|works|add up|stack up)\b|\b(?:i'?m|we'?re|i am|we are) (?:already )?(?:paying|spending) (?:nearly |about |roughly |almost |more than |the same as )?(?:that|this|as much)\b|\b(?:is|'s|seems|sounds|looks) (?:actually |pretty |quite |really |very )?(?:decent|good|great)\b(?! enough)|\b(?:it'?s|that'?s|is) nothing\W*$|\bworks? out (?:about |roughly |pretty much |more or less )?(?:the same|cheaper|less)\b|\b(?:be|it'?s|that'?s) a wash\b|(?<!rather )\b(?:charges?|costs?|pays?|spends?|spent)\b (?:me |us |you )?(?:that|the same|as much|more|twice (?:that|as much)|double(?: that)?)(?: (?:per|a) \w+)? (?:for|on)\b|\b(?:that'?s|it'?s|is|costs?|about|less than|cheaper than|the price of) (?:just |only |like |about |basically |less than )?(?:one|a single|a|two) (?:coffee|coffees|pint|pints|beer|sandwich|lunch|takeout|takeaway|pizza|cinema ticket|movie ticket|latte|meal out|bottle of wine|round of drinks)(?: dinner| meal)?\b(?! (?:a|every|each) (?:day|week))|\b(?:i'?d|i would|we'?d|we would) (?:happily |gladly |easily |even )?pay (?:ten times|double|twice|triple|three times|more than) (?:that|this|it|the price)\b|\b(?:isn'?t|is not|not) (?:a |that )?(?:huge|big|massive|much of a|great|major) (?:jump|step|leap|difference|increase|stretch)\b|\b(?:about|roughly|pretty much|basically|around) the same (?:money|price|cost|amount)\b|\bnot a big (?:decision|deal|spend|outlay)\b|\bno big deal\b|\b(?:an )?easier sell\b|\bfor [^.]{1,30}\b(?:i'?d|i would|we'?d) be (?:very |more than |really |so )?happy\b|\bthat'?s nothing (?:if|for|compared|when|next to)\b|\b(?:a |the )?business case (?:i|we) can make\b|\b(?:i'?d|i would|we'?d) (?:rather|happily|gladly) pay more\b|\babout what [^.,]{1,30}\bcosts?\b|\b(?:it'?s|this is|that'?s|it is|this'?s|it'?d be|would be|it works out) (?:\w+ )?(?:way|much|a lot|loads|far) cheaper\b(?! than)|\bthat'?s fair enough\W*$|\bworth (?:[$€£]\s?\d[\d,.]*|(?:\w+[- ]){0,2}(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|grand))\b|\b(?:wanted|charged?|charges|quoted|asked for|asks for) (?:way |much |a lot |far |loads )?more than (?:that|this)\b|\b(?:is|'s) (?:about |roughly |basically )?what (?:i|we) (?:already |usually |normally )?spend on\b|\b(?:it'?s|this is|this'?s|it is) cheaper\b(?! than)|\b(?:is|'s) a no-?brainer\b|\b(?:'s|is|would be|would have been|'d be) nothing\b(?! (?:like|compared to what|but|special))|\bsaves? (?:me|us) money\b|\b(?:isn'?t|is not|ain'?t|wasn'?t) (?:that |too |so |all that )?(?:crazy|outrageous|insane|extortionate|bad|terrible|unreasonable|a lot|much|steep|expensive|high|a rip-?off)\b|\b(?:i'?d|i would|we'?d|would'?ve|i'?d have) (?:have |happily |gladly )?(?:paid|pay) (?:ten times|double|twice|triple|three times|more than)\b|\bthe right price\b|\b(?:it'?s|this is|this'?s|it is) (?:actually|probably|still|already) cheaper\b(?! than)|\b(?:can|could) live with\b|\bfor what'?s in (?:it|the box)\b|\bback in (?:my|our) pockets?\b|\bwithin (?:the )?(?:range|market rate|norm)\b|\b(?:it'?s|this is|is) half the price\b|\bno (?:monthly )?(?:subscription|fee)s? (?:is|are) (?:a )?(?:w|win|plus|bonus|big plus|huge)\b|\b(?:is|'s) fair enough\b(?! (?:point|question))|\b(?:i|we) can justify (?:it|that|the (?:price|cost))\b|\b(?:i|we) (?:already )?(?:paid|spent) more than (?:that|this|it)\b|\b(?:i'?d|i will|i'?ll|i would) pay it\b|\b(?:great|good|fair|decent|brilliant|fine|reasonable) (?:price|value)\b|\bcosts? (?:me|us) more than [$€£]\s?\d/g;
// "Four hundred grams", "six months": amounts of something else leave no money in sight.
const MEASURED_AMOUNT =
  /\b[\w-]+ (?:grams?|kg|kilos?|lbs|miles?|km|hours?|minutes?|days?|weeks?|months?|years?|people|kids|metres?|meters?)\b|\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|thirty|forty|fifty|hundred) (?!(?:dollars|bucks|pounds|quid|euros|grand|cents|pence)\b)[a-z]+s\b/g;
// Soft words ("fair", "reasonable") are about the price only when money is in sight.
const SOFT =
  /^(?:the going|in line|happy with|it'?s nothing|that'?s nothing|easily|happily|gladly|no problem|spot on|can'?t argue|peanuts|fair|fairly priced|reasonabl|justif|competitive|cheap$|less than|is|'s|seems|sounds|feels|for what|(?:not going to|not gonna|won'?t|wouldn'?t) (?:argue|quibble)|nobody|no one|easy (?:math|sum|call|decision|choice)|no bad|(?:it'?s|that'?s|it is|that is|this is|it'?d be|it would be|comes? (?:out )?to) (?:\w+ )?(?:roughly|about|pretty much|basically|more or less|much) the same|comparable|roughly comparable|pretty comparable|fairly comparable|broadly comparable|about comparable|(?:i'?d|i would|i'?ll|i will|i might|happy to) (?:\w+ )?(?:treat|splash))/;
// "Less than my coffee": set beside an everyday spend, the comparison is about money whatever else is said.
const EVERYDAY_SPEND =
  /^(?:less|cheaper) than (?:my|a|an|one|two) (?:daily |morning |weekly )?(?:coffee|coffees|latte|takeaway|takeout|lunch|pint|netflix|spotify|sandwich|cinema ticket|meal out)\b/;
const MONEY_CONTEXT =
  /\b(?:a|per) (?:head|seat|user)\b|\b(?:pounds?|euros?|pence)\b|\b(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|grand|quid|tenner|fiver)\b|\bpric|\bcost|[$€£]|\bpay|\bmoney|\bdollars?\b|\bbucks\b|\bvalue\b|\bbudget|\bsubscription|\bfee\b|\bworth|\bafford|\bspend|\bcharg|\d|\bmonth/;
// A cap on what one would pay: "I'd pay 150 at most", "no more than $20", "fifty dollars, tops".
const WILLING =
  /\b(?:i'?d|i would|i could|i can|we'?d|i'?d be willing to|willing to|happy to|i might|i'?d maybe|i'?d probably) (?:\w+ )?(?:(?:pay|spend)\b|(?:do|go (?:up to|to|for)) (?=(?:about |around |maybe |like |up to )?(?:[$€£]\s?\d|\d|(?:a |(?:one|two|three|four|five|six|seven|eight|nine|ten)[ -]|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred)\b)))|\btops\b|\bat most\b|\bat the most\b|\bmax(?:imum)?\b|\bno more than\b|(?<!adds? )\bup to\b|\bwant (?:it|them|one) (?:under|below|closer to|around|at|for)\b|\bhappier (?:at|around|with|nearer|closer)\b|(?<!\b[a-z]+s )\b(?:under|below) (?:about |around )?(?:[$€£]\s?\d|\d|(?:a|one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred)\b)|\bthe most i'?d\b|\bwould be my (?:limit|max|ceiling|cap)\b|\bmy (?:limit|ceiling|cap) (?:is|would be)\b|\btop out\b|\bmore like\b|\bcloser to\b|\bsomething like\b|\bsweet spot\b|\bat [$€£]?\d[^,.]*,\s*(?:sure|yes|absolutely|definitely|why not)\b/;
const PAY_NEGATED =
  /\b(?:(?:don'?t|can'?t) see|not sure|no idea|(?:don'?t|do not) know|unclear) why (?:i|we|anyone)(?:'d| would| should)? (?:pay|spend)\b|\b(?<!\bto )(?:wouldn'?t|won'?t|would not|will not|not|never|couldn'?t|can'?t) (?:\w+ )?(?:buy(?:ing)?|pay(?:ing)?|spend(?:ing)?|add(?:ing)?|drop(?:ping)?|shell(?:ing)? out|fork(?:ing)? out|approve|sign off on|justify)\b/;

// A clause put as a question ("Four hundred?!").
const ASKED = /\?[!?]*\s*$/;
// Said of the price when the price is the question: "Ridiculous.", "Eh, pass.", "It's a splurge.", "but it's
// a rice cooker", "Not for me." after a word of approval, "we can't swing that", "I'd need a payment plan".
const PRICE_ASKED_WORDS =
  /\b(?:wild|insane|nuts|crazy|ridiculous|absurd|silly|daft|mad|bonkers|outrageous|extortionate|obscene|laughable|mental|barmy|a joke|a splurge|a luxury|an indulgence|luxury (?:item|product|purchase)|priced like a luxury)\b(?! (?:good|cheap|value|deal|low|reasonable))|\b(?:would|'d|will|'ll) (?:literally |actually |absolutely |just )?(?:kill|divorce|murder|disown|strangle) (?:me|us)\b|\b(?:would|'d|will|'ll) (?:have|throw) a (?:fit|heart attack|wobbly)\b|\blaugh (?:me|us) out of\b|^(?:\w+,? )?(?:i'?ll |i'?d |i will |i would |hard )?pass\b|\bhard sell\b|\b(?:doesn'?t|does not|don'?t) make (?:financial |business )?sense\b|^(?:but |just |still )?not (?:for |at )?(?:me|us|my (?:budget|wallet|pocket)|our (?:stage|size|budget))\b|\b(?:not|isn'?t|ain'?t) happening\b|\bno room for\b|\b(?:i'?m|we'?re|i am|we are|living) on (?:a|my|our) (?:tight )?budget\b|\bon (?:a|my|our) (?:state |small |work )?(?:pension|student budget|student loan|fixed income|single income|tight budget|shoestring|minimum wage)\b|\b(?:would|'d) (?:kill|murder|divorce) (?:me|us)\b|^not unless\b|^(?:\w+,? )?(?:sounds |feels |seems |looks )?like (?:a lot|too much|a fortune|loads|a lot of money|a (?:car|mortgage) payment|rent|robbery)\W*$|^not for (?:a |an |some |the )?[a-z][\w -]{0,25}\W*$|^(?:so|then|and),? no\W*$|^(?:but |still )?(?:it'?s|it is|this is) (?:still |just |only |basically )?(?:a|an) [\w-]+(?: [\w-]+)?\W*$|\b(?:can'?t|couldn'?t|cannot) swing\b|\bpayment plan\b|\bfinanc(?:e|ing)\b|\binstal?lments?\b|\bthink (?:long and )?hard\b|\bpriced for\b[^.]{1,30}\bnot (?:for )?(?:us|me|people like)\b|\b(?:would|'d) have to be (?:a third|half|a quarter|a fraction|(?:a lot |much |way )?(?:lower|cheaper|less))\b/;

/** The brief's price said back, in round numbers or not ("three hundred" for $329). */
const saysPriceBack = (l: string, q: QuestionInfo) =>
  q.briefPrice !== null && findNumbers(l).some((n) => (!n.weak || n.money) && Math.abs(n.value - q.briefPrice!) <= q.briefPrice! * 0.2);
/** A sum named in the stretch of the clause just before `at`, not a count of something ("25 minutes", "twenty-five downloads"). */
function sumJustBefore(l: string, at: number): boolean {
  const stretch = l.slice(0, at).split(/[,;:]/).pop() ?? '';
  return findNumbers(stretch).some((n) => !n.weak && (n.money || !/^ (?!(?:was|has|does)\b)[a-z]{2,}s\b/.test(stretch.slice(n.end))));
}
/** Money named, or the brief's price said back. */
const namesPrice = (l: string, q: QuestionInfo) => moneyAmounts(l).length > 0 || saysPriceBack(l, q);

const PRICE_ASKED_OK =
  /^(?!.*\b(?:no|isn'?t|never)\b)(?!.*\bnot (?!bad\b))(?:[\w$€£.'-]+,? ){0,4}(?:doable|fine|ok|okay|manageable|not bad|alright|all right|acceptable|(?:about|roughly|pretty much) right(?: for (?:the |what )?[\w ]{1,25})?|sounds (?:fine|ok|okay|good|fair|right|reasonable|about right))\W*$/;

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
export function wordsReaction(c: Clause, q: QuestionInfo, before?: Clause): PriceReaction | null {
  const l = c.lower;
  // "$149 is a lot, but it's doable": the turn of a sentence about money is still about money.
  // "Four hundred pounds to never scoop again. ... that sounds about right": "that" points back at the sum.
  const moneyInSight =
    MONEY_CONTEXT.test(l) || (before !== undefined && MONEY_CONTEXT.test(before.lower) && (c.contrast || /\bthat(?:'s| is| sounds| seems| feels| looks)\b/.test(l)));
  let last: { value: PriceReaction; at: number } | null = null;
  const note = (value: PriceReaction, at: number) => {
    if (!last || at >= last.at) last = { value, at };
  };
  const found = objectionsIn(l);
  for (const m of found) {
    const forAThing = /^ for (?:a|an) /.test(l.slice(m.index + m[0].length));
    if (
      (m[0] === 'too much' || m[0] === 'not so much' || /a lot$|ask$|waste$|rough$|brutal$|^(?:that'?s|it'?s|that is|it is) more than/.test(m[0])) &&
      !forAThing &&
      !MONEY_CONTEXT.test(l.replace(MEASURED_AMOUNT, '')) &&
      // "... so nearly ninety euros. No, too much.": said last of the clause, it judges the sum just named.
      !(/^(?:too much|(?:that'?s|it'?s) a lot)\W*$/.test(l.slice(m.index)) && before !== undefined && moneyAmounts(before.lower).length > 0) &&
      q.intent !== 'price' &&
      q.intent !== 'amount'
    )
      continue; // "on a tablet too much"
    // "That's like a month of videos" is storage, not money: the likening needs money in the clause.
    if (
      /^that'?s (?:\w+ ){0,2}(?:weeks?|months?|years?|days?)/.test(m[0]) &&
      !/[$€£]|\bpric|\bcost|\bpay|\bmoney|\bspend|\bbudget|\bdollars?\b|\bbucks\b|\bquid\b/.test(l) &&
      q.intent !== 'price' &&
      q.intent !== 'amount'
    )
      continue;
    // "It's a no from me" refuses the price only when money is named in the clause; so do "a bit cheeky"
    // ("the thirty-dollar minimum is a bit cheeky", not "the twelve-month minimum") and "not people like me".
    if (/a (?:no|non-starter|hard no)$|cheeky$|like (?:me|us)$/.test(m[0]) && moneyAmounts(l).length === 0) continue;
    // "We use Gong, which does way more but costs a fortune": the turn of a relative clause prices the other thing.
    if (c.contrast && /^\W*but (?!it\b|this\b|that\b|the price|i\b|we\b|you\b)/.test(l) && before !== undefined && /\bwhich\b/.test(before.lower) && !namesPrice(before.lower, q))
      continue;
    if (m[0] === 'not cheap') note('too_high', m.index);
    else note(isNegatedAt(l, m.index, 3) && !/^(?:too |in this|not |unless |wait |made of |money |enough to |adds? up\b)/.test(m[0]) ? 'acceptable' : 'too_high', m.index);
  }
  const objections = found.map((m) => [m.index, m.index + m[0].length]);
  // A negator an earlier approval has used ("not outrageous either for what it does") negates nothing after it.
  let spent = l;
  const spend = (m: RegExpExecArray) => {
    spent = spent.slice(0, m.index) + '_'.repeat(m[0].length) + spent.slice(m.index + m[0].length);
  };
  for (const m of l.matchAll(OK)) {
    if (objections.some(([a, b]) => m.index >= a! && m.index < b!)) continue; // "hard to justify"
    if (ASKED.test(l)) continue; // "Would I pay that?" approves nothing; the answer that follows does
    if (/^for what/.test(m[0]) && objections.some(([a]) => a! < m.index)) continue; // "a bit much for what it does"
    // "the shop, which works out cheaper": something else is the cheaper one.
    if (/^works? out/.test(m[0]) && !/\b(?:it|this|that|it'?d|it'?ll|would|should|will|'d)\s+$/.test(l.slice(Math.max(0, m.index - 12), m.index))) continue;
    if (/^not /.test(m[0])) {
      // "The app's not bad" speaks of the app; "not bad at all compared with a loan" of the money.
      if (/^not (?:bad|far off)/.test(m[0]) && !namesPrice(l, q) && !/\bpric|\bcost|\bfee|\bvalue|\bmoney|\bloan|\bpay/.test(l) && q.intent !== 'price' && q.intent !== 'amount')
        continue;
      note('acceptable', m.index);
      spend(m);
      continue;
    }
    // "That's fair." on its own is the verdict on what was just said about the money.
    const verdict = /^(?:that'?s|it'?s) (?:fair|reasonable)\W*$/.test(l);
    if (SOFT.test(m[0]) && !verdict && !EVERYDAY_SPEND.test(l.slice(m.index)) && !moneyInSight && q.intent !== 'price' && q.intent !== 'amount') continue;
    // "It's nothing", "looks decent" speak of the price only when the price is the question, or a sum is named
    // just before it ("eighty on top is nothing", not "25 minutes is nothing").
    if (
      /nothing\W*$|(?:decent|good|great)$/.test(m[0]) &&
      q.intent !== 'price' &&
      q.intent !== 'amount' &&
      !(/nothing\W*$/.test(m[0]) ? namesPrice(l, q) || sumJustBefore(l, m.index) : saysPriceBack(l, q))
    )
      continue;
    // "I had a cheap smart ring before" names another thing, not this price.
    if (
      m[0] === 'cheap' &&
      /\b(?:a|an|my|some|those|these)\s+$/.test(l.slice(Math.max(0, m.index - 7), m.index)) &&
      !/^cheap (?:way|option|fix|solution|deal|price|perk|win|upgrade)\b/.test(l.slice(m.index))
    )
      continue;
    // "he's fine", "I'm fine" speak of someone, not of the price.
    if (/(?:fine|ok|okay|right)$/.test(m[0]) && /\b(?:he|she|they|i|we|you|who)(?:'s|'re|'m| is| are| am)?\s*$/.test(l.slice(Math.max(0, m.index - 8), m.index + 3))) continue;
    if (m[0] === 'fair' && /\bto be fair\b|\bfair enough\b|\bfair (?:point|question)\b/.test(l)) continue;
    // "..., so that's fair enough" is a verdict on the price only when the price is the question.
    if (/fair enough/.test(m[0]) && ((q.intent !== 'price' && q.intent !== 'amount' && !namesPrice(l, q)) || /\bif\b|\bunless\b|\bdepend/.test(l))) continue;
    // "an AirTag, which was cheap as chips": the relative clause praises something else.
    if (/\bwhich (?:was|is|were|are|cost)\s+$/.test(l.slice(Math.max(0, m.index - 12), m.index)) && !namesPrice(l.slice(0, m.index), q)) continue;
    // "a pull-cord scheme that's much cheaper": the relative clause praises the other thing.
    if (/^that'?s/.test(m[0]) && /\b(?:a|an|the|one|some|my|our|their)\s+(?:[\w-]+\s+){0,3}$/.test(l.slice(0, m.index)) && !namesPrice(l.slice(0, m.index), q)) continue;
    // "wouldn't pay that", "not worth it", "not sure it's worth it": a denied or doubted approval is a price objection.
    const doubted = /\b(?:not sure|unsure|doubt|don'?t know if|wonder if|questionable whether)\b[^,.]*$|^\W*whether\b[^,.]*$/.test(l.slice(0, m.index));
    note(isNegatedAt(spent, m.index, 4) || doubted ? 'too_high' : 'acceptable', m.index);
    spend(m);
  }
  if (!last && !q.choosesPayment && (q.intent === 'price' || q.intent === 'amount' || saysPriceBack(l, q))) {
    const said = PRICE_ASKED_WORDS.exec(l);
    if (said && !isNegatedAt(l, said.index, 3)) return 'too_high';
  }
  // "Doable.", "Sounds about right." on their own, asked about the price.
  if (!last && (q.intent === 'price' || q.intent === 'amount') && PRICE_ASKED_OK.test(l)) return 'acceptable';
  // "€3,900 is what we paid for our first car": the price said to be what something else costs.
  if (
    !last &&
    /\d[^,.]* is (?:about |roughly |basically |exactly )?what (?!you|anyone|most|people|everyone|others|folks)(?:\w+ ){0,3}(?:costs?|paid|pays?|spent|spends?)\b/.test(l)
  )
    return 'too_high';
  if (!last && addsItUp(l, q)) return 'too_high';
  // "Seventy-nine dollars for a pot?": a price said back as a question is an objection.
  if (!last && ASKED.test(l) && q.intent !== 'usage' && /[$€£]\s?\d|\b(?:dollars|bucks|euros|pounds)\b/.test(l)) return 'too_high';
  // "..., but $1,295 is a mortgage payment for us", "Twenty-four hundred is our summer holiday": the
  // price said back and likened to something big, with no word of approval, is an objection.
  if (!last && (q.intent === 'price' || c.contrast) && restatesPrice(l, q) && /\b(?:is|'s|are|into|over|looks|seems|feels)\b/.test(l)) return 'too_high';
  return last ? (last as { value: PriceReaction }).value : null;
}

// The price added up out loud: "that's seventeen hundred a year", "this would cost me almost eight hundred
// the first year", "over two years that's almost five hundred bucks all in".
const ADDED_UP =
  /\b(?:that'?s|that'?d be|it'?d be|would be|is|comes to|works out (?:at|to)|call it|(?:would|will|'d) cost (?:me|us))\s+(?!only\b|just\b)(?:like |basically |nearly |almost |over |about |roughly |more than |well over )?/g;
const ADDED_UP_TAIL = /^[^.]{0,25}?\b(?:a|per|every|each) (?:year|month)\b|^[^.]{0,25}?\b(?:all in|upfront|up front|in total|the first year|a head)\b/;

function addsItUp(l: string, q: QuestionInfo): boolean {
  if (q.briefPrice === null) return false;
  return [...l.matchAll(ADDED_UP)].some((m) => {
    const rest = l.slice(m.index + m[0].length);
    const amount = findNumbers(rest)[0];
    return amount !== undefined && amount.start === 0 && amount.value > q.briefPrice! * 1.5 && ADDED_UP_TAIL.test(rest.slice(amount.end));
  });
}

// A price worry still to be settled, not an objection: "depends on the price", "what storage costs after
// the first year", "hidden fees".
const UNSETTLED =
  /\bdepends?\b|\bdepending\b|\b(?:know|find out|see|check) (?:what|how much)\b|\bwhat (?:\w+ ){0,3}costs?\b|\bhow much\b|\bif\b|\bwhether\b|\bunless\b|\bhidden\b|\b(?:goes?|going|went) up\b|\bincreas|\brises?\b|\blater\b|\bafter\b|\b(?:other|extra|add-?on|replacement|shipping|delivery) (?:\w+ )?(?:costs?|fees?|prices?)\b/;
const PRICE_NAMED = new RegExp(
  `(?<!\\b(?:losing|lose|lost|make|making|save|saving|earn|earning|a|last|every|another) )(?:${PRICE_TOPIC.source})|\\bmoney\\b|\\b(?:my|our|the) (?:wallet|bank balance|budget)\\b|\\bpaying (?:that|it|for (?:it|that|this)|every|each|monthly|a (?:monthly|yearly))\\b`,
);
// "... isn't an issue", "... is not the problem": the price named, then denied as the worry.
const DENIED_AFTER = /^[^,.]{0,25}?\b(?:isn'?t|is not|aren'?t|are not|wasn'?t|not|no|doesn'?t|won'?t|never)\b/;

/**
 * "The price.", "Honestly, the $400.", "Paying that every month." to "what would stop you?": the price
 * named as the worry is the objection to it.
 */
function priceNamedAsWorry(c: Clause, q: QuestionInfo, noneSaid: boolean): boolean {
  if (q.intent !== 'concern' || noneSaid) return false;
  const l = c.lower;
  const said = q.briefPrice === null ? undefined : findNumbers(l).find((n) => !n.weak && Math.abs(n.value - q.briefPrice!) <= q.briefPrice! * 0.1);
  const named = PRICE_NAMED.exec(l);
  const at = named?.index ?? said?.start;
  // Named as the answer, in its first words: "the money" deep in a story ("an outfit took my money") is no answer.
  if (at === undefined || !/^\W*(?:[\w']+\W+){0,4}$/.test(l.slice(0, at))) return false;
  // Only the part that names the price: "price and whether my dog would eat it" objects to the price.
  const part = l.slice(at).split(/,|\band\b|\bplus\b/)[0]!;
  if (UNSETTLED.test(l.slice(0, at)) || UNSETTLED.test(part)) return false;
  return !isNegatedAt(l, at, 3) && !DENIED_AFTER.test(part.slice(named?.[0].length ?? 0));
}

/**
 * "Another subscription? I'm already paying for eight of them.": one more bill, said with what is already
 * paid, objects to the price; in a list of chores ("another login, another subscription") it is the hassle.
 */
function oneMoreBill(c: Clause, next: Clause | undefined): boolean {
  const l = c.lower;
  if (!/\banother (?:monthly |yearly |annual )?subscription\b/.test(l) || (l.match(/\banother\b/g) ?? []).length > 1) return false;
  return (
    /\b(?:already )?(?:pay|paying|paid)\b|\bmoney\b|\bcosts?\b/.test(`${l} ${next?.lower ?? ''}`) ||
    /^\W*(?:but |and |oh,? |ugh,? )?another (?:monthly |yearly |annual )?subscription(?:,? though)?\W*$/.test(l) ||
    // "But another monthly subscription for something that should just work?": put as a scoff.
    /\banother (?:monthly |yearly |annual )?subscription for\b[^?]*\?\s*$/.test(l)
  );
}

// What is wrong with the thing one has now, before "but it's free".
const POOR = /\b(?:clunky|dreadful|ugly|basic|awful|rubbish|terrible|slow|janky|old|fiddly|dated|limited|a pain)\b/;

/** "Our payroll's planner is clunky, but it's free.": what one has is poor, and free, against this price. */
const freeButPoor = (c: Clause, before: Clause | undefined) =>
  c.contrast && /^\W*but (?:it'?s|it is|they'?re|they are) free\W*$/.test(c.lower) && before !== undefined && POOR.test(before.lower);

/** "Four hundred. For rice.": the price said alone, then what it buys, as a scoff in two breaths. */
function scoffedInTwo(c: Clause, next: Clause | undefined, q: QuestionInfo): boolean {
  if (!next || q.intent === 'amount' || q.briefPrice === null) return false;
  const said = findNumbers(c.lower)[0];
  const bare = said !== undefined && /^\W*$/.test(c.lower.slice(0, said.start).replace(/^(?:a|an)\s+/, '')) && /^(?:[\s\w]{0,12}\W*$|,)/.test(c.lower.slice(said.end));
  return bare && Math.abs(said.value - q.briefPrice) <= q.briefPrice * 0.1 && /^for (?:a |an |some |the )?[\w' -]{1,25}[?.!]*\s*$/.test(next.lower);
}

// "Half.", "Maybe 80% of that.": the amount said as a share of the price.
const SHARE_OF_PRICE =
  /^\W*(?:\w+ )?(?:half|a third|a quarter|two thirds|(?:\d{1,2}|\w+ty)(?: ?%| percent))(?: (?:of )?(?:that|it|the price|the asking price|what (?:they'?re|you'?re) asking))?\W*$/;

/** The amount named, per the brief's period; a total for a team set against a per-user price is per head. */
function amountAgainstBrief(l: string, q: QuestionInfo): number | null {
  const said = amountPerBriefPeriod(l, { amount: q.briefPrice, period: q.briefPeriod }, q.askedPeriod);
  if (said === null || q.briefPrice === null) return said;
  // "Twenty-two, twenty-three" against a £22,900 car is thousands said short.
  const amount =
    q.intent === 'amount' && q.briefPrice >= 1000 && said < q.briefPrice / 100 && said * 1000 >= q.briefPrice * 0.3 && said * 1000 <= q.briefPrice * 3 ? said * 1000 : said;
  return q.briefPeriod === 'user' && q.heads && q.heads > 1 && amount > q.briefPrice * 1.5 && !/\b(?:per|a|each) (?:user|seat|person|head)\b/.test(l) ? amount / q.heads : amount;
}

// "I'd say a hundred is fair", "Three would be a no-brainer": the amount the speaker would call fair.
const FAIR_AMOUNT =
  /^\W*(?:(?:i'?d say|i think|honestly|personally|for me|maybe|probably|now|but|so),? )*((?:[$€£]?[\w.,-]+ ){1,4}?)(?:would be|'d be|is|seems|sounds|feels) (?:\w+ )?(?:fair|fine|reasonable|right|ok|okay|a no-?brainer|more like it|doable|about right|an easy yes|sensible|realistic)\b/;

function amountReaction(c: Clause, q: QuestionInfo, answersAmount: boolean): PriceReaction | null {
  const l = c.lower;
  // A fair amount well under the price turns the price down, however warmly it is said.
  const fair = FAIR_AMOUNT.exec(l);
  // "Thirty every three months is fine" against "$189 plus $30 filters" approves the brief's other price.
  const fairAmount = fair && q.briefPrice !== null ? amountAgainstBrief(fair[1]!, q) : null;
  const named = fair ? amountNamed(fair[1]!) : null;
  const otherPrice = named !== null && q.briefAmounts.some((a) => Math.abs(named - a) <= a * 0.1);
  if (fairAmount !== null && !otherPrice && fairAmount < q.briefPrice! * 0.85) return 'too_high';
  if (q.intent === 'amount' && q.briefPrice !== null && SHARE_OF_PRICE.test(l) && !/\b(?:more|extra|on top)\b/.test(l)) return 'too_high';
  const amount = amountAgainstBrief(l, q);
  // "Three dollars a month split five ways is about sixty cents each": a share of the price is no counter-offer.
  if (q.briefPrice === null || amount === null || /\bsplit (?:\w+ )?(?:ways|between)\b/.test(l)) return null;
  // "I wouldn't pay $400" objects to the price; "I wouldn't pay more than 150" names a cap.
  if (PAY_NEGATED.test(l) && !/\b(?:more than|over|above|beyond)\b/.test(l)) return 'too_high';
  // "Four hundred is more than I'd spend on anything I could lose" sets the price above the speaker's limit.
  if (/\bmore than (?:i|we)(?:'d| would| want| can| could)\b/.test(l) && amount >= q.briefPrice) return 'too_high';
  if (!answersAmount && !WILLING.test(l)) return null;
  // "399 is fine": a hair under the price, said with approval, takes the price.
  if (amount < q.briefPrice && amount >= q.briefPrice * 0.95 && wordsReaction(c, q) === 'acceptable') return 'acceptable';
  return amount < q.briefPrice ? 'too_high' : 'acceptable';
}

// The price put as a question: "Worth it? Nah.", "Is it worth $400? Not to me.", "Who'd pay that?".
const PRICE_ASKED =
  /\b(?:pay|spend|paying|spending) (?:that|this|it\b|[$€£]?\d)|\bworth (?:it|that|the|[$€£]?\d|\w+ (?:bucks|dollars|quid|pounds|euros))|\bjustify\b|\bafford (?:it|that)\b/;
const ANSWER_NO =
  /^(?:no|nah|nope|not (?:to|for) (?:me|us)|not really|hardly|(?:i )?doubt it|not a chance|no way|good luck|(?:god|hell),? no|absolutely not|definitely not|of course not|not likely)\b/;
const ANSWER_YES =
  /^(?:(?:obviously|clearly|of course),? )?(?:yes|yeah|yep|yup|absolutely|definitely|for sure|sure|easily|100%|without (?:a doubt|question|even thinking)|in a heartbeat|no question)\b/;

/**
 * A question about the price takes the answer that follows it; left unanswered at the end of the
 * answer, it is rhetorical ("People would pay that?"), an objection. On the price question, any question
 * answered no ("For a rice cooker? No.") refuses the price.
 */
function answeredAsk(clauses: Clause[], q: QuestionInfo): { at: number; value: PriceReaction } | null {
  const pricing = q.intent === 'price' || q.intent === 'amount' || q.atPrice;
  for (let i = clauses.length - 1; i >= 0; i--) {
    const l = clauses[i]!.lower;
    if (!ASKED.test(l) || !(PRICE_ASKED.test(l) || pricing)) continue;
    const next = clauses[i + 1]?.lower;
    if (next !== undefined && ANSWER_NO.test(next)) return { at: i, value: 'too_high' };
    if (next !== undefined && ANSWER_YES.test(next) && PRICE_ASKED.test(l)) return { at: i, value: 'acceptable' };
    if (next === undefined && PRICE_ASKED.test(l) && !/^(?:would|could|should|can|do|does|is|will) (?:i|we|it)\b/.test(l)) return { at: i, value: 'too_high' };
  }
  return null;
}

/**
 * The reaction to the price, per clause: only the last clause that reacts keeps it. An answer
 * settles on one reaction ("not cheap, but not outrageous" is acceptable, not a price worry).
 */
export function priceByClause(clauses: Clause[], q: QuestionInfo, purchases: readonly (PurchaseIntent | null)[]): (PriceReaction | null)[] {
  // On a willingness-to-pay question the first amount named is the answer; later ones are asides.
  const named = (c: Clause) => amountNamed(c.lower) !== null;
  // "I pay a guy $40 a fortnight. I'd pay up to $400.": the amount said as one's own cap is the answer.
  const first = q.intent === 'amount' ? clauses.findIndex(named) : -1;
  const spendsNow = first >= 0 && /\b(?:i|we) (?:currently |already |usually |normally )?(?:pay|spend)\b|\bcosts? (?:me|us)\b/.test(clauses[first]!.lower);
  const willing = spendsNow ? clauses.findIndex((c, i) => i > first && named(c) && WILLING.test(c.lower)) : -1;
  const answering = willing >= 0 ? willing : first;
  // Who it is for: what others can or cannot afford ("people who can't afford a PT") is no reaction of the speaker's.
  const othersOnly = (c: Clause, i: number): boolean =>
    // "..., but not enough to pay a proper accountant": the turn goes on speaking of them.
    (i > 0 && c.contrast && /^\W*but (?!i\b|i'|we\b|we'|me\b|us\b)/.test(c.lower) && othersOnly(clauses[i - 1]!, i - 1)) ||
    (q.intent === 'audience' &&
      /^\W*(?:people|those|anyone|someone|folks|families|parents|users|customers|the kind of|for people|(?:[\w-]+ ){0,4}?[a-z]+s\b[^.]{0,40}\bwho)\b/.test(c.lower) &&
      !/\b(?:i|i'?m|i'?d|me|my|we|we'?d|us|our)\b/.test(c.lower));
  const each = clauses.map((c, i) =>
    othersOnly(c, i)
      ? null
      : // "I honestly don't know if that's a lot": not knowing what such things cost is no reaction.
        UNKNOWING.test(c.lower) && !amountNamed(c.lower)
        ? null
        : (amountReaction(c, q, i === answering) ??
          // "Yearly, if there's a discount" chooses how to pay; it asks no better terms of the price.
          (!q.choosesPayment && asksForBetterTerms(c.lower, moneyAmounts(c.lower), q.briefPrice) ? 'too_high' : null) ??
          (cheaperThanTheIdea(c.lower, q) ? 'too_high' : null) ??
          wordsReaction(c, q, clauses[i - 1]) ??
          comparedPrice(c, q) ??
          priceSaidBack(c, q) ??
          (scoffedInTwo(c, clauses[i + 1], q) || oneMoreBill(c, clauses[i + 1]) || freeButPoor(c, clauses[i - 1]) || priceNamedAsWorry(c, q, NO_CONCERN.test(clauses[0]!.lower))
            ? 'too_high'
            : null)),
  );
  // "People who'll pay seven pounds for a refill without blinking. Not me.": the speaker sets themself apart from those who pay.
  const apart = clauses.findIndex(
    (c, i) =>
      i > 0 &&
      /^\W*(?:but )?not (?:me|us|for me)\W*$/.test(c.lower) &&
      clauses.slice(0, i).some((o, k) => othersOnly(o, k) && (moneyAmounts(o.lower).length > 0 || /\bpay/.test(o.lower))),
  );
  if (apart >= 0) each[apart] = 'too_high';
  // An amount below the price answers the question; what follows gives the reasons ("Five pounds. That's what I pay now").
  if (answering >= 0 && each[answering] === 'too_high') return each.map((_, i) => (i === answering ? 'too_high' : null));
  const main = each.findLastIndex((v, i) => v !== null && !clauses[i]!.concessive);
  const last = main >= 0 ? main : each.findLastIndex((v) => v !== null);
  // "For €39? Without even thinking about it.": the price said back as a question, then taken, is accepted.
  // "Eight euro a meal for something decent. I'm in.": a sum said back with no word against it, then a yes, takes it.
  // A yes that takes only part ("I'd buy the lock and skip the plan") settles nothing.
  const yes = purchases.findIndex((v, i) => i > last && v === 'yes');
  if (
    each[last] === 'too_high' &&
    (ASKED.test(clauses[last]!.lower) || (wordsReaction(clauses[last]!, q) === null && each.filter((v) => v === 'too_high').length === 1)) &&
    yes > last &&
    !/\b(?:skip|except|only|but not|not the)\b/.test(clauses[yes]!.lower) &&
    !purchases.includes('no')
  )
    each[last] = 'acceptable';
  // "Is $89 a month reasonable?" "Nope.": the leading yes or no is the reaction the question asked for.
  // "For the team, sure. But charging me for everyone? No.": a question answered after the lead settles it.
  const asked = answeredAsk(clauses, q);
  if (asked && asked.at >= last) return each.map((_, i) => (i === asked.at ? asked.value : null));
  const polarity = priceQuestionPolarity(q);
  const lead = polarity && clauses[0] ? leadingAnswer(clauses[0].lower) : null;
  if (last < 0 && (lead === 'yes' || lead === 'no')) {
    const taken = (lead === 'yes') === (polarity === 'approve');
    return each.map((_, i) => (i === 0 ? (taken ? 'acceptable' : 'too_high') : null));
  }
  return each.map((v, i) => (i === last ? v : null));
}
