// The kind of a question being written (in the live composer or the wizard's key questions), and the
// fields the api takes for it. Pure, so the composer and the wizard read it the same way.
import { MAX_OPTIONS, MIN_OPTIONS, SCALE_PRESETS, type Currency, type QuestionKind, type ScalePreset } from '../../../core/chat/question-kinds.js';

export interface KindDraft {
  kind: QuestionKind;
  preset: ScalePreset;
  /** Choice options as typed (blank ones are left out when sent). */
  options: string[];
  /** Price questions: the currency; null takes the brief's. */
  currency: string | null;
}

export type KindFields = { kind?: QuestionKind; scale?: (typeof SCALE_PRESETS)[ScalePreset]['scale']; options?: string[]; currency?: Currency };

export const openDraft = (): KindDraft => ({ kind: 'open', preset: 'buy', options: ['', ''], currency: null });

/** The api fields for the draft, or why it cannot be sent yet. */
export function kindFields(d: KindDraft, briefCurrency: string | null): { fields: KindFields; problem: null } | { fields: null; problem: string } {
  if (d.kind === 'scale') return { fields: { kind: 'scale', scale: { ...SCALE_PRESETS[d.preset].scale } }, problem: null };
  if (d.kind === 'choice') {
    const options = d.options.map((o) => o.trim()).filter(Boolean);
    if (options.length < MIN_OPTIONS || options.length > MAX_OPTIONS) return { fields: null, problem: `Give ${MIN_OPTIONS} to ${MAX_OPTIONS} options.` };
    if (new Set(options.map((o) => o.toLowerCase())).size !== options.length) return { fields: null, problem: 'Options must differ.' };
    return { fields: { kind: 'choice', options }, problem: null };
  }
  if (d.kind === 'price') return { fields: { kind: 'price', currency: (d.currency ?? briefCurrency ?? 'USD') as Currency }, problem: null };
  return { fields: {}, problem: null };
}

/** A saved kind back into a draft (the wizard reopening a draft). */
export function draftOf(k: { kind: QuestionKind; scale?: { min: number; max: number }; options?: string[]; currency?: string } | undefined): KindDraft {
  if (!k) return openDraft();
  const preset = (Object.keys(SCALE_PRESETS) as ScalePreset[]).find((p) => SCALE_PRESETS[p].scale.min === k.scale?.min && SCALE_PRESETS[p].scale.max === k.scale?.max) ?? 'buy';
  return { kind: k.kind, preset, options: k.options ?? ['', ''], currency: k.currency ?? null };
}
