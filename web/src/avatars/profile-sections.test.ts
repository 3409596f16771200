import { describe, expect, it } from 'vitest';
import type { AvatarDto } from '../api/avatars';
import { profileBadges, profileSections } from './profile-sections';

const avatar: AvatarDto = {
  id: 'a',
  name: 'Maria Lopez',
  slogan: 'Family first.',
  jobTitle: 'Registered Nurse',
  age: 38,
  gender: 'female',
  personality: 'Warm and practical',
  educationLevel: 'bachelors',
  location: 'Austin, TX',
  hobbies: 'hiking, baking',
  tags: ['parent'],
  avatarImageUrl: null,
  isPremium: false,
  incomeBracket: '50k-75k',
  householdType: 'married-with-kids',
  homeownershipStatus: 'own',
  purchaseFrequency: 'monthly',
  budgetSensitivity: 'price-conscious',
  preferredBuyingChannel: 'online',
  decisionRole: 'primary-decision-maker',
  coreValues: ['family'],
  painPoints: ['No time'],
  buyingMotivations: ['Saving time'],
  preferredCommunication: 'email',
  socialPlatforms: ['Instagram'],
  techComfortLevel: 'intermediate',
  awarenessStage: 'problem-aware',
  pastBrand: null,
  competitorExperience: null,
  communicationStyle: 'Friendly',
  values: null,
  motivations: null,
};

describe('avatar profile', () => {
  it('shows gender, income, location and age as header badges', () => {
    expect(profileBadges(avatar)).toEqual(['Female', '$50k–$75k', 'Austin, TX', '38 years']);
  });

  it('orders the sections as documented and leaves out empty ones', () => {
    expect(profileSections(avatar).map((s) => s.title)).toEqual([
      'Demographics',
      'Buying Behavior',
      'Values & Motivations',
      'Communication & Technology',
      'Personality & Background',
    ]);
    const demographics = profileSections(avatar)[0]!;
    expect(demographics.items.find((i) => i.label === 'Household')?.value).toBe('Married with kids');
    expect(profileSections({ ...avatar, pastBrand: 'Costco' }).at(-1)).toMatchObject({ title: 'Additional Information', items: [{ label: 'Past brands', value: 'Costco' }] });
  });
});
