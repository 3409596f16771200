// Reads a short product description the way a product strategist skims it: what kind of thing it is,
// who it is for, what it does, what it costs and what it claims to be better at. Pure heuristics, so
// the offline expansion is built from the user's own words rather than from boilerplate.

export type Category = 'app' | 'software' | 'service' | 'physical' | 'marketplace' | 'content' | 'food' | 'generic';
export type Quality = 'speed' | 'price' | 'personalization' | 'ai' | 'sustainability' | 'health' | 'community' | 'convenience' | 'premium' | 'local';

export interface TextFacts {
  /** The text tidied: whitespace collapsed, first letter capitalised, ending with a full stop. */
  cleaned: string;
  /** The product as the text names it, with an article: "a fresh dog food subscription", "an app". */
  subject: string;
  /**
   * The content words of each sentence's subject ("dog", "food", "subscription"): an expansion must keep
   * those of at least one sentence (the product may be named in the second, after a greeting).
   */
  nouns: string[][];
  category: Category;
  audience: string | null;
  features: string[];
  prices: string[];
  qualities: Quality[];
  timeline: string[];
  competitors: string[];
}

const CATEGORY_WORDS: [Category, RegExp][] = [
  ['marketplace', /\b(marketplace|platform connecting|connects? (buyers|sellers|people|clients)|two-sided)\b/i],
  ['app', /\b(app|mobile|ios|android|application)\b/i],
  ['software', /\b(saas|software|dashboard|plugin|extension|api|tool|platform|crm|website)\b/i],
  ['food', /\b(food|meal|snack|drink|beverage|coffee|restaurant|recipe|kitchen|bakery)\b/i],
  ['content', /\b(course|newsletter|podcast|book|video series|community|membership|coaching program)\b/i],
  ['service', /\b(service|agency|consulting|coaching|delivery|subscription box|cleaning|repair|tutoring)\b/i],
  ['physical', /\b(device|gadget|bottle|wearable|product line|kit|furniture|clothing|apparel|skincare|bag|toy)\b/i],
];

const QUALITY_WORDS: [Quality, RegExp][] = [
  ['speed', /\b(fast|quick(ly)?|instant(ly)?|minutes?|seconds?|in no time|save[sd]? time)\b/i],
  ['price', /\b(cheap(er|est)?|affordable|budget|low[- ]cost|save[sd]? money|free|discount)\b/i],
  ['personalization', /\b(personali[sz]ed|custom(i[sz]ed)?|tailored|for you|adaptive)\b/i],
  ['ai', /\b(ai|artificial intelligence|machine learning|smart|automat(ed|ically|es?))\b/i],
  ['sustainability', /\b(eco|sustainab\w*|green|recycl\w*|zero[- ]waste|organic|plastic[- ]free)\b/i],
  ['health', /\b(health\w*|fitness|wellness|nutrition\w*|mental|sleep|diet)\b/i],
  ['community', /\b(community|social|friends|share|together|neighbo(u)?rs?)\b/i],
  ['convenience', /\b(easy|simple|convenient|one[- ]click|hassle[- ]free|on[- ]demand|at home)\b/i],
  ['premium', /\b(premium|luxury|high[- ]end|artisan(al)?|handmade|craft)\b/i],
  ['local', /\b(local(ly)?|nearby|neighbo(u)?rhood|in your area)\b/i],
];

const NOT_AUDIENCE = /^(\d|\$|a (week|month|day|year)\b|(free|example|instance|now|the (first|next)|minutes?|hours?|days?|weeks?|months?|years?|less|more|sale|rent|life|good)\b)/i;
const FEATURE_VERB =
  /^(lets?|helps?|allows?|enables?|plans?|builds?|tracks?|finds?|compares?|connects?|automates?|creates?|shares?|orders?|delivers?|matches?|learns?|saves?|manages?|schedules?|monitors?|recommends?|generates?|books?|sends?|reminds?|shows?|turns?|offers?|gives?|provides?|makes?|analy[sz]es?|suggests?|organi[sz]es?|cooks?|cleans?|teaches?|syncs?|records?|measures?|predicts?|replaces?|includes?|uses?|categori[sz]es?|sorts?|writes?|reads?|scans?|translates?|answers?|handles?|converts?|calculates?|detects?|alerts?|notifies|streams?|hosts?|sells?|rents?|pays?|bills?|invoices?|collects?|protects?|prepares?|designs?|prints?|ships?|coaches?|guides?)\b/i;

const sentenceCase = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function tidy(text: string): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (!t) return '';
  return sentenceCase(/[.!?]$/.test(t) ? t : `${t}.`);
}

