// The wizard's state and rules, pure so they are unit-tested: what a draft saves, what each step needs,
// and what selecting an avatar does (the limit, the credit alerts of docs/accounts-plans-credits.md, the live cost).
import { normalizeTag } from '../../../core/avatars/tags.js';
import { DEFAULT_QUESTIONS, MAX_SELECTED_AVATARS, SESSION_TITLE_MAX, SETUP_MESSAGES, resumeStep, sessionCost } from '../../../core/sessions/rules.js';
import type { AvatarDto } from '../api/avatars';
import type { SessionDraftInput, SessionWithAvatarsDto } from '../api/sessions';
import type { ToastInput } from '../components/toast';
import { draftOf, kindFields, openDraft, type KindDraft } from '../components/question-kind-draft';
import { sameQuestion, type BriefPriceInput } from '../../../core/chat/question-kinds.js';

export type WizardStep = 1 | 2 | 3;

export interface WizardForm {
  title: string;
  productIdea: string;
  targetAudience: string;
  keyQuestions: string[];
  /** The kind of each key question, by position (open unless chosen). */
  keyQuestionKinds: KindDraft[];
  /** The optional price of the brief: empty amount means none. */
  price: PriceDraft;
  additionalContext: string;
  tags: string[];
}

export interface PriceDraft {
  amount: string;
  currency: string;
  period: BriefPriceInput['period'];
}

export const noPrice = (): PriceDraft => ({ amount: '', currency: 'USD', period: 'month' });

/** The brief's price as the api takes it, or null when no amount is given. */
export function briefPriceOf(p: PriceDraft): BriefPriceInput | null {
  const amount = Number(p.amount);
  return p.amount.trim() && Number.isFinite(amount) && amount > 0 ? { amount, currency: p.currency as BriefPriceInput['currency'], period: p.period } : null;
}

export interface WizardState {
  sessionId: string | null;
  step: WizardStep;
  form: WizardForm;
  /** The chosen avatars in the order chosen (the first four are the free ones). */
  selected: AvatarDto[];
  lastSaved: string | null;
}

const emptyForm = (): WizardForm => ({
  title: '',
  productIdea: '',
  targetAudience: '',
  keyQuestions: [...DEFAULT_QUESTIONS],
  keyQuestionKinds: DEFAULT_QUESTIONS.map(openDraft),
  price: noPrice(),
  additionalContext: '',
  tags: [],
});

export const initialState = (): WizardState => ({ sessionId: null, step: 1, form: emptyForm(), selected: [], lastSaved: null });

/** A saved draft as the wizard edits it, opened on the step docs/accounts-plans-credits.md names for a resumed setup. */
export function fromSession(s: SessionWithAvatarsDto): WizardState {
  return {
    sessionId: s.id,
    step: resumeStep({ selectedAvatars: s.selectedAvatars, productIdea: s.productIdea }),
    form: {
      title: s.title ?? '',
      productIdea: s.productIdea ?? '',
      targetAudience: s.targetAudience ?? '',
      keyQuestions: s.keyQuestions.length ? s.keyQuestions : [...DEFAULT_QUESTIONS],
      keyQuestionKinds: (s.keyQuestions.length ? s.keyQuestions : DEFAULT_QUESTIONS).map((q) => draftOf(s.keyQuestionKinds.find((k) => sameQuestion(k.text, q)))),
      price: s.briefPrice ? { amount: String(s.briefPrice.amount), currency: s.briefPrice.currency, period: s.briefPrice.period } : noPrice(),
      additionalContext: s.additionalContext ?? '',
      tags: s.tags,
    },
    selected: s.avatars,
    lastSaved: s.lastSavedAt,
  };
}

/**
 * What a save sends. A free user's group is the server's fixed team: it is sent once they have seen it
 * (step 2 onwards), so that resuming opens the review step, as it does for a paid user's choice.
 */
