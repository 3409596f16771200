// Question kinds and the values their answers carry. A contract shared by api, workers and web (zod
// only, no Node imports): the composer and the wizard build specs with it, the api validates them, the
// worker checks a model's value against them, the chat and the report format values with it.
import { z } from 'zod';
import { formatAmount } from '../insight/brief-price.js';
import { QUESTION_KINDS, type QuestionKind } from '../insight/codebook.js';

// The kinds are the codebook's (the coder reads questions by the same list).
export type { QuestionKind };

export interface ScaleSpec {
  min: number;
  max: number;
  minLabel: string;
  maxLabel: string;
}

/** The settings of a structured question; open questions have none. */
export type QuestionSpec =
  | { kind: 'open' }
  | { kind: 'scale'; scale: ScaleSpec }
  | { kind: 'choice'; options: string[] }
  | { kind: 'price'; currency: string; period: string | null };

/** A structured answer's value: a point on the scale, an option's text, or an amount. */
export type AnswerValue = number | string;

export const SCALE_PRESETS = {
  agreement: { label: '1-5 agreement', scale: { min: 1, max: 5, minLabel: 'Strongly disagree', maxLabel: 'Strongly agree' } },
  buy: { label: '1-10 likelihood to buy', scale: { min: 1, max: 10, minLabel: 'Not at all likely', maxLabel: 'Extremely likely' } },
  recommend: { label: '0-10 likelihood to recommend', scale: { min: 0, max: 10, minLabel: 'Not at all likely', maxLabel: 'Extremely likely' } },
} as const satisfies Record<string, { label: string; scale: ScaleSpec }>;
export type ScalePreset = keyof typeof SCALE_PRESETS;

export const PRICE_PERIODS = ['one-off', 'week', 'month', 'year'] as const;
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'JPY', 'CHF', 'SEK', 'NOK', 'DKK', 'INR'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 6;

const label = z.string().trim().min(1, 'must not be empty').max(60, 'must be at most 60 characters');
const scaleSchema = z.strictObject({
  min: z.number().int('must be a whole number').min(0, 'must be 0 or more').max(100, 'must be at most 100'),
  max: z.number().int('must be a whole number').min(1, 'must be 1 or more').max(100, 'must be at most 100'),
  minLabel: label,
  maxLabel: label,
});
const optionsSchema = z
  .array(z.string().trim().min(1, 'an option must not be empty').max(80, 'an option must be at most 80 characters'))
  .min(MIN_OPTIONS, `give ${MIN_OPTIONS} to ${MAX_OPTIONS} options`)
  .max(MAX_OPTIONS, `give ${MIN_OPTIONS} to ${MAX_OPTIONS} options`);
const currencySchema = z.enum(CURRENCIES, `must be one of ${CURRENCIES.join(', ')}`);

/**
 * The kind fields of a question as the api takes them (beside the text). `currency` may be left out
 * for a price question when the brief has a price: the question takes the brief's currency.
 */
export const questionKindFields = {
  kind: z.enum(QUESTION_KINDS, `must be one of ${QUESTION_KINDS.join(', ')}`).optional(),
  scale: scaleSchema.optional(),
  options: optionsSchema.optional(),
  currency: currencySchema.optional(),
};
type KindFields = { kind?: QuestionKind; scale?: ScaleSpec; options?: string[]; currency?: string };

/** Problems with the kind fields, each naming its field (zod's refinement reports them as issues). */
export function kindProblems(v: KindFields): { path: string[]; message: string }[] {
  const kind = v.kind ?? 'open';
  const problems: { path: string[]; message: string }[] = [];
  if (kind === 'scale') {
    if (!v.scale) problems.push({ path: ['scale'], message: 'a scale question needs min, max and end labels' });
    else if (v.scale.min >= v.scale.max) problems.push({ path: ['scale', 'max'], message: 'must be greater than min' });
    else if (v.scale.max - v.scale.min > 20) problems.push({ path: ['scale', 'max'], message: 'a scale has at most 21 points' });
  } else if (v.scale) problems.push({ path: ['scale'], message: 'only a scale question has a scale' });
  if (kind === 'choice') {
    if (!v.options) problems.push({ path: ['options'], message: `give ${MIN_OPTIONS} to ${MAX_OPTIONS} options` });
    else if (new Set(v.options.map((o) => o.toLowerCase())).size !== v.options.length) problems.push({ path: ['options'], message: 'options must differ' });
  } else if (v.options) problems.push({ path: ['options'], message: 'only a choice question has options' });
  if (kind !== 'price' && v.currency) problems.push({ path: ['currency'], message: 'only a price question has a currency' });
  return problems;
}

/**
 * A key question's kind as the wizard saves it, by the question's text: a question asked with that
 * text and no kind of its own (typed, or sent by auto-advance) takes this kind.
 */
export const keyQuestionKindSchema = z
  .strictObject({ text: z.string().trim().min(1, 'must not be empty').max(500, 'must be at most 500 characters'), ...questionKindFields, kind: questionKindFields.kind.unwrap() })
  .superRefine((v, ctx) => {
    for (const p of kindProblems(v)) ctx.addIssue({ code: 'custom', path: p.path, message: p.message });
  });
export type KeyQuestionKind = z.infer<typeof keyQuestionKindSchema>;

/** The brief's price, as the wizard's optional price field saves it. */
export const briefPriceSchema = z.strictObject({
  amount: z.number().positive('must be more than 0').max(10_000_000, 'must be at most 10,000,000'),
  currency: currencySchema,
  period: z.enum(PRICE_PERIODS, `must be one of ${PRICE_PERIODS.join(', ')}`),
});
export type BriefPriceInput = z.infer<typeof briefPriceSchema>;

export const sameQuestion = (a: string, b: string) => a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/** Whether a value fits the question: an integer on the scale, one of the options, a positive amount. */
export function valueFits(spec: QuestionSpec, value: unknown): value is AnswerValue {
  if (spec.kind === 'scale') return typeof value === 'number' && Number.isInteger(value) && value >= spec.scale.min && value <= spec.scale.max;
  if (spec.kind === 'choice') return typeof value === 'string' && spec.options.includes(value);
  if (spec.kind === 'price') return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 10_000_000;
  return false;
}

/** What the chat's chip says: "7/10", "Yearly", "$50". */
export function formatValue(spec: QuestionSpec, value: AnswerValue): string {
  if (spec.kind === 'scale') return `${value}/${spec.scale.max}`;
  if (spec.kind === 'price' && typeof value === 'number') {
    const amount = formatAmount(value, spec.currency);
    return spec.period && spec.period !== 'one-off' ? `${amount}/${spec.period}` : amount;
  }
  return String(value);
}

/** The question's spec from its row columns (kind + jsonb settings). */
export function specOf(kind: string, settings: unknown): QuestionSpec {
  const s = (settings ?? {}) as Partial<{ scale: ScaleSpec; options: string[]; currency: string; period: string | null }>;
  if (kind === 'scale' && s.scale) return { kind, scale: s.scale };
  if (kind === 'choice' && s.options) return { kind, options: s.options };
  if (kind === 'price' && s.currency) return { kind, currency: s.currency, period: s.period ?? null };
  return { kind: 'open' };
}

/** The jsonb settings stored beside the kind. */
export function settingsOf(spec: QuestionSpec): Record<string, unknown> | null {
  const { kind: _kind, ...rest } = spec;
  return Object.keys(rest).length ? rest : null;
}
