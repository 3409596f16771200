import { z } from 'zod';
import { AVATAR_ENUMERATIONS } from '../avatars/enumerations.js';
import { uniqueTags } from '../avatars/tags.js';
import type { NewAvatar } from '../../db/types.js';

// The single-avatar form as the browser posts it (multipart: every value is text). The rules of docs/admin.md (Avatars):
// name required and trimmed, optional text null when empty, age an integer or null, list fields
// comma-separated with blanks dropped and an empty list stored as null.

const text = (max: number) =>
  z
    .string()
    .max(max, `must be at most ${max} characters`)
    .optional()
    .transform((v) => v?.trim() || null);

const list = z
  .string()
  .max(2000, 'must be at most 2000 characters')
  .optional()
  .transform((v, ctx) => {
    const items = [
      ...new Set(
        (v ?? '')
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ];
    if (items.some((s) => s.length > 80)) ctx.addIssue({ code: 'custom', message: 'each item must be at most 80 characters' });
    if (items.length > 30) ctx.addIssue({ code: 'custom', message: 'at most 30 items' });
    return items.length ? items : null;
  });

const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .optional()
    .transform((v, ctx): T[number] | null => {
      if (!v) return null;
      if ((values as readonly string[]).includes(v)) return v;
      ctx.addIssue({ code: 'custom', message: `must be one of: ${values.join(', ')}` });
      return z.NEVER;
    });

const age = z
  .string()
  .optional()
  .transform((v, ctx) => {
    const s = v?.trim() ?? '';
    if (!s) return null;
    if (!/^\d{1,3}$/.test(s) || Number(s) > 130) {
      ctx.addIssue({ code: 'custom', message: 'must be a whole number between 0 and 130' });
      return z.NEVER;
    }
    return Number(s);
  });

const E = AVATAR_ENUMERATIONS;

export const avatarFormSchema = z.strictObject({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(100, 'must be at most 100 characters'),
  slogan: text(300),
  jobTitle: text(120),
  age,
  gender: choice(E.gender),
  personality: text(2000),
  educationLevel: choice(E.education_level),
  location: text(200),
  hobbies: text(1000),
  // Catalogue tags are lower-case kebab (the tag filter and suggestions rely on one spelling per tag).
  tags: list.transform((tags) => (tags ? uniqueTags(tags) : null)),
  incomeBracket: choice(E.income_bracket),
  householdType: choice(E.household_type),
  homeownershipStatus: choice(E.homeownership_status),
  purchaseFrequency: choice(E.purchase_frequency),
  budgetSensitivity: choice(E.budget_sensitivity),
  preferredBuyingChannel: choice(E.preferred_buying_channel),
  decisionRole: choice(E.decision_role),
  coreValues: list,
  painPoints: list,
  buyingMotivations: list,
  preferredCommunication: choice(E.preferred_communication),
  socialPlatforms: list,
  techComfortLevel: choice(E.tech_comfort_level),
  awarenessStage: choice(E.awareness_stage),
  pastBrand: text(300),
  competitorExperience: text(2000),
  communicationStyle: text(1000),
  values: text(2000),
  motivations: text(2000),
});

export type AvatarForm = z.infer<typeof avatarFormSchema>;

/** The avatars row of a form; a new avatar is active at once (docs/admin.md: active at once on create). */
export function avatarRowFromForm(f: AvatarForm, imageUrl: string | null): NewAvatar {
  return {
    name: f.name,
    slogan: f.slogan,
    job_title: f.jobTitle,
    age: f.age,
    gender: f.gender,
    personality: f.personality,
    education_level: f.educationLevel,
    location: f.location,
    hobbies: f.hobbies,
    // tags is NOT NULL in the catalogue (the tag filter relies on it): an empty list is stored as {}.
    tags: f.tags ?? [],
    avatar_image_url: imageUrl,
    is_active: true,
    income_bracket: f.incomeBracket,
    household_type: f.householdType,
    homeownership_status: f.homeownershipStatus,
    purchase_frequency: f.purchaseFrequency,
    budget_sensitivity: f.budgetSensitivity,
    preferred_buying_channel: f.preferredBuyingChannel,
    decision_role: f.decisionRole,
    core_values: f.coreValues,
    pain_points: f.painPoints,
    buying_motivations: f.buyingMotivations,
    preferred_communication: f.preferredCommunication,
    social_platforms: f.socialPlatforms,
    tech_comfort_level: f.techComfortLevel,
    awareness_stage: f.awarenessStage,
    past_brand: f.pastBrand,
    competitor_experience: f.competitorExperience,
    communication_style: f.communicationStyle,
    values: f.values,
    motivations: f.motivations,
  };
}
