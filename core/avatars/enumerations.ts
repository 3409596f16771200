// The avatar persona enumerations (docs/admin.md, Avatars) and the catalogue limits the wizard
// and the API share. Imported by the web app too, so this file must stay free of Node imports.

export const GENDERS = ['male', 'female', 'non-binary', 'other'] as const;
export const INCOME_BRACKETS = ['under-25k', '25k-50k', '50k-75k', '75k-100k', '100k-150k', 'over-150k'] as const;
const HOUSEHOLD_TYPES = ['single', 'married-no-kids', 'married-with-kids', 'single-parent', 'roommates'] as const;
export const EDUCATION_LEVELS = ['high-school', 'some-college', 'bachelors', 'masters', 'doctorate'] as const;
const HOMEOWNERSHIP_STATUSES = ['own', 'rent', 'live-with-family'] as const;
const PURCHASE_FREQUENCIES = ['weekly', 'monthly', 'quarterly', 'annually', 'rarely'] as const;
const BUDGET_SENSITIVITIES = ['very-price-sensitive', 'price-conscious', 'value-focused', 'premium-buyer'] as const;
const BUYING_CHANNELS = ['online', 'in-store', 'mobile-app', 'phone', 'mixed'] as const;
const DECISION_ROLES = ['primary-decision-maker', 'influencer', 'researcher', 'end-user'] as const;
const COMMUNICATION_PREFERENCES = ['email', 'phone', 'text', 'social-media', 'in-person'] as const;
export const TECH_COMFORT_LEVELS = ['beginner', 'intermediate', 'advanced', 'expert'] as const;
const AWARENESS_STAGES = ['unaware', 'problem-aware', 'solution-aware', 'product-aware', 'most-aware'] as const;

export type Gender = (typeof GENDERS)[number];
export type IncomeBracket = (typeof INCOME_BRACKETS)[number];
export type HouseholdType = (typeof HOUSEHOLD_TYPES)[number];
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];
export type HomeownershipStatus = (typeof HOMEOWNERSHIP_STATUSES)[number];
export type PurchaseFrequency = (typeof PURCHASE_FREQUENCIES)[number];
export type BudgetSensitivity = (typeof BUDGET_SENSITIVITIES)[number];
export type BuyingChannel = (typeof BUYING_CHANNELS)[number];
export type DecisionRole = (typeof DECISION_ROLES)[number];
export type CommunicationPreference = (typeof COMMUNICATION_PREFERENCES)[number];
export type TechComfortLevel = (typeof TECH_COMFORT_LEVELS)[number];
export type AwarenessStage = (typeof AWARENESS_STAGES)[number];

/** Every enumerated persona field with its allowed values, for forms and validation. */
export const AVATAR_ENUMERATIONS = {
  gender: GENDERS,
  income_bracket: INCOME_BRACKETS,
  household_type: HOUSEHOLD_TYPES,
  education_level: EDUCATION_LEVELS,
  homeownership_status: HOMEOWNERSHIP_STATUSES,
  purchase_frequency: PURCHASE_FREQUENCIES,
  budget_sensitivity: BUDGET_SENSITIVITIES,
  preferred_buying_channel: BUYING_CHANNELS,
  decision_role: DECISION_ROLES,
  preferred_communication: COMMUNICATION_PREFERENCES,
  tech_comfort_level: TECH_COMFORT_LEVELS,
  awareness_stage: AWARENESS_STAGES,
} as const;

/** Human labels for enumeration values: "25k-50k" reads "$25k-$50k", "married-with-kids" reads "Married with kids". */
const SPECIAL_LABELS: Record<string, string> = {
  'under-25k': 'Under $25k',
  '25k-50k': '$25k–$50k',
  '50k-75k': '$50k–$75k',
  '75k-100k': '$75k–$100k',
  '100k-150k': '$100k–$150k',
  'over-150k': 'Over $150k',
  'non-binary': 'Non-binary',
  'high-school': 'High school',
  'mobile-app': 'Mobile app',
  'in-store': 'In store',
  'in-person': 'In person',
  'social-media': 'Social media',
};

export function enumLabel(value: string | null | undefined): string {
  if (!value) return '';
  const special = SPECIAL_LABELS[value];
  if (special) return special;
  const words = value.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// Catalogue limits (docs/accounts-plans-credits.md, Session setup wizard). Session rules live in core/sessions/rules.ts.
export const AVATAR_PAGE_SIZE = 12;
export const AVATAR_MAX_PAGE_SIZE = 48;
export const TAG_SUGGESTION_LIMIT = 10;
export const MIN_TAGS_PER_AVATAR = 3;
export const MAX_TAGS_PER_AVATAR = 8;

export type TagMode = 'any' | 'all';
