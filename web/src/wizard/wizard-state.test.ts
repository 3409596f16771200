import { openDraft } from '../components/question-kind-draft';
import { describe, expect, it } from 'vitest';
import type { AvatarDto } from '../api/avatars';
import { draftPayload, initialState, stepErrors, toggleAvatar, fromSession } from './wizard-state';
import type { SessionWithAvatarsDto } from '../api/sessions';

const avatar = (n: number, isPremium = false): AvatarDto => ({ id: `id-${n}`, name: `Person ${n}`, isPremium, tags: [], avatarImageUrl: null }) as unknown as AvatarDto;
const many = (n: number) => Array.from({ length: n }, (_, i) => avatar(i + 1));

describe('toggleAvatar', () => {
  it('adds the first four silently and removes a selected avatar', () => {
    const r = toggleAvatar(many(3), avatar(9), 0);
    expect(r.selected).toHaveLength(4);
    expect(r.notice).toBeUndefined();
    expect(toggleAvatar(r.selected, avatar(9), 0).selected.map((a) => a.id)).toEqual(['id-1', 'id-2', 'id-3']);
  });

  it('tells what a fifth avatar costs, or that the credits will not cover it', () => {
    expect(toggleAvatar(many(4), avatar(5), 10).notice).toMatchObject({ message: 'Avatar 5 selected. 2 credits will be charged when you start the session.' });
    expect(toggleAvatar(many(4), avatar(5), 1).notice).toMatchObject({
      title: 'Insufficient Credits',
      message: 'You will need 2 credits per extra avatar when starting the session. You have 1 credits.',
    });
  });

  it('announces premium avatars with their cost', () => {
    expect(toggleAvatar([], avatar(7, true), 5).notice).toMatchObject({ title: 'Premium Avatar Selected', message: 'Person 7 added, 2 credits charged when the session starts' });
    expect(toggleAvatar([], avatar(7, true), 1).notice).toMatchObject({
      title: 'Insufficient Credits',
      message: 'You will need 2 credits per premium avatar when starting the session',
    });
  });

  it('refuses a sixteenth avatar with Maximum Reached', () => {
    const r = toggleAvatar(many(15), avatar(99), 100);
    expect(r.selected).toHaveLength(15);
    expect(r.notice).toMatchObject({ title: 'Maximum Reached', message: 'You can select up to 15 avatars' });
  });
});

describe('steps and drafts', () => {
  it('needs a product idea and a title on step 1, an avatar after', () => {
    const form = { ...initialState().form, productIdea: '  ', title: '' };
    expect(stepErrors(1, form, 0)).toEqual({ productIdea: 'Please describe your product idea', title: 'Please give this session a title' });
    expect(stepErrors(1, { ...form, productIdea: 'Idea', title: 'T' }, 0)).toEqual({});
    expect(stepErrors(2, form, 0)).toEqual({ avatars: 'Please select at least one avatar' });
    expect(stepErrors(3, form, 2)).toEqual({});
  });

  it('saves the paid selection in order, and the free team once it was shown', () => {
    const state = { ...initialState(), form: { ...initialState().form, title: ' T ', keyQuestions: ['A?', ' ', 'B?'] }, selected: [avatar(2), avatar(1)] };
    expect(draftPayload(state, { free: false, freeTeam: [], reachedStep: 1 })).toMatchObject({
      title: 'T',
      keyQuestions: ['A?', 'B?'],
      selectedAvatars: ['id-2', 'id-1'],
      productIdea: null,
    });
    const team = many(4);
    expect(draftPayload(state, { free: true, freeTeam: team, reachedStep: 1 }).selectedAvatars).toEqual([]);
    expect(draftPayload(state, { free: true, freeTeam: team, reachedStep: 2 }).selectedAvatars).toEqual(team.map((a) => a.id));
    const kinds = [{ ...openDraft(), kind: 'scale' as const, preset: 'recommend' as const }, openDraft(), { ...openDraft(), kind: 'choice' as const, options: ['Monthly', ''] }];
    const priced = { ...state, form: { ...state.form, keyQuestionKinds: kinds, price: { amount: '12.5', currency: 'EUR', period: 'month' as const } } };
    // The blank question's kind goes with it; an unfinished choice is not saved as one.
    expect(draftPayload(priced, { free: false, freeTeam: [], reachedStep: 1 })).toMatchObject({
      keyQuestionKinds: [{ text: 'A?', kind: 'scale', scale: { min: 0, max: 10 } }],
      briefPrice: { amount: 12.5, currency: 'EUR', period: 'month' },
    });
  });

  it('resumes a draft at review, avatars or details', () => {
    const base = {
      id: 's1',
      title: 'T',
      productIdea: 'Idea',
      targetAudience: null,
      additionalContext: null,
      keyQuestions: [],
      keyQuestionKinds: [],
      briefPrice: null,
      tags: [],
      selectedAvatars: [],
      avatars: [],
      lastSavedAt: null,
    } as unknown as SessionWithAvatarsDto;
    expect(fromSession(base).step).toBe(2);
    expect(fromSession({ ...base, productIdea: null }).step).toBe(1);
    expect(fromSession({ ...base, selectedAvatars: ['id-1'], avatars: [avatar(1)] }).step).toBe(3);
    expect(fromSession(base).form.keyQuestions).toHaveLength(5);
  });
});
