// What an avatar looks like outside the server (REST and the web app). Types only: the web imports it.

export interface AvatarDto {
  id: string;
  name: string;
  slogan: string | null;
  jobTitle: string | null;
  age: number | null;
  gender: string | null;
  personality: string | null;
  educationLevel: string | null;
  location: string | null;
  hobbies: string | null;
  tags: string[];
  avatarImageUrl: string | null;
  isPremium: boolean;
  incomeBracket: string | null;
  householdType: string | null;
  homeownershipStatus: string | null;
  purchaseFrequency: string | null;
  budgetSensitivity: string | null;
  preferredBuyingChannel: string | null;
  decisionRole: string | null;
  coreValues: string[];
  painPoints: string[];
  buyingMotivations: string[];
  preferredCommunication: string | null;
  socialPlatforms: string[];
  techComfortLevel: string | null;
  awarenessStage: string | null;
  pastBrand: string | null;
  competitorExperience: string | null;
  communicationStyle: string | null;
  values: string | null;
  motivations: string | null;
}

export interface AvatarPage {
  items: AvatarDto[];
  /** Matches counted up to a cap (see totalCapped): exact counts of broad searches cost a table scan. */
  total: number;
  /** True when there are more than `total` matches ("1,000+"). */
  totalCapped: boolean;
  page: number;
  pageSize: number;
  /** True for the "12 random avatars" page shown when there is no search or tag filter. */
  random: boolean;
}
