// A persona's reaction to one brief, from its attributes: budget and income against the price, job
// and seniority for a business product, age and technology comfort for an app-heavy idea, values and
// interests for the category. Computed once per (avatar, brief), so the stance holds for a whole
// session, and both the words and the structured values read from it.
import type { Avatar } from '../../../db/types.js';
import type { Brief } from './brief.js';
import { ownsFor, petOf } from './pets.js';
import { hash } from './random.js';

export type Purchase = 'yes' | 'maybe' | 'no';
/** How the price sits with this person: fine, a stretch, or too much for them. */
type PriceFit = 'fine' | 'stretch' | 'too-high';
type Driver = 'price' | 'tech' | 'interest' | 'values' | 'role' | 'no-role' | 'pet' | 'no-pet' | 'audience' | 'personality';

export interface Reaction {
  /** 0 (dismissive) to 1 (keen). */
  score: number;
  purchase: Purchase;
  priceFit: PriceFit | null;
  /** What they would pay, in the brief's currency and period, when the price is not fine for them. */
  wouldPay: number | null;
  /** Why, strongest first: the answer's reasons are drawn from these. */
  pros: Driver[];
  cons: Driver[];
  /** A business product, and this person has no say in buying one (retired, a student, a driver, another field...). */
  outsider: boolean;
  /** A pet product: whether this person has the animal it is for (null when not a pet product). */
  hasPet: boolean | null;
}

const INCOME: Record<string, number> = { 'under-25k': 20_000, '25k-50k': 37_000, '50k-75k': 62_000, '75k-100k': 87_000, '100k-150k': 125_000, 'over-150k': 200_000 };
const SENSITIVITY: Record<string, number> = { 'very-price-sensitive': 0.45, 'price-conscious': 0.7, 'value-focused': 1, 'premium-buyer': 1.6 };
const TECH: Record<string, number> = { beginner: -0.14, intermediate: 0, advanced: 0.05, expert: 0.08 };
// Leaders of a company choose any tool for it; others only the tools of their own field (Brief.buyer).
const LEADER_JOB = /owner|founder|\bceo\b|\bcto\b|\bcfo\b|\bcoo\b|chief|director|head of|\bvp\b|vice president|president|partner|executive|entrepreneur/i;
const LEADER_TAG = /small-business-owner|entrepreneur|agency-owner|executive/;
// Within a field, the junior roles recommend a tool rather than sign for it.
const JUNIOR_JOB = /assistant|specialist|associate|technician|intern|junior|representative|clerk/i;
const OUTSIDER_JOB = /retired|student|driver|cashier|server|barista|homemaker|stay-at-home|unemployed|caregiver|warehouse|laborer|labourer|janitor|housekeeper/i;

/** How much more than a gadget's share a recurring category takes of the monthly budget. */
const CATEGORY_BUDGET: Record<string, number> = { food: 6, pet: 2.5, fitness: 1.5 };

/** What this person spends comfortably on the idea, in the price's own period. */
export function comfortableSpend(a: Avatar, period: string | null, business: boolean, category = 'general'): number {
  const income = INCOME[a.income_bracket ?? ''] ?? 55_000;
  const mult = SENSITIVITY[a.budget_sensitivity ?? ''] ?? 1;
  if (business) {
    // A business tool comes out of a company budget: seniority and company size matter, not income.
    const senior = LEADER_JOB.test(a.job_title ?? '') ? 2.2 : 1;
    const monthly = 180 * senior * (0.6 + mult * 0.4) * (income / 62_000) ** 0.5;
    return period === 'year' ? monthly * 10 : period === 'user' ? monthly / 8 : period === 'week' ? monthly / 4.3 : period ? monthly : monthly * 4;
  }
  // Food and pet food come out of the grocery budget, a far larger share than a gadget or an app.
  const monthly = income * 0.0006 * mult * (CATEGORY_BUDGET[category] ?? 1);
  if (period === 'month') return monthly;
  if (period === 'week') return monthly / 4.3;
  if (period === 'year') return monthly * 9;
  if (period === 'day') return monthly / 30;
  if (period === 'user') return monthly;
  // A one-off purchase (an espresso maker, a feeder) is a gadget bought from savings, whatever its category.
  return income * 0.004 * mult;
}

const personalWords = (a: Avatar) =>
  [a.hobbies, a.job_title, ...(a.tags ?? []), ...(a.pain_points ?? []), ...(a.buying_motivations ?? []), a.motivations].filter(Boolean).join(' ').toLowerCase();

