// What an avatar looks like outside the server (REST and the web app), declared once with zod; the web
// app imports the types only.
import { z } from 'zod';
import { uuid } from '../http/contract.js';

const text = z.string().nullable();

export const avatarDto = z.strictObject({
  id: uuid,
  name: z.string(),
  slogan: text,
  jobTitle: text,
  age: z.number().int().nullable(),
  gender: text,
  personality: text,
  educationLevel: text,
  location: text,
  hobbies: text,
  tags: z.array(z.string()),
  avatarImageUrl: text,
  isPremium: z.boolean(),
  incomeBracket: text,
  householdType: text,
  homeownershipStatus: text,
  purchaseFrequency: text,
  budgetSensitivity: text,
  preferredBuyingChannel: text,
  decisionRole: text,
  coreValues: z.array(z.string()),
  painPoints: z.array(z.string()),
  buyingMotivations: z.array(z.string()),
  preferredCommunication: text,
  socialPlatforms: z.array(z.string()),
  techComfortLevel: text,
  awarenessStage: text,
  pastBrand: text,
  competitorExperience: text,
  communicationStyle: text,
  values: text,
  motivations: text,
});
export type AvatarDto = z.infer<typeof avatarDto>;

export const avatarPage = z.strictObject({
  items: z.array(avatarDto),
  /** Matches counted up to a cap (see totalCapped): exact counts of broad searches cost a table scan. */
  total: z.number().int(),
  /** True when there are more than `total` matches ("1,000+"). */
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** True for the "12 random avatars" page shown when there is no search or tag filter. */
  random: z.boolean(),
});
export type AvatarPage = z.infer<typeof avatarPage>;
