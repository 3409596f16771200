import type { Avatar } from '../../db/types.js';
import type { AvatarDto } from './dto.js';

/** The persona columns a presenter reads; queries select exactly these (never the search columns). */
export const AVATAR_COLUMNS = [
  'id', 'name', 'slogan', 'job_title', 'age', 'gender', 'personality', 'education_level', 'location', 'hobbies', 'tags',
  'avatar_image_url', 'is_premium', 'is_active', 'income_bracket', 'household_type', 'homeownership_status',
  'purchase_frequency', 'budget_sensitivity', 'preferred_buying_channel', 'decision_role', 'core_values', 'pain_points',
  'buying_motivations', 'preferred_communication', 'social_platforms', 'tech_comfort_level', 'awareness_stage',
  'past_brand', 'competitor_experience', 'communication_style', 'values', 'motivations',
] as const satisfies readonly (keyof Avatar)[];

export type AvatarRow = Pick<Avatar, (typeof AVATAR_COLUMNS)[number]>;

export function presentAvatar(a: AvatarRow): AvatarDto {
  return {
    id: a.id,
    name: a.name,
    slogan: a.slogan,
    jobTitle: a.job_title,
    age: a.age,
    gender: a.gender,
    personality: a.personality,
    educationLevel: a.education_level,
    location: a.location,
    hobbies: a.hobbies,
    tags: a.tags ?? [],
    avatarImageUrl: a.avatar_image_url,
    isPremium: a.is_premium,
    incomeBracket: a.income_bracket,
    householdType: a.household_type,
    homeownershipStatus: a.homeownership_status,
    purchaseFrequency: a.purchase_frequency,
    budgetSensitivity: a.budget_sensitivity,
    preferredBuyingChannel: a.preferred_buying_channel,
    decisionRole: a.decision_role,
    coreValues: a.core_values ?? [],
    painPoints: a.pain_points ?? [],
    buyingMotivations: a.buying_motivations ?? [],
    preferredCommunication: a.preferred_communication,
    socialPlatforms: a.social_platforms ?? [],
    techComfortLevel: a.tech_comfort_level,
    awarenessStage: a.awareness_stage,
    pastBrand: a.past_brand,
    competitorExperience: a.competitor_experience,
    communicationStyle: a.communication_style,
    values: a.values,
    motivations: a.motivations,
  };
}
