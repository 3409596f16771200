import { create } from 'zustand';
import type { AvatarDto } from '../api/avatars';
import { initialState, type WizardForm, type WizardState, type WizardStep } from './wizard-state';

interface WizardStore extends WizardState {
  /** The furthest step reached in this visit (a free user's team is saved once they have seen it). */
  reached: WizardStep;
  /** Replaces everything: a fresh start, a resumed draft, a restored local copy. */
  load(state: WizardState): void;
  setField<K extends keyof WizardForm>(key: K, value: WizardForm[K]): void;
  setSelected(selected: AvatarDto[]): void;
  setStep(step: WizardStep): void;
  saved(sessionId: string, lastSaved: string | null): void;
}

/** The setup being edited on /new-session (one at a time). */
export const useWizardStore = create<WizardStore>()((set) => ({
  ...initialState(),
  reached: 1,
  load: (state) => set({ ...state, reached: state.step }),
  setField: (key, value) => set((s) => ({ form: { ...s.form, [key]: value } })),
  setSelected: (selected) => set({ selected }),
  setStep: (step) => set((s) => ({ step, reached: Math.max(s.reached, step) as WizardStep })),
  saved: (sessionId, lastSaved) => set({ sessionId, lastSaved }),
}));

/** The persisted part of the store. */
export const wizardSnapshot = (s: WizardStore): WizardState => ({ sessionId: s.sessionId, step: s.step, form: s.form, selected: s.selected, lastSaved: s.lastSaved });
