import type {
  AwarenessStage,
  BudgetSensitivity,
  BuyingChannel,
  CommunicationPreference,
  DecisionRole,
  EducationLevel,
  Gender,
  HomeownershipStatus,
  HouseholdType,
  IncomeBracket,
  PurchaseFrequency,
  TechComfortLevel,
} from './enumerations.js';

/** One generated persona: exactly the avatar columns the generator fills, ready to insert. */
export interface Persona {
  name: string;
  slogan: string;
  job_title: string;
  age: number;
  gender: Gender;
  personality: string;
  education_level: EducationLevel;
  location: string;
  hobbies: string;
  tags: string[];
  income_bracket: IncomeBracket;
  household_type: HouseholdType;
  homeownership_status: HomeownershipStatus;
  purchase_frequency: PurchaseFrequency;
  budget_sensitivity: BudgetSensitivity;
  preferred_buying_channel: BuyingChannel;
  decision_role: DecisionRole;
  core_values: string[];
  pain_points: string[];
  buying_motivations: string[];
  preferred_communication: CommunicationPreference;
  social_platforms: string[];
  tech_comfort_level: TechComfortLevel;
  awareness_stage: AwarenessStage;
  past_brand: string;
  competitor_experience: string;
  communication_style: string;
  values: string;
  motivations: string;
}

/** The demographic skeleton the psychographic half of the generator builds on. */
export interface Demographics {
  age: number;
  gender: Gender;
  firstName: string;
  lastName: string;
  lifeStage: 'student' | 'retired' | 'working';
  jobTitle: string;
  jobTags: string[];
  education: EducationLevel;
  incomeIndex: number;
  household: HouseholdType;
  ownership: HomeownershipStatus;
  city: string;
  state: string;
  setting: 'urban' | 'suburban' | 'rural';
  tech: number;
}
