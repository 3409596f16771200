// The wizard's copy in browser storage (docs/accounts-plans-credits.md, Session setup wizard: key newSessionState with sessionData, currentStep,
// selectedAvatars, lastSaved), so a reload or a failed save loses nothing typed.
import type { AvatarDto } from '../api/avatars';
import type { WizardForm, WizardState, WizardStep } from './wizard-state';
import { openDraft } from '../components/question-kind-draft';
import { noPrice } from './wizard-state';

export const LOCAL_DRAFT_KEY = 'newSessionState';

export interface LocalDraft {
  sessionData: WizardForm & { sessionId: string | null };
  currentStep: WizardStep;
  selectedAvatars: AvatarDto[];
  lastSaved: string | null;
}

const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

/** The stored draft, or null when there is none or it is not one we wrote (an old format, a tampered value). */
export function readLocalDraft(storage: Storage = window.localStorage): LocalDraft | null {
  let raw: unknown;
  try {
    raw = JSON.parse(storage.getItem(LOCAL_DRAFT_KEY) ?? 'null');
  } catch {
    return null;
  }
  const d = raw as Partial<LocalDraft> | null;
  const s = d?.sessionData as Partial<LocalDraft['sessionData']> | undefined;
  if (!d || !s || typeof s !== 'object') return null;
  if (![1, 2, 3].includes(d.currentStep as number) || !Array.isArray(d.selectedAvatars)) return null;
  if (typeof s.productIdea !== 'string' || typeof s.title !== 'string' || !isStringArray(s.keyQuestions) || !isStringArray(s.tags)) return null;
  return {
    sessionData: {
      sessionId: typeof s.sessionId === 'string' ? s.sessionId : null,
      title: s.title,
      productIdea: s.productIdea,
      targetAudience: typeof s.targetAudience === 'string' ? s.targetAudience : '',
      keyQuestions: s.keyQuestions,
      // Drafts written before kinds and the price field existed open with every question open, no price.
      keyQuestionKinds: s.keyQuestions.map((_, i) => (Array.isArray(s.keyQuestionKinds) && s.keyQuestionKinds[i]?.kind ? s.keyQuestionKinds[i]! : openDraft())),
      price: s.price && typeof s.price.amount === 'string' ? s.price : noPrice(),
      additionalContext: typeof s.additionalContext === 'string' ? s.additionalContext : '',
      tags: s.tags,
    },
    currentStep: d.currentStep as WizardStep,
    selectedAvatars: d.selectedAvatars.filter((a): a is AvatarDto => !!a && typeof (a as AvatarDto).id === 'string' && typeof (a as AvatarDto).name === 'string'),
    lastSaved: typeof d.lastSaved === 'string' ? d.lastSaved : null,
  };
}

export function writeLocalDraft(state: WizardState, storage: Storage = window.localStorage): void {
  const draft: LocalDraft = {
    sessionData: { sessionId: state.sessionId, ...state.form },
    currentStep: state.step,
    selectedAvatars: state.selected,
    lastSaved: state.lastSaved,
  };
  try {
    storage.setItem(LOCAL_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or disabled (private mode): the server draft still holds the last save.
  }
}

export function clearLocalDraft(storage: Storage = window.localStorage): void {
  try {
    storage.removeItem(LOCAL_DRAFT_KEY);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

export function toWizardState(d: LocalDraft): WizardState {
  const { sessionId, ...form } = d.sessionData;
  return { sessionId, step: d.currentStep, form, selected: d.selectedAvatars, lastSaved: d.lastSaved };
}
