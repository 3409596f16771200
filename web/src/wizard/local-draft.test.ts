import { describe, expect, it } from 'vitest';
import { clearLocalDraft, LOCAL_DRAFT_KEY, readLocalDraft, toWizardState, writeLocalDraft } from './local-draft';
import { initialState } from './wizard-state';

describe('newSessionState in browser storage', () => {
  it('round-trips the wizard under the documented key and shape', () => {
    const state = { ...initialState(), sessionId: 's-1', step: 2 as const, form: { ...initialState().form, productIdea: 'Idea' }, lastSaved: '2026-01-01T00:00:00.000Z' };
    writeLocalDraft(state);
    const raw = JSON.parse(window.localStorage.getItem(LOCAL_DRAFT_KEY)!);
    expect(Object.keys(raw).sort()).toEqual(['currentStep', 'lastSaved', 'selectedAvatars', 'sessionData']);
    expect(raw.sessionData).toMatchObject({ sessionId: 's-1', productIdea: 'Idea' });
    expect(toWizardState(readLocalDraft()!)).toEqual(state);
    clearLocalDraft();
    expect(readLocalDraft()).toBeNull();
  });

  it('ignores a value it did not write', () => {
    window.localStorage.setItem(LOCAL_DRAFT_KEY, '{not json');
    expect(readLocalDraft()).toBeNull();
    window.localStorage.setItem(LOCAL_DRAFT_KEY, JSON.stringify({ sessionData: { productIdea: 3 }, currentStep: 9, selectedAvatars: [] }));
    expect(readLocalDraft()).toBeNull();
  });
});
