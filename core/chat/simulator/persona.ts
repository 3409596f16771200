import type { Avatar } from '../../../db/types.js';
import type { ProjectContext } from '../prompt.js';
import { hash, seeded, pick } from './random.js';

type Stance = 'enthusiastic' | 'curious' | 'skeptical';
type PriceStance = 'strict' | 'careful' | 'value' | 'premium';
type TechStance = 'wary' | 'comfortable' | 'eager';
type Voice = 'direct' | 'warm' | 'analytical' | 'casual';

/** What the simulator knows about one avatar, derived once from its persona fields. */
export interface Traits {
  name: string;
  firstName: string;
  stance: Stance;
  price: PriceStance;
  tech: TechStance;
  voice: Voice;
  /** "a nurse with kids at home": who is speaking, for sentences that ground the answer in a life. */
  identity: string;
  painPoint: string | null;
  motivation: string | null;
  value: string | null;
  channel: string | null;
  decisionRole: string | null;
  frequency: string | null;
  competitor: string | null;
  hobby: string | null;
}

const PRICE: Record<string, PriceStance> = {
  'very-price-sensitive': 'strict',
  'price-conscious': 'careful',
  'value-focused': 'value',
  'premium-buyer': 'premium',
};
const PRICE_BY_INCOME: Record<string, PriceStance> = {
  'under-25k': 'strict',
  '25k-50k': 'careful',
  '50k-75k': 'value',
  '75k-100k': 'value',
  '100k-150k': 'premium',
  'over-150k': 'premium',
};
const TECH: Record<string, TechStance> = { beginner: 'wary', intermediate: 'comfortable', advanced: 'eager', expert: 'eager' };
const OPENNESS: Record<string, number> = { unaware: -0.15, 'problem-aware': 0, 'solution-aware': 0.05, 'product-aware': 0.1, 'most-aware': 0.15 };
const HOUSEHOLD: Record<string, string> = {
  single: 'living on my own',
  'married-no-kids': 'sharing a home with my partner',
  'married-with-kids': 'with kids at home',
  'single-parent': 'raising my kids on my own',
  roommates: 'sharing a place with roommates',
};
const CHANNEL: Record<string, string> = {
  online: 'I would buy it online after reading the reviews.',
  'in-store': 'I would want to see it in a store before buying.',
  'mobile-app': 'I would want to sign up straight from my phone.',
  phone: 'I would want to talk to a real person before signing up.',
  mixed: 'I would look online first and then probably check it out in person.',
};
const ROLE: Record<string, string> = {
  'primary-decision-maker': 'I make these calls in my household, so it comes down to me.',
  influencer: 'I would be the one talking the people around me into it.',
  researcher: 'I would read every review and comparison before deciding.',
  'end-user': 'I would be the one using it day to day, so it has to work for me.',
};
const FREQUENCY: Record<string, string> = {
  weekly: 'I shop for things like this pretty much every week.',
  monthly: 'I usually make purchases like this once a month.',
  quarterly: 'I only buy something like this every few months.',
  annually: 'I make a purchase like this maybe once a year.',
  rarely: 'I rarely buy anything new in this space.',
};

const words = (text: string) => new Set(text.toLowerCase().match(/[a-z][a-z-]{3,}/g) ?? []);

function voiceOf(a: Avatar, rand: () => number): Voice {
  const style = `${a.communication_style ?? ''} ${a.personality ?? ''}`.toLowerCase();
  if (/direct|blunt|concise|straightforward|no-nonsense|decisive/.test(style)) return 'direct';
  if (/analytic|detail|logical|data|methodical|precise|research/.test(style)) return 'analytical';
  if (/warm|friendly|enthusias|expressive|outgoing|chatty|empath|caring/.test(style)) return 'warm';
  return pick(rand, ['direct', 'warm', 'analytical', 'casual'] as const);
}

/** How much the idea speaks to this person: shared words between their life and the brief, 0 to 1. */
function relevance(a: Avatar, p: ProjectContext): number {
  const mine = words(
    [a.job_title, a.hobbies, a.personality, a.values, a.motivations, ...(a.tags ?? []), ...(a.pain_points ?? []), ...(a.buying_motivations ?? [])].filter(Boolean).join(' '),
  );
  const theirs = words([p.productIdea, p.targetAudience, p.additionalContext, ...p.tags].filter(Boolean).join(' '));
  let shared = 0;
  for (const w of mine) if (theirs.has(w)) shared++;
  return Math.min(1, shared / 4);
}

/** The lasting traits of an avatar: the same for every question, so its answers stay consistent. */
export function traitsOf(a: Avatar, project: ProjectContext): Traits {
  const rand = seeded(`traits:${a.id}`);
  const personality = (a.personality ?? '').toLowerCase();
  let score = 0.45 + relevance(a, project) * 0.3 + (OPENNESS[a.awareness_stage ?? ''] ?? 0);
  if (/adventur|curious|optimis|innovat|early adopter|open/.test(personality)) score += 0.15;
  if (/skeptic|cautious|practical|frugal|pessimis|tradition/.test(personality)) score -= 0.15;
  const price = PRICE[a.budget_sensitivity ?? ''] ?? PRICE_BY_INCOME[a.income_bracket ?? ''] ?? 'value';
  if (price === 'strict') score -= 0.1;
  // A stable personal lean, so two avatars with the same fields still differ.
  score += ((hash(a.id) % 1000) / 1000 - 0.5) * 0.3;
  const stance: Stance = score >= 0.62 ? 'enthusiastic' : score >= 0.4 ? 'curious' : 'skeptical';
  const job = a.job_title?.trim();
  const who = job ? `${/^[aeiou]/i.test(job) ? 'an' : 'a'} ${job.toLowerCase()}` : a.age ? `someone in my ${Math.floor(a.age / 10) * 10}s` : 'someone';
  const home = HOUSEHOLD[a.household_type ?? ''];
  const first = (list: string[] | null) => (list?.length ? pick(rand, list).trim().toLowerCase() : null);
  return {
    name: a.name,
    firstName: a.name.split(/\s+/)[0] ?? a.name,
    stance,
    price,
    tech: TECH[a.tech_comfort_level ?? ''] ?? 'comfortable',
    voice: voiceOf(a, rand),
    identity: home ? `${who} ${home}` : who,
    painPoint: first(a.pain_points),
    motivation: first(a.buying_motivations) ?? a.motivations?.trim().toLowerCase() ?? null,
    value: first(a.core_values) ?? a.values?.trim().toLowerCase() ?? null,
    channel: CHANNEL[a.preferred_buying_channel ?? ''] ?? null,
    decisionRole: ROLE[a.decision_role ?? ''] ?? null,
    frequency: FREQUENCY[a.purchase_frequency ?? ''] ?? null,
    competitor: a.competitor_experience?.trim() || a.past_brand?.trim() || null,
    hobby: a.hobbies?.split(',')[0]?.trim().toLowerCase() || null,
  };
}
