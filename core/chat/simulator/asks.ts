// Reading the moderator's question: its kind (open, scale, choice, price) and, for an open question,
// what it asks about the idea, or that it is not about the idea at all ("What's your favourite movie?").
import type { QuestionSpec } from '../question-kinds.js';

export type Asks = 'intent' | 'price' | 'concern' | 'feature' | 'compare' | 'usage' | 'impression' | 'offtopic';

export type OffTopic = 'movie' | 'book' | 'music' | 'food' | 'sport' | 'travel' | 'weekend' | 'pet' | 'hometown' | 'tv' | 'other';

export interface QuestionReading {
  kind: QuestionSpec['kind'];
  asks: Asks;
  /** For an off-topic question: what it is about. */
  topic: OffTopic | null;
}

// Checked in order: "What would stop you from buying it?" is a concern, not an intent.
const ASKS: [Exclude<Asks, 'offtopic' | 'impression'>, RegExp][] = [
  ['concern', /concern|hesitat|worr|downside|drawback|put you off|stop you|hold(?:s|ing)? you back|deal.?breaker|reservation|doubt|risk|dislike|problem with|red flag/],
  ['price', /\bprice|\bpricing|\bcost|expensive|afford|how much|\bpay\b|worth (?:it|the)|value for money/],
  ['feature', /feature|favou?rite (?:part|thing|bit|aspect)|like (?:most|best|about)|most (?:useful|valuable|appealing)|stand(?:s)? out|appeal|valuable|which part/],
  ['compare', /compare|compared|versus|\bvs\b|instead of|today|currently|right now|at the moment|what you (?:use|do) now|switch|alternative|better than/],
  // Before intent: "How would you use it?" asks about use, not about buying.
  ['usage', /routine|daily|every ?day|fit into|how (?:would|often would|do) you use|when would you use|habit|your (?:week|day)|schedule/],
  ['intent', /\bbuy\b|purchase|subscribe|sign up|\border\b|would you (?:use|try|get)|likely|recommend|convince|adopt|roll (?:it )?out/],
];
// A question about the idea points at it; the personal-life words below make it off topic otherwise.
const ABOUT_IDEA = /\b(?:this|it|the (?:idea|product|concept|service|app|tool|platform|plan|kit|box|device)|idea|product|concept|feature|price)\b/;
const OFF_TOPICS: [OffTopic, RegExp][] = [
  ['movie', /movies?|films?|cinema/],
  ['tv', /\btv\b|shows?|series|netflix/],
  ['book', /books?|reading|novels?|authors?/],
  ['music', /music|songs?|bands?|singers?|albums?|concerts?/],
  ['food', /food|dish|meals?|breakfast|lunch|dinner|restaurants?|cuisine/],
  ['sport', /sports?|teams?|games?/],
  ['travel', /travel|trips?|vacation|holidays?|places? (?:you|to)/],
  ['weekend', /weekends?|for fun|free time|hobb(?:y|ies)|spare time/],
  ['pet', /pets?|dogs?|cats?/],
  ['hometown', /grow up|grew up|hometown|where are you from|where do you live|born/],
];
const PERSONAL =
  /favou?rite|\bdo you (?:like|enjoy|do for fun)|tell (?:me|us) about yourself|introduce yourself|grow up|grew up|hometown|weekend|hobb(?:y|ies)|spare time|free time|vacation|holiday|pets?\b|what are you (?:reading|watching|listening)/;

export function readAsk(text: string, spec?: QuestionSpec, briefText = ''): QuestionReading {
  const lower = text.toLowerCase();
  const kind = spec?.kind ?? 'open';
  if (kind === 'price') return { kind, asks: 'price', topic: null };
  if (kind === 'scale' || kind === 'choice') return { kind, asks: 'intent', topic: null };
  const about = ABOUT_IDEA.test(lower.replace(/\bfavou?rite\b/, ''));
  if (PERSONAL.test(lower) && !/feature|part of (?:it|this|the)|thing about (?:it|this)/.test(lower)) {
    const topic = OFF_TOPICS.find(([, re]) => re.test(lower))?.[0] ?? 'other';
    // "Do you have a dog?" is on topic for dog food: the brief itself is about that part of life.
    const shared = topic !== 'other' && OFF_TOPICS.find(([t]) => t === topic)![1].test(briefText);
    if (!shared && !(about && /\b(?:this|it)\b/.test(lower))) return { kind, asks: 'offtopic', topic };
  }
  for (const [asks, re] of ASKS) if (re.test(lower)) return { kind, asks, topic: null };
  return { kind, asks: 'impression', topic: null };
}