export function draftPayload(state: WizardState, opts: { free: boolean; freeTeam: AvatarDto[]; reachedStep: WizardStep }): SessionDraftInput {
  const { form } = state;
  const avatars = opts.free ? (opts.reachedStep >= 2 ? opts.freeTeam : []) : state.selected;
  return {
    title: form.title.trim() || null,
    productIdea: form.productIdea.trim() || null,
    targetAudience: form.targetAudience.trim() || null,
    keyQuestions: form.keyQuestions.map((q) => q.trim()).filter(Boolean),
    // A key question's kind is saved once it is complete (a choice with its options); open is the default.
    keyQuestionKinds: form.keyQuestions.flatMap((q, i) => {
      const { fields } = kindFields(form.keyQuestionKinds[i] ?? openDraft(), form.price.currency);
      return q.trim() && fields?.kind && fields.kind !== 'open' ? [{ text: q.trim(), ...fields, kind: fields.kind }] : [];
    }),
    briefPrice: briefPriceOf(form.price),
    additionalContext: form.additionalContext.trim() || null,
    tags: form.tags,
    selectedAvatars: avatars.map((a) => a.id),
  };
}

export interface StepErrors {
  title?: string;
  productIdea?: string;
  avatars?: string;
}

/** What blocks leaving `step` forward: an idea and a title on step 1, one avatar on steps 2 and 3. */
export function stepErrors(step: WizardStep, form: WizardForm, avatarCount: number): StepErrors {
  const errors: StepErrors = {};
  if (step === 1) {
    if (!form.productIdea.trim()) errors.productIdea = 'Please describe your product idea';
    if (!form.title.trim()) errors.title = 'Please give this session a title';
    else if (form.title.trim().length > SESSION_TITLE_MAX) errors.title = `Title must be at most ${SESSION_TITLE_MAX} characters`;
  } else if (avatarCount === 0) {
    errors.avatars = SETUP_MESSAGES.selectAvatar;
  }
  return errors;
}

export const costOf = (selected: readonly AvatarDto[], paid: boolean) =>
  sessionCost(
    selected.map((a) => ({ isPremium: a.isPremium })),
    paid,
  );

export interface ToggleResult {
  selected: AvatarDto[];
  /** The alert shown for this selection, if any (docs/accounts-plans-credits.md, Session setup wizard). */
  notice?: ToastInput;
}

/**
 * Adds or removes an avatar for a paid user. The 16th is refused (Maximum Reached); a fifth or later
 * avatar and any premium avatar say what they will cost at start, warning when the balance will not
 * cover the session's total.
 */
export function toggleAvatar(selected: readonly AvatarDto[], avatar: AvatarDto, balance: number): ToggleResult {
  if (selected.some((a) => a.id === avatar.id)) return { selected: selected.filter((a) => a.id !== avatar.id) };
  if (selected.length >= MAX_SELECTED_AVATARS) {
    return { selected: [...selected], notice: { title: SETUP_MESSAGES.maxReachedTitle, message: SETUP_MESSAGES.maxReached(MAX_SELECTED_AVATARS), kind: 'error' } };
  }
  const next = [...selected, avatar];
  const short = costOf(next, true).total > balance;
  if (avatar.isPremium) {
    return {
      selected: next,
      notice: short
        ? { title: 'Insufficient Credits', message: SETUP_MESSAGES.premiumShort, kind: 'error' }
        : { title: 'Premium Avatar Selected', message: SETUP_MESSAGES.premiumSelected(avatar.name), kind: 'info' },
    };
  }
  if (next.length > 4) {
    return {
      selected: next,
      notice: short
        ? { title: 'Insufficient Credits', message: SETUP_MESSAGES.extraAvatarShort(balance), kind: 'error' }
        : { title: 'Extra Avatar', message: SETUP_MESSAGES.extraAvatarSelected(next.length), kind: 'info' },
    };
  }
  return { selected: next };
}

/** A tag typed into the filter, stored the way avatars' tags are. */
export const cleanTag = (tag: string) => normalizeTag(tag);

/** Free users are those whose level is free or missing (the server applies the same rule). */
export const isPaidLevel = (level: string | null | undefined) => !!level && level !== 'free';

/** Nothing typed and nothing saved: not worth keeping in browser storage. */
export const isPristine = (s: WizardState) =>
  !s.sessionId && !s.form.title.trim() && !s.form.productIdea.trim() && !s.form.targetAudience.trim() && !s.form.additionalContext.trim() && s.selected.length === 0;
