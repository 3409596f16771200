// Reading the brief once: what the idea is (its category and the noun people would call it), what it
// costs and how often, the features it lists, who it is for, and whether a business buys it. The
// simulator's answers name these specifics, so a panel sounds like it read the brief.
import { briefPrice } from '../../insight/brief-price.js';
import type { ProjectContext } from '../prompt.js';
import { speciesOf } from './pets.js';

interface BriefPriceInfo {
  amount: number;
  currency: string;
  /** 'month', 'week', 'year', 'user', 'one-off' or null (a one-off price). */
  period: string | null;
}

interface Category {
  key: string;
  /** Persona values (core_values) this kind of product speaks to. */
  values: string[];
  /** Words in a persona's hobbies, tags and pain points that show an interest in the category. */
  interests: RegExp;
}

export interface Brief {
  /** The product's name (the title) or "this idea". */
  name: string;
  /** What a person would call it: "pressure cooker", "meal-kit subscription". */
  noun: string;
  category: Category;
  price: BriefPriceInfo | null;
  /** The features the brief lists, in its words ("15-minute recipes", "audit-ready reports"). */
  features: string[];
  audience: string | null;
  business: boolean;
  /** For a business idea: who in a company buys it (see BUYERS); null for a consumer idea. */
  buyer: Buyer | null;
  /** For a pet idea: the animal it is for; null otherwise. */
  species: 'dog' | 'cat' | 'pet' | null;
  /** An idea that lives in an app or online account: technology comfort and age matter. */
  appHeavy: boolean;
  /** Lower-case words of the brief, to test a persona's interests against. */
  text: string;
}

const CATEGORIES: (Category & { match: RegExp })[] = [
  { key: 'pet', match: /\b(?:dogs?|cats?|pets?|puppy|kibble|vet)\b/, values: ['family', 'health'], interests: /\bdogs?|cats?|pets?|animal/ },
  {
    key: 'food',
    match: /\b(?:meals?|food|recipes?|cook\w*|kitchen|dinner|lunch|groceries|snacks?|coffee|rice|chef)\b/,
    values: ['health', 'family', 'quality'],
    interests: /cook|food|bak|kitchen|meal|chef|grill|garden/,
  },
  {
    key: 'security',
    match: /\b(?:soc ?2|compliance|audits?|security|gdpr|iso ?27001|vulnerab\w*)\b/,
    values: ['honesty', 'achievement', 'quality'],
    interests: /tech|software|engineer|security|it\b|developer|analyst|manager/,
  },
  {
    key: 'fitness',
    match: /\b(?:fitness|workouts?|gym|running|training|yoga|bike|cycling)\b/,
    values: ['health', 'achievement', 'adventure'],
    interests: /fitness|run|gym|yoga|cycl|hik|sport|outdoor/,
  },
  { key: 'money', match: /\b(?:budget\w*|savings?|invest\w*|bank\w*|finances?|bills)\b/, values: ['financial security', 'independence'], interests: /financ|invest|budget|sav/ },
  { key: 'learning', match: /\b(?:learn\w*|courses?|language|lessons?|tutor\w*|school)\b/, values: ['learning', 'achievement'], interests: /read|learn|language|book|course/ },
  { key: 'home', match: /\b(?:home|cleaning|laundry|garden\w*|furniture|house)\b/, values: ['family', 'quality'], interests: /garden|home|diy|decor/ },
  {
    key: 'work',
    match: /\b(?:invoic\w*|crm|teams?|workflow|projects?|clients?|scheduling|payroll|saas)\b/,
    values: ['achievement', 'independence'],
    interests: /business|entrepreneur|freelanc|manager|agency|owner/,
  },
];
const GENERAL: Category = { key: 'general', values: ['quality'], interests: /^$/ };

interface Buyer {
  /** The team that chooses such a tool, as a person would name it ("the engineering and IT side"). */
  team: string;
  /** Job titles that choose or recommend it; leaders of a company (owners, founders, chiefs) always do. */
  jobs: RegExp;
}

// Who buys a business tool, by what the brief says it does: a "manager" of a shop does not choose a
// SOC 2 platform, and an engineer does not choose an HR tool. Checked in order; the last is any tool.
const BUYERS: (Buyer & { match: RegExp })[] = [
  {
    match: /\b(?:soc ?2|compliance|security|gdpr|iso ?27001|vulnerab\w*|devops|infrastructure|cloud|aws|github|api|it departments?|ctos?)\b/,
    team: 'the engineering and IT side',
    jobs: /engineer|developer|architect|\bit\b|cybersecurity|security|technical|operations|\bcto\b|devops/i,
  },
  {
    match: /\b(?:hr|human resources|hiring|recruit\w*|onboarding|payroll|employee (?:engagement|benefits|reviews)|people teams?)\b/,
    team: 'HR',
    jobs: /human resources|\bhr\b|people|recruit|talent|operations/i,
  },
  { match: /\b(?:invoic\w*|accounting|bookkeeping|expenses?|tax(?:es)?)\b/, team: 'finance', jobs: /accountant|bookkeeper|financ|controller|\bcfo\b/i },
  { match: /\b(?:marketing|social media|seo|ads|campaigns?|newsletters?)\b/, team: 'marketing', jobs: /marketing|social media|content|brand|agency/i },
  { match: /\b(?:crm|sales|leads|pipeline|prospects?)\b/, team: 'sales', jobs: /sales|account|business development|real estate|insurance agent/i },
  { match: /./, team: 'management', jobs: /manager|supervisor|director|administrator|consultant|coach|attorney|lead\b/i },
];

