import { generateDemographics } from './demographics.js';
import { enumLabel, INCOME_BRACKETS, MAX_TAGS_PER_AVATAR, MIN_TAGS_PER_AVATAR, TECH_COMFORT_LEVELS } from './enumerations.js';
import type { Demographics, Persona } from './persona.js';
import {
  awarenessStage,
  budgetSensitivity,
  buyingChannel,
  buyingMotivations,
  communicationPreference,
  decisionRole,
  painPoints,
  pickHobbies,
  purchaseFrequency,
  socialPlatforms,
  traitFamilies,
} from './psychographics.js';
import { SeededRandom } from './random.js';
import { composeTags, constraintsFor, generationTag, uniqueTags } from './tags.js';
import { JOBS } from './vocabulary/jobs.js';
import { BRANDS, COMMUNICATION_STYLES, COMPETITOR_EXPERIENCES, HOBBIES, PERSONALITY_CLAUSES, PERSONALITY_TRAITS, VALUE_SLOGANS, type TraitFamily } from './vocabulary/lifestyle.js';

const JOB_TAGS = new Set(JOBS.flatMap((j) => j.tags));
const HOBBY_TAGS = new Set(HOBBIES.map((h) => h.tag));
const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const listing = (items: string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);

function coreValues(r: SeededRandom, d: Demographics, families: [TraitFamily, TraitFamily], hobbyTags: string[]): string[] {
  const w = new Map<string, number>(Object.keys(VALUE_SLOGANS).map((v) => [v, 1]));
  const add = (value: string, weight: number) => w.set(value, (w.get(value) ?? 0) + weight);
  const kids = d.household === 'married-with-kids' || d.household === 'single-parent';
  if (kids) add('family', 12);
  if (d.household === 'married-no-kids') add('family', 4);
  if (d.incomeIndex <= 1) add('financial security', 8);
  if (d.incomeIndex >= 4) add('quality', 5), add('status', 3), add('achievement', 3);
  if (d.age < 30) add('adventure', 4), add('fun', 4), add('independence', 3), add('learning', 3);
  if (d.age >= 55) add('tradition', 4), add('health', 4), add('family', 3);
  if (d.jobTags.some((t) => t === 'parent' || t === 'shift-worker' || t === 'remote-worker')) add('work-life balance', 5);
  for (const tag of hobbyTags) {
    if (tag === 'fitness' || tag === 'wellness') add('health', 5);
    if (tag === 'outdoors' || tag === 'traveler') add('adventure', 4);
    if (tag === 'creative' || tag === 'crafts') add('creativity', 5);
    if (tag === 'community-minded') add('community', 6);
    if (tag === 'faith-oriented') add('faith', 8);
    if (tag === 'gardener') add('sustainability', 3);
  }
  const byFamily: Record<TraitFamily, string[]> = {
    warm: ['community', 'family', 'honesty'],
    driven: ['achievement', 'independence', 'status'],
    analytical: ['honesty', 'quality', 'learning'],
    curious: ['learning', 'creativity', 'adventure'],
    reserved: ['independence', 'tradition', 'financial security'],
  };
  for (const v of byFamily[families[0]]) add(v, 4);
  for (const v of byFamily[families[1]]) add(v, 2);
  add('convenience', d.incomeIndex >= 3 || kids ? 4 : 1);
  const values: string[] = [];
  while (values.length < 3) {
    const next = r.weighted([...w].filter(([v]) => !values.includes(v)));
    values.push(next);
  }
  return values;
}

function personality(r: SeededRandom, [primary, secondary]: [TraitFamily, TraitFamily]): string {
  const [a, b] = r.sample(PERSONALITY_TRAITS[primary], 2);
  const c = r.pick(PERSONALITY_TRAITS[secondary]);
  return `${capitalize(a!)}, ${b} and ${c}; ${r.pick(PERSONALITY_CLAUSES[primary])}.`;
}