/** Whether the brief's audience describes this person: parents and kids, age, job words. */
function audienceFit(a: Avatar, brief: Brief): number {
  const aud = (brief.audience ?? '').toLowerCase();
  if (!aud) return 0;
  const kids = a.household_type === 'married-with-kids' || a.household_type === 'single-parent';
  let fit = 0;
  if (/parent|famil|kids|children|mums|moms|dads/.test(aud)) fit += kids ? 0.1 : -0.08;
  if (/student|young|gen ?z|20s/.test(aud)) fit += (a.age ?? 40) < 30 ? 0.08 : -0.05;
  if (/retire|senior|older|over 60|65\+/.test(aud)) fit += (a.age ?? 40) >= 60 ? 0.08 : -0.05;
  return fit;
}

export function reactionOf(a: Avatar, brief: Brief): Reaction {
  const pros: [Driver, number][] = [];
  const cons: [Driver, number][] = [];
  const push = (d: Driver, x: number) => (x > 0 ? pros.push([d, x]) : x < 0 && cons.push([d, -x]), x);
  // A stable personal lean and a lean for this very idea, so two similar people still differ.
  let score = 0.5 + ((hash(a.id) % 1000) / 1000 - 0.5) * 0.22 + ((hash(`${a.id}|${brief.noun}`) % 1000) / 1000 - 0.5) * 0.34;

  const job = a.job_title ?? '';
  const leader = LEADER_JOB.test(job) || (a.tags ?? []).some((t) => LEADER_TAG.test(t));
  const inField = !!brief.buyer && brief.buyer.jobs.test(job);
  const outsider = brief.business && (OUTSIDER_JOB.test(job) || (a.age ?? 40) >= 67 || (!leader && !inField));
  if (brief.business) score += push(outsider ? 'no-role' : 'role', outsider ? -0.38 : leader || !JUNIOR_JOB.test(job) ? 0.08 : 0.03);

  // Nobody buys dog food without a dog: a pet product is for those who have the animal.
  const hasPet = brief.species ? ownsFor(petOf(a), brief.species) : null;
  if (hasPet !== null) score += push(hasPet ? 'pet' : 'no-pet', hasPet ? 0.12 : -0.4);

  let priceFit: PriceFit | null = null;
  let wouldPay: number | null = null;
  if (brief.price) {
    const comfort = comfortableSpend(a, brief.price.period, brief.business, brief.category.key);
    const ratio = brief.price.amount / comfort;
    priceFit = ratio <= 1 ? 'fine' : ratio <= 1.8 ? 'stretch' : 'too-high';
    score += push('price', priceFit === 'fine' ? 0.08 : priceFit === 'stretch' ? -0.1 : -0.3);
    // What they say they would pay: their comfortable spend, but nobody names a token amount for a real product.
    if (priceFit !== 'fine') wouldPay = Math.max(comfort, brief.price.amount * 0.25);
  }
  if (brief.appHeavy) {
    const t = TECH[a.tech_comfort_level ?? ''] ?? 0;
    score += push('tech', t + ((a.age ?? 40) >= 65 ? -0.06 : 0));
  }
  const mine = personalWords(a);
  if (brief.category.interests.test(mine)) score += push('interest', 0.14);
  const values = [...(a.core_values ?? []), a.values ?? ''].join(' ').toLowerCase();
  if (brief.category.values.some((v) => values.includes(v))) score += push('values', 0.07);
  score += push('audience', audienceFit(a, brief));
  const personality = (a.personality ?? '').toLowerCase();
  if (/skeptic|sceptic|cautious|frugal|pessimis|tradition/.test(personality)) score += push('personality', -0.07);
  else if (/adventur|curious|optimis|innovat|early adopter/.test(personality)) score += push('personality', 0.06);

  score = Math.min(1, Math.max(0, score));
  let purchase: Purchase = score >= 0.6 ? 'yes' : score >= 0.42 ? 'maybe' : 'no';
  // Words and numbers agree: nobody says yes to a price they call too much, or buys a tool they have no say over.
  // A price they call too much is a no at that price, as the codebook reads "I'd buy it at half the price".
  if (priceFit === 'too-high') purchase = 'no';
  if (purchase === 'yes' && outsider) purchase = 'maybe';
  if (hasPet === false) purchase = 'no';
  if (outsider && score < 0.5) purchase = 'no';
  const order = (list: [Driver, number][]) => list.sort((x, y) => y[1] - x[1]).map(([d]) => d);
  return { score, purchase, priceFit, wouldPay, pros: order(pros), cons: order(cons), outsider, hasPet };
}
