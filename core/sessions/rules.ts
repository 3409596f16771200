// The session setup rules users are told (docs/accounts-plans-credits.md, Users and roles and Session setup wizard). Pure: the web app imports this
// file too, so the wizard shows exactly what the server will enforce and charge.
import { DEFAULT_QUESTIONS, FREE_QUESTION_LIMIT } from '../chat/question-plan.js';

export { DEFAULT_QUESTIONS, FREE_QUESTION_LIMIT };

export const SESSION_TITLE_MAX = 50;
export const FREE_TEAM_SIZE = 4;
/** The first this-many avatars of a paid session cost nothing. */
export const FREE_AVATAR_COUNT = 4;
export const EXTRA_AVATAR_CREDITS = 2;
export const PREMIUM_AVATAR_CREDITS = 2;
export const MAX_SELECTED_AVATARS = 15;

export const SETUP_MESSAGES = {
  maxReachedTitle: 'Maximum Reached',
  maxReached: (max: number) => `You can select up to ${max} avatars`,
  selectAvatar: 'Please select at least one avatar',
  freeQuestions: 'Free plan limited to 5 questions. Upgrade to add more',
  customAvatars: 'Upgrade to select custom avatars',
  insufficientCredits: (credits: number, avatars: number) => `Insufficient Credits: You need ${credits} credits for ${avatars} extra avatar(s). Please add more credits.`,
  extraAvatarShort: (balance: number) => `You will need 2 credits per extra avatar when starting the session. You have ${balance} credits.`,
  extraAvatarSelected: (position: number) => `Avatar ${position} selected. 2 credits will be charged when you start the session.`,
  premiumShort: 'You will need 2 credits per premium avatar when starting the session',
  premiumSelected: (name: string) => `${name} added, 2 credits charged when the session starts`,
  saveErrorTitle: 'Save Error',
  saveError: 'Failed to save session progress',
} as const;

export interface SessionCost {
  /** Credits charged at start. */
  total: number;
  /** Avatars beyond the first four. */
  extraAvatars: number;
  premiumAvatars: number;
  /** Avatars that cost anything: the extras plus premium avatars among the first four. */
  chargedAvatars: number;
}

/**
 * What starting a session costs: the first 4 avatars are free, each further one costs 2 credits, and
 * every premium avatar costs 2 credits on top (so a premium fifth avatar costs 4). Order matters: the
 * "first four" are the first four selected. Free users never pay (their team has no premium avatar).
 */
export function sessionCost(avatars: readonly { isPremium: boolean }[], paid: boolean): SessionCost {
  if (!paid) return { total: 0, extraAvatars: 0, premiumAvatars: 0, chargedAvatars: 0 };
  const extraAvatars = Math.max(0, avatars.length - FREE_AVATAR_COUNT);
  const premiumAvatars = avatars.filter((a) => a.isPremium).length;
  const premiumInFreeSlots = avatars.slice(0, FREE_AVATAR_COUNT).filter((a) => a.isPremium).length;
  return {
    total: extraAvatars * EXTRA_AVATAR_CREDITS + premiumAvatars * PREMIUM_AVATAR_CREDITS,
    extraAvatars,
    premiumAvatars,
    chargedAvatars: extraAvatars + premiumInFreeSlots,
  };
}

/** The key questions a user wrote (trimmed, empties dropped). */
export const ownQuestions = (questions: readonly string[]) => questions.map((q) => q.trim()).filter(Boolean);

/** Where a resumed setup opens: review when avatars are chosen, avatars when there is an idea, else details. */
export function resumeStep(s: { selectedAvatars: readonly string[]; productIdea: string | null }): 1 | 2 | 3 {
  if (s.selectedAvatars.length) return 3;
  if (s.productIdea?.trim()) return 2;
  return 1;
}