function derivedTags(r: SeededRandom, d: Demographics, p: Omit<Persona, 'tags' | 'name'>, hobbyTags: string[]): string[] {
  const lifeStage: string[] = [];
  if (d.lifeStage === 'student') lifeStage.push('student');
  if (d.lifeStage === 'retired') lifeStage.push('retiree');
  if (d.household === 'married-with-kids' || d.household === 'single-parent') lifeStage.push(d.age <= 35 && r.chance(0.4) ? 'new-parent' : 'parent');
  if (d.household === 'married-no-kids' && d.age >= 50) lifeStage.push('empty-nester');
  const budgetTag = { 'very-price-sensitive': 'budget-conscious', 'price-conscious': 'deal-seeker', 'value-focused': 'value-seeker', 'premium-buyer': 'luxury' }[
    p.budget_sensitivity
  ];
  const rest = [
    ...d.jobTags.filter((t) => t !== 'student' && t !== 'retiree'),
    ...hobbyTags,
    budgetTag,
    d.setting,
    ...(d.tech >= 3 ? ['tech-savvy'] : []),
    ...(d.tech >= 2 && p.awareness_stage === 'most-aware' ? ['early-adopter'] : []),
    ...(p.core_values.includes('sustainability') ? ['eco-conscious'] : []),
    ...(p.core_values.includes('health') ? ['health-conscious'] : []),
    ...(p.preferred_buying_channel === 'online' || p.preferred_buying_channel === 'mobile-app' ? ['online-shopper'] : []),
    d.ownership === 'own' ? 'homeowner' : 'renter',
  ];
  // Generation and life stage lead (they are what most searches filter by); the rest vary per persona.
  return [generationTag(d.age), ...lifeStage, ...r.sample(rest, rest.length)];
}

/**
 * Makes one coherent persona from a seed. The same seed and required tags always give the same persona;
 * required tags are always on it and, where they mean something (parent, rural, student...), shape it.
 */
export function generatePersona(seed: string, requiredTags: readonly string[] = []): Persona {
  const r = new SeededRandom(seed);
  const required = uniqueTags(requiredTags);
  const constraints = constraintsFor(required, JOB_TAGS, HOBBY_TAGS);
  const d = generateDemographics(r, constraints);
  const families = traitFamilies(r, d);
  const hobbies = pickHobbies(r, d, constraints.hobbyTags);
  const hobbyTags = [...new Set(hobbies.map((h) => h.tag))];
  const budget = budgetSensitivity(r, d);
  const values = coreValues(r, d, families, hobbyTags);
  const motivations = buyingMotivations(r, d, budget, hobbyTags);
  const preferredCommunication = communicationPreference(r, d.age);
  const brands = r.sample(BRANDS[budget], 2);
  const base: Omit<Persona, 'tags' | 'name'> = {
    slogan: r.pick(VALUE_SLOGANS[values[0]!]!),
    job_title: d.jobTitle,
    age: d.age,
    gender: d.gender,
    personality: personality(r, families),
    education_level: d.education,
    location: `${d.city}, ${d.state}`,
    hobbies: hobbies.map((h) => h.name).join(', '),
    income_bracket: INCOME_BRACKETS[d.incomeIndex]!,
    household_type: d.household,
    homeownership_status: d.ownership,
    purchase_frequency: purchaseFrequency(r, budget),
    budget_sensitivity: budget,
    preferred_buying_channel: buyingChannel(r, d),
    decision_role: decisionRole(r, d, families[0]),
    core_values: values,
    pain_points: painPoints(r, d),
    buying_motivations: motivations,
    preferred_communication: preferredCommunication,
    social_platforms: socialPlatforms(r, d),
    tech_comfort_level: TECH_COMFORT_LEVELS[d.tech]!,
    awareness_stage: awarenessStage(r, d),
    past_brand: brands.join(', '),
    competitor_experience: r.pick(COMPETITOR_EXPERIENCES).replace('{brand}', brands[0]!),
    communication_style: `${r.pick(COMMUNICATION_STYLES[families[0]])}. Prefers ${enumLabel(preferredCommunication).toLowerCase()}.`,
    values: `Cares most about ${listing(values)}.`,
    motivations: `Motivated by ${listing(motivations.map(lowerFirst))}.`,
  };
  const target = r.int(MIN_TAGS_PER_AVATAR, MAX_TAGS_PER_AVATAR);
  return { name: `${d.firstName} ${d.lastName}`, ...base, tags: composeTags(required, derivedTags(r, d, base, hobbyTags), target) };
}