const BUSINESS =
  /\b(?:b2b|saas|soc ?2|compliance|enterprise|companies|company'?s|businesses|startups?|employees|staff|teams|agenc(?:y|ies)|clients|crm|payroll|invoic\w*|per (?:seat|user)|procurement|it departments?|ctos?|founders)\b/;
const APP = /\b(?:app|apps|smartphone|phone|online|platform|dashboard|software|ai|wi-?fi|bluetooth|notifications?|connected|smart|digital|web)\b/;

const ARTICLE = /^(?:an?|the|our|my|this|one)\s+/i;
// Where the noun phrase that names the product ends: "A smart pressure cooker | that ...".
const NOUN_END = /\s+(?:that|which|who|for|with|to|from|in|on|at|by|so|where|and|at|priced|costing|delivered|shipped|built|made|designed|helping|lets|letting|giving|using)\b/i;
const LIST_CUE = /\b(?:with|includes?|including|features?|featuring|offers?|plus|comes with|has)\s+/gi;
const STOP_FEATURE = /^(?:it|them|you|your|a|an|the|and|or|more|less|us|our)$/i;

const clean = (s: string) => s.replace(/\s+/g, ' ').trim();

/** "A smart pressure cooker that ..." -> "smart pressure cooker": at most four words. */
function nounOf(idea: string): string {
  const first = clean(idea).split(/(?<=[.!?])\s/)[0] ?? '';
  const phrase = first
    .replace(ARTICLE, '')
    .split(NOUN_END)[0]!
    .replace(/[,.;:!?].*$/, '')
    .replace(/\$\S+/g, '')
    .trim();
  const words = phrase.split(' ').filter(Boolean);
  return words
    .slice(Math.max(0, words.length - 4))
    .join(' ')
    .toLowerCase();
}

/** Features: the items of lists after "with", "includes", "plus"..., each of one to five words. */
function featuresOf(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(LIST_CUE)) {
    const rest = text.slice(m.index + m[0].length).split(/[.;:!?()]/)[0] ?? '';
    for (let item of rest.split(/,|\band\b|\bplus\b|\bor\b/)) {
      item = clean(item)
        .replace(ARTICLE, '')
        .replace(/\s+(?:that|which|for|so)\b.*$/i, '');
      const words = item.split(' ').filter(Boolean);
      if (!words.length || words.length > 5 || /[$€£]|\d+\s*(?:\/|per|a)\s*(?:month|year|week)/i.test(item) || STOP_FEATURE.test(words[0]!)) continue;
      found.push(item.toLowerCase());
    }
  }
  return [...new Set(found)].slice(0, 6);
}

export function readBrief(p: ProjectContext): Brief {
  const idea = p.productIdea ?? '';
  const all = [p.title, idea, p.targetAudience, p.additionalContext, ...(p.tags ?? [])].filter(Boolean).join('. ');
  const lower = all.toLowerCase();
  const stated = p.price ?? briefPrice(all);
  const title = p.title?.trim();
  // A long title ("MealMate weekly meal kits for busy parents") names the product by its first word.
  const brand = title && title.length > 40 && /^[A-Z]/.test(title) ? title.split(/\s+/)[0]! : title;
  const fromTitle = title ? nounOf(brand && brand !== title ? title.slice(brand.length) : title) : '';
  const noun = nounOf(idea) || fromTitle || 'idea';
  const category = CATEGORIES.find((c) => c.match.test(lower)) ?? GENERAL;
  const features = featuresOf(`${idea}. ${p.additionalContext ?? ''}`);
  const business = BUSINESS.test(lower);
  return {
    name: brand && brand.length <= 40 ? brand : 'this idea',
    noun,
    category,
    price: stated ? { amount: stated.amount, currency: stated.currency, period: stated.period === 'one-off' ? null : stated.period } : null,
    features: features.length ? features : [noun],
    audience: p.targetAudience?.trim() || null,
    business,
    buyer: business ? BUYERS.find((b) => b.match.test(lower))! : null,
    species: category.key === 'pet' ? speciesOf(lower) : null,
    appHeavy: APP.test(lower),
    text: lower,
  };
}
