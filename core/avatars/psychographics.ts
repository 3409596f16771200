import type { AwarenessStage, BudgetSensitivity, BuyingChannel, CommunicationPreference, DecisionRole, PurchaseFrequency } from './enumerations.js';
import type { Demographics } from './persona.js';
import type { SeededRandom } from './random.js';
import { HOBBIES, MOTIVATIONS, PAIN_POINTS, SOCIAL_PLATFORMS_BY_AGE, type Hobby, type MotivationKey, type PainKey, type TraitFamily } from './vocabulary/lifestyle.js';

type Weights<T> = [T, number][];

const BUDGET_BY_INCOME: Weights<BudgetSensitivity>[] = [
  [
    ['very-price-sensitive', 70],
    ['price-conscious', 30],
  ],
  [
    ['very-price-sensitive', 25],
    ['price-conscious', 60],
    ['value-focused', 15],
  ],
  [
    ['price-conscious', 45],
    ['value-focused', 45],
    ['premium-buyer', 10],
  ],
  [
    ['price-conscious', 20],
    ['value-focused', 55],
    ['premium-buyer', 25],
  ],
  [
    ['price-conscious', 10],
    ['value-focused', 45],
    ['premium-buyer', 45],
  ],
  [
    ['value-focused', 30],
    ['premium-buyer', 70],
  ],
];

export function budgetSensitivity(r: SeededRandom, d: Demographics): BudgetSensitivity {
  const weights = BUDGET_BY_INCOME[d.incomeIndex]!.map(([v, w]): [BudgetSensitivity, number] => {
    // Children make every household more careful with money.
    const kids = d.household === 'married-with-kids' || d.household === 'single-parent';
    return [v, kids && (v === 'price-conscious' || v === 'very-price-sensitive') ? w * 1.4 : w];
  });
  return r.weighted(weights);
}

export function purchaseFrequency(r: SeededRandom, budget: BudgetSensitivity): PurchaseFrequency {
  const table: Record<BudgetSensitivity, Weights<PurchaseFrequency>> = {
    'very-price-sensitive': [
      ['monthly', 20],
      ['quarterly', 35],
      ['annually', 15],
      ['rarely', 30],
    ],
    'price-conscious': [
      ['weekly', 10],
      ['monthly', 40],
      ['quarterly', 30],
      ['rarely', 20],
    ],
    'value-focused': [
      ['weekly', 15],
      ['monthly', 45],
      ['quarterly', 30],
      ['annually', 10],
    ],
    'premium-buyer': [
      ['weekly', 40],
      ['monthly', 45],
      ['quarterly', 15],
    ],
  };
  return r.weighted(table[budget]);
}

export function buyingChannel(r: SeededRandom, d: Demographics): BuyingChannel {
  if (d.tech >= 2 && d.age < 45)
    return r.weighted([
      ['online', 40],
      ['mobile-app', 35],
      ['mixed', 20],
      ['in-store', 5],
    ]);
  if (d.tech <= 0)
    return r.weighted([
      ['in-store', 60],
      ['phone', 20],
      ['mixed', 20],
    ]);
  const ruralOnline = d.setting === 'rural' ? 15 : 0;
  return r.weighted([
    ['online', 25 + ruralOnline],
    ['in-store', 30],
    ['mixed', 35],
    ['mobile-app', 5],
    ['phone', 5],
  ]);
}

export function decisionRole(r: SeededRandom, d: Demographics, family: TraitFamily): DecisionRole {
  const researcherBoost = family === 'analytical' ? 20 : 0;
  if (d.ownership === 'live-with-family' || d.lifeStage === 'student') {
    return r.weighted([
      ['end-user', 40],
      ['influencer', 35],
      ['researcher', 25 + researcherBoost],
    ]);
  }
  if (d.household === 'married-with-kids' || d.household === 'married-no-kids') {
    return r.weighted([
      ['primary-decision-maker', 45],
      ['influencer', 25],
      ['researcher', 20 + researcherBoost],
      ['end-user', 10],
    ]);
  }
  return r.weighted([
    ['primary-decision-maker', 80],
    ['researcher', 15 + researcherBoost],
    ['influencer', 5],
  ]);
}

export function communicationPreference(r: SeededRandom, age: number): CommunicationPreference {
  if (age < 30)
    return r.weighted([
      ['text', 45],
      ['social-media', 40],
      ['email', 15],
    ]);
  if (age < 50)
    return r.weighted([
      ['email', 45],
      ['text', 30],
      ['social-media', 15],
      ['phone', 5],
      ['in-person', 5],
    ]);
  if (age < 65)
    return r.weighted([
      ['email', 50],
      ['phone', 25],
      ['in-person', 15],
      ['text', 10],
    ]);
  return r.weighted([
    ['phone', 40],
    ['in-person', 30],
    ['email', 30],
  ]);
}