function findAudience(text: string): string | null {
  const patterns = [
    /\bfor\s+([a-z][a-z' -]{2,50}?)(?=\s+(?:who|that|to|and|in|with|by|so)\b|[,.;:!?)]|$)/gi,
    /\b(?:helps?|lets?|allows?)\s+([a-z][a-z' -]{2,40}?)\s+(?:to\s+)?(?=\b[a-z]+\b)/gi,
    /\baimed at\s+([a-z][a-z' -]{2,50}?)(?=[,.;:!?]|$)/gi,
    // "... sends monthly reports to small business owners." (a plural group closing the sentence)
    /\bto\s+([a-z][a-z' -]{2,40}?s)(?=[,.;:!?]|$)/gi,
  ];
  for (const re of patterns) {
    for (const m of text.matchAll(re)) {
      const candidate = m[1]!.trim().replace(/^(the|all|any)\s+/i, '');
      const words = candidate.split(/\s+/);
      if (!NOT_AUDIENCE.test(candidate) && words.length <= 6 && /s\b|people|anyone|everyone|teams?|families|staff/i.test(candidate)) return candidate;
    }
  }
  return null;
}

/** Verb phrases describing what the product does: "plans a week of dinners", "builds the grocery list". */
function findFeatures(text: string, audience: string | null): string[] {
  const fragments = text
    .split(/[.;!?\n]|,\s*|\s+and\s+(?=[a-z]+s\b)|\s+(?:that|which|so that|while)\s+/i)
    .map((f) =>
      f
        .trim()
        .replace(/^(and|also|it|then|plus|you can|users can|that|which)\s+/i, '')
        .replace(/^(lets?|allows?|helps?|enables?)\s+(you|users|people|customers|them)\s+(to\s+)?/i, ''),
    )
    .filter((f) => f.split(/\s+/).length >= 2 && f.length <= 120);
  // An adverb may lead ("automatically categorizes receipts"); the verb after it decides.
  const isFeature = (f: string) => {
    const rest = f.replace(/^\w+ly\s+/i, '');
    return FEATURE_VERB.test(rest) || /^(track|plan|build|find|compare|book|order|get|see|create|share|learn|save|manage)\b/i.test(rest);
  };
  const forAudience = audience ? new RegExp(`\\s+(?:for|to)\\s+${audience.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'i') : null;
  const features = fragments.filter(isFeature).map((f) => sentenceCase(f.replace(/[,:]$/, '').replace(forAudience ?? /$^/, '')));
  return [...new Set(features)].slice(0, 6);
}

function findCompetitors(text: string): string[] {
  const found = new Set<string>();
  for (const m of text.matchAll(
    /\b(?:like|than|vs\.?|versus|compared to|instead of|competitors?(?: such as| like|:)?|alternatives? (?:such as|like))\s+((?:[A-Z][\w&'.-]*)(?:\s+[A-Z][\w&'.-]*)*(?:\s*(?:,|or|and)\s*[A-Z][\w&'.-]*(?:\s+[A-Z][\w&'.-]*)*)*)/g,
  )) {
    for (const name of m[1]!.split(/\s*(?:,|\bor\b|\band\b)\s*/)) if (name.trim()) found.add(name.trim());
  }
  return [...found].slice(0, 5);
}

const STOP = new Set(['the', 'and', 'for', 'with', 'that', 'which', 'who', 'our', 'your', 'new', 'this', 'one', 'all', 'any', 'its']);

/** "an" before a vowel sound: "an app", "an AI tool", "an SMS service", but "a USB lamp". */
const anArticle = (phrase: string) => (/^[A-Z]{2}/.test(phrase) ? /^[AEFHILMNORSX]/.test(phrase) : /^[aeiou]/i.test(phrase));

/** The first noun phrase: the text up to its first verb-like joint ("that", "for", a comma...). */
function findSubject(cleaned: string): { subject: string; nouns: string[] } {
  const head = cleaned
    .replace(/[.!?]$/, '')
    .split(/\s+(?:that|which|who|to|for|with|so|where|helping|lets?|helps?|allows?)\s+|[,;:.!?(]|\s+-\s+/i)[0]!
    .trim();
  const words = head.split(/\s+/).slice(0, 8);
  const article = /^(a|an|the|our|my)$/i.test(words[0] ?? '') ? words.shift()!.toLowerCase() : null;
  // Only the sentence's own capital goes: "AI" and brand names keep theirs.
  if (words[0] && words[0] !== words[0].toUpperCase()) words[0] = words[0].toLowerCase();
  const phrase = words.join(' ');
  if (!phrase) return { subject: 'the product', nouns: [] };
  const withArticle = article && article !== 'a' && article !== 'an' ? `${article} ${phrase}` : `${anArticle(phrase) ? 'an' : 'a'} ${phrase}`;
  return { subject: withArticle, nouns: words.map((w) => w.toLowerCase().replace(/[^a-z0-9-]/g, '')).filter((w) => w.length >= 3 && !STOP.has(w)) };
}

export function analyze(text: string): TextFacts {
  const cleaned = tidy(text);
  const { subject } = findSubject(cleaned);
  const nouns = cleaned
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => findSubject(sentence).nouns)
    .filter((n) => n.length > 0);
  const category = CATEGORY_WORDS.find(([, re]) => re.test(cleaned))?.[0] ?? 'generic';
  const audience = findAudience(cleaned);
  return {
    cleaned,
    subject,
    nouns,
    category,
    audience,
    features: findFeatures(cleaned, audience),
    prices: [...new Set(cleaned.match(/\$\s?\d[\d,.]*[kKmM]?(?:\s*(?:\/|per|a|an)\s*(?:month|mo|year|yr|week|user|seat|box|meal))?/gi) ?? [])],
    qualities: QUALITY_WORDS.filter(([, re]) => re.test(cleaned)).map(([q]) => q),
    timeline: [
      ...new Set(
        cleaned.match(
          /\b(?:in|by|within|over)\s+(?:the\s+)?(?:next\s+)?(?:\d+\s+(?:days?|weeks?|months?|years?)|q[1-4]|january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|fall|autumn|winter)\b(?:\s+\d{4})?/gi,
        ) ?? [],
      ),
    ],
    competitors: findCompetitors(text),
  };
}
