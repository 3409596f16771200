import type { AvatarDto } from '../../../core/avatars/dto.js';
import { enumLabel } from '../../../core/avatars/enumerations.js';

type ProfileValue = string | string[];

export interface ProfileItem {
  label: string;
  value: ProfileValue;
  /** Lists shown as badges (short words) rather than as a bulleted list (sentences). */
  asBadges?: boolean;
}

export interface ProfileSection {
  title: string;
  items: ProfileItem[];
}

const item = (label: string, value: ProfileValue | null | undefined, asBadges?: boolean): ProfileItem[] => {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value) ? value.length === 0 : !value.trim()) return [];
  return [{ label, value, asBadges }];
};

/** Header badges: gender, income, location, age (the order of docs/sessions-and-reports.md, The live session), leaving out what is unknown. */
export function profileBadges(a: AvatarDto): string[] {
  return [a.gender ? enumLabel(a.gender) : null, a.incomeBracket ? enumLabel(a.incomeBracket) : null, a.location, a.age ? `${a.age} years` : null].filter((b): b is string => !!b);
}

/**
 * The avatar profile dialog's sections in the order of docs/sessions-and-reports.md (The live session). A section with nothing to show is left out
 * rather than rendered as a wall of "Not specified".
 */
export function profileSections(a: AvatarDto): ProfileSection[] {
  const sections: ProfileSection[] = [
    {
      title: 'Demographics',
      items: [
        ...item('Age', a.age ? String(a.age) : null),
        ...item('Gender', enumLabel(a.gender)),
        ...item('Location', a.location),
        ...item('Education', enumLabel(a.educationLevel)),
        ...item('Income', enumLabel(a.incomeBracket)),
        ...item('Household', enumLabel(a.householdType)),
        ...item('Home', enumLabel(a.homeownershipStatus)),
      ],
    },
    {
      title: 'Buying Behavior',
      items: [
        ...item('Purchase frequency', enumLabel(a.purchaseFrequency)),
        ...item('Budget sensitivity', enumLabel(a.budgetSensitivity)),
        ...item('Preferred channel', enumLabel(a.preferredBuyingChannel)),
        ...item('Decision role', enumLabel(a.decisionRole)),
        ...item('Awareness stage', enumLabel(a.awarenessStage)),
      ],
    },
    {
      title: 'Values & Motivations',
      items: [
        ...item('Core values', a.coreValues, true),
        ...item('Values', a.values),
        ...item('Buying motivations', a.buyingMotivations),
        ...item('Motivations', a.motivations),
        ...item('Pain points', a.painPoints),
      ],
    },
    {
      title: 'Communication & Technology',
      items: [
        ...item('Preferred communication', enumLabel(a.preferredCommunication)),
        ...item('Communication style', a.communicationStyle),
        ...item('Tech comfort', enumLabel(a.techComfortLevel)),
        ...item('Social platforms', a.socialPlatforms, true),
      ],
    },
    {
      title: 'Personality & Background',
      items: [...item('Occupation', a.jobTitle), ...item('Personality', a.personality), ...item('Hobbies', a.hobbies)],
    },
    {
      title: 'Additional Information',
      items: [
        ...item('Past brands', a.pastBrand),
        ...item('Competitor experience', a.competitorExperience),
        ...item('Premium avatar', a.isPremium ? 'Yes: 2 credits when a session starts' : null),
      ],
    },
  ];
  return sections.filter((s) => s.items.length > 0);
}

export const initialOf = (name: string) => name.trim().charAt(0).toUpperCase() || '?';