export function socialPlatforms(r: SeededRandom, d: Demographics): string[] {
  const band = SOCIAL_PLATFORMS_BY_AGE.find((b) => d.age <= b.maxAge)!;
  const count = Math.min(band.platforms.length, 1 + d.tech + (r.chance(0.5) ? 1 : 0));
  // The most used platforms of the generation come first, then a random pick of the rest.
  const core = band.platforms.slice(0, Math.ceil(count / 2));
  const rest = r.sample(band.platforms.slice(core.length), count - core.length);
  const platforms = [...core, ...rest];
  if (d.jobTags.some((t) => t.endsWith('professional') || t === 'executive') && !platforms.includes('LinkedIn')) platforms.push('LinkedIn');
  return platforms;
}

export function awarenessStage(r: SeededRandom, d: Demographics): AwarenessStage {
  const early = d.tech >= 3 ? 15 : 0;
  return r.weighted([
    ['unaware', 15],
    ['problem-aware', 30],
    ['solution-aware', 25],
    ['product-aware', 20 + early],
    ['most-aware', 10 + early],
  ]);
}

export function traitFamilies(r: SeededRandom, d: Demographics): [TraitFamily, TraitFamily] {
  const has = (...tags: string[]) => tags.some((t) => d.jobTags.includes(t));
  const weights: Weights<TraitFamily> = [
    ['warm', 20 + (has('healthcare-worker', 'educator', 'hospitality-worker', 'parent', 'coach') ? 40 : 0)],
    ['driven', 20 + (has('executive', 'entrepreneur', 'sales-professional', 'small-business-owner') ? 40 : 0)],
    ['analytical', 20 + (has('engineer', 'scientist', 'finance-professional', 'legal-professional', 'tech-professional') ? 40 : 0)],
    ['curious', 20 + (has('creative', 'student', 'influencer') ? 40 : 0) + (d.age < 30 ? 10 : 0)],
    ['reserved', 20 + (d.age >= 60 ? 15 : 0)],
  ];
  const primary = r.weighted(weights);
  const secondary = r.weighted(weights.filter(([f]) => f !== primary));
  return [primary, secondary];
}

/** 3 or 4 pastimes that fit the age and budget, starting with those the required tags or the job imply. */
export function pickHobbies(r: SeededRandom, d: Demographics, wantedTags: readonly string[]): Hobby[] {
  const fits = HOBBIES.filter((h) => d.age >= h.ages[0] && d.age <= h.ages[1] && (h.minIncome ?? 0) <= d.incomeIndex);
  const chosen: Hobby[] = [];
  for (const tag of [...wantedTags, ...d.jobTags]) {
    const match = fits.filter((h) => h.tag === tag && !chosen.includes(h));
    if (match.length) chosen.push(r.pick(match));
  }
  const target = Math.max(chosen.length, r.chance(0.4) ? 4 : 3);
  for (const h of r.sample(fits, fits.length)) {
    if (chosen.length >= target) break;
    // One pastime per tag keeps the list varied (not three kinds of fitness).
    if (!chosen.some((c) => c.tag === h.tag)) chosen.push(h);
  }
  return chosen;
}

export function painPoints(r: SeededRandom, d: Demographics): string[] {
  const keys: PainKey[] = [];
  if (d.household === 'married-with-kids' || d.household === 'single-parent') keys.push('parent');
  if (d.incomeIndex <= 1) keys.push('tightBudget');
  if (d.incomeIndex >= 4) keys.push('affluent');
  if (d.age < 30) keys.push('young');
  if (d.age >= 62) keys.push('older');
  if (d.jobTags.some((t) => t === 'shift-worker' || t === 'healthcare-worker')) keys.push('shifts');
  if (d.jobTags.some((t) => t === 'small-business-owner' || t === 'entrepreneur' || t === 'freelancer')) keys.push('business');
  if (d.jobTags.includes('remote-worker')) keys.push('remote');
  if (d.setting === 'rural') keys.push('rural');
  if (d.setting === 'urban') keys.push('urban');
  // The most specific situation supplies the first pain point; the rest come from any that apply.
  const first = keys.length ? r.pick(PAIN_POINTS[keys[0]!]) : r.pick(PAIN_POINTS.general);
  const pool = [...new Set([...keys, 'general' as const].flatMap((k) => PAIN_POINTS[k]))].filter((p) => p !== first);
  return [first, ...r.sample(pool, 2)];
}

export function buyingMotivations(r: SeededRandom, d: Demographics, budget: BudgetSensitivity, hobbyTags: string[]): string[] {
  const budgetKey: MotivationKey = budget === 'premium-buyer' ? 'premium' : budget === 'value-focused' ? 'value' : 'price';
  const keys: MotivationKey[] = [budgetKey];
  if (d.household === 'married-with-kids' || d.household === 'single-parent') keys.push('family');
  if (hobbyTags.some((t) => t === 'fitness' || t === 'wellness')) keys.push('health');
  if (d.tech >= 3) keys.push('tech');
  if (d.age < 35) keys.push('social');
  if (d.incomeIndex >= 3 || d.jobTags.includes('shift-worker')) keys.push('time');
  if (r.chance(0.25)) keys.push('green');
  const first = r.pick(MOTIVATIONS[budgetKey]);
  const pool = keys.flatMap((k) => MOTIVATIONS[k]).filter((m) => m !== first);
  return [first, ...r.sample([...new Set(pool)], 2)];
}
