import { describe, expect, it } from 'vitest';
import { resumeStep, sessionCost, SETUP_MESSAGES } from './rules.js';

const std = { isPremium: false };
const prem = { isPremium: true };

describe('sessionCost', () => {
  it('charges nothing for up to four standard avatars and 2 credits per extra one', () => {
    expect(sessionCost([std, std, std, std], true).total).toBe(0);
    expect(sessionCost(Array(6).fill(std), true)).toEqual({ total: 4, extraAvatars: 2, premiumAvatars: 0, chargedAvatars: 2 });
    expect(sessionCost(Array(15).fill(std), true).total).toBe(22);
  });

  it('adds 2 credits per premium avatar, wherever it sits', () => {
    expect(sessionCost([prem, std, std], true)).toEqual({ total: 2, extraAvatars: 0, premiumAvatars: 1, chargedAvatars: 1 });
    expect(sessionCost([std, std, std, std, std, prem], true)).toEqual({ total: 6, extraAvatars: 2, premiumAvatars: 1, chargedAvatars: 2 });
  });

  it('never charges a free user', () => {
    expect(sessionCost(Array(6).fill(std), false).total).toBe(0);
  });
});

describe('resumeStep', () => {
  it('opens review when avatars are chosen, avatars when there is an idea, else details', () => {
    expect(resumeStep({ selectedAvatars: ['a'], productIdea: null })).toBe(3);
    expect(resumeStep({ selectedAvatars: [], productIdea: 'An idea' })).toBe(2);
    expect(resumeStep({ selectedAvatars: [], productIdea: '   ' })).toBe(1);
  });
});

describe('messages', () => {
  it('words the short-credit error as documented', () => {
    expect(SETUP_MESSAGES.insufficientCredits(4, 2)).toBe('Insufficient Credits: You need 4 credits for 2 extra avatar(s). Please add more credits.');
  });
});
