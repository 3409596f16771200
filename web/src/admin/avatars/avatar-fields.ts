import { AVATAR_ENUMERATIONS } from '../../../../core/avatars/enumerations.js';

// The single-avatar form, field by field, in the profile dialog's sections. Keys are the API's
// multipart field names (core/admin/avatar-form.ts).

type FieldKind = 'text' | 'textarea' | 'list' | 'age' | 'enum';

export interface FieldSpec {
  key: string;
  label: string;
  kind: FieldKind;
  options?: readonly string[];
  placeholder?: string;
}

export interface FieldSection {
  title: string;
  fields: FieldSpec[];
}

const E = AVATAR_ENUMERATIONS;

export const AVATAR_SECTIONS: FieldSection[] = [
  {
    title: 'Basics',
    fields: [
      { key: 'name', label: 'Name', kind: 'text', placeholder: 'Maya Lopez' },
      { key: 'jobTitle', label: 'Job title', kind: 'text', placeholder: 'Graphic Designer' },
      { key: 'slogan', label: 'Slogan', kind: 'text', placeholder: 'Less, but better.' },
      { key: 'tags', label: 'Tags', kind: 'list', placeholder: 'millennial, urban, pet-owner' },
    ],
  },
  {
    title: 'Demographics',
    fields: [
      { key: 'age', label: 'Age', kind: 'age' },
      { key: 'gender', label: 'Gender', kind: 'enum', options: E.gender },
      { key: 'location', label: 'Location', kind: 'text', placeholder: 'Austin, TX' },
      { key: 'educationLevel', label: 'Education level', kind: 'enum', options: E.education_level },
      { key: 'incomeBracket', label: 'Income bracket', kind: 'enum', options: E.income_bracket },
      { key: 'householdType', label: 'Household type', kind: 'enum', options: E.household_type },
      { key: 'homeownershipStatus', label: 'Homeownership', kind: 'enum', options: E.homeownership_status },
    ],
  },
  {
    title: 'Buying Behavior',
    fields: [
      { key: 'purchaseFrequency', label: 'Purchase frequency', kind: 'enum', options: E.purchase_frequency },
      { key: 'budgetSensitivity', label: 'Budget sensitivity', kind: 'enum', options: E.budget_sensitivity },
      { key: 'preferredBuyingChannel', label: 'Preferred buying channel', kind: 'enum', options: E.preferred_buying_channel },
      { key: 'decisionRole', label: 'Decision role', kind: 'enum', options: E.decision_role },
      { key: 'pastBrand', label: 'Past brands', kind: 'text' },
      { key: 'competitorExperience', label: 'Competitor experience', kind: 'textarea' },
    ],
  },
  {
    title: 'Values & Motivations',
    fields: [
      { key: 'coreValues', label: 'Core values', kind: 'list', placeholder: 'family, honesty' },
      { key: 'painPoints', label: 'Pain points', kind: 'list' },
      { key: 'buyingMotivations', label: 'Buying motivations', kind: 'list' },
      { key: 'values', label: 'Values', kind: 'textarea' },
      { key: 'motivations', label: 'Motivations', kind: 'textarea' },
    ],
  },
  {
    title: 'Communication & Technology',
    fields: [
      { key: 'preferredCommunication', label: 'Preferred communication', kind: 'enum', options: E.preferred_communication },
      { key: 'socialPlatforms', label: 'Social platforms', kind: 'list', placeholder: 'Instagram, LinkedIn' },
      { key: 'techComfortLevel', label: 'Tech comfort level', kind: 'enum', options: E.tech_comfort_level },
      { key: 'awarenessStage', label: 'Awareness stage', kind: 'enum', options: E.awareness_stage },
      { key: 'communicationStyle', label: 'Communication style', kind: 'textarea' },
    ],
  },
  {
    title: 'Personality & Background',
    fields: [
      { key: 'personality', label: 'Personality', kind: 'textarea' },
      { key: 'hobbies', label: 'Hobbies', kind: 'text' },
    ],
  },
];

export type AvatarValues = Record<string, string>;

/** The multipart body: trimmed values, blanks left out (the server stores them as null). */
export function avatarFormData(values: AvatarValues, image: File | null): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) {
    const trimmed = value.trim();
    if (trimmed) form.append(key, trimmed);
  }
  if (image) form.append('image', image);
  return form;
}
