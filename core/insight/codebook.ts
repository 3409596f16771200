// The codebook: one code per answer, the unit every report figure is counted from (INSIGHT.md).
// Shared by api, workers and the web app: no Node imports.
import { z } from 'zod';

export const QUESTION_KINDS = ['open', 'scale', 'choice', 'price'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export const STANCES = ['positive', 'negative', 'mixed', 'neutral'] as const;
export type Stance = (typeof STANCES)[number];

export const PURCHASE_INTENTS = ['yes', 'no', 'maybe', 'unstated'] as const;
export type PurchaseIntent = (typeof PURCHASE_INTENTS)[number];

export const PRICE_REACTIONS = ['acceptable', 'too_high', 'unstated'] as const;
export type PriceReaction = (typeof PRICE_REACTIONS)[number];

export const CONCERNS = ['price', 'trust_privacy', 'quality', 'need_fit', 'effort_usability', 'switching', 'health_safety', 'other'] as const;
export type Concern = (typeof CONCERNS)[number];

export const CONCERN_LABELS: Record<Concern, string> = {
  price: 'Price',
  trust_privacy: 'Trust & privacy',
  quality: 'Quality & reliability',
  need_fit: 'Need & fit',
  effort_usability: 'Effort & ease of use',
  switching: 'Switching from what they use',
  health_safety: 'Health & safety',
  other: 'Other',
};

const scaleSchema = z.object({ min: z.number().int(), max: z.number().int() }).refine((s) => s.min < s.max, { message: 'min must be below max', path: ['max'] });
export type Scale = z.infer<typeof scaleSchema>;

/** What a coder reads: the brief, the question (with its kind and scale when known) and one answer. */
export const codeInputSchema = z.object({
  brief: z.string(),
  question: z.string(),
  kind: z.enum(QUESTION_KINDS).optional(),
  scale: scaleSchema.optional(),
  answer: z.string(),
});
export type CodeInput = z.infer<typeof codeInputSchema>;

/**
 * One answer's code.
 * - onTopic: the answer speaks about the idea; false keeps it out of every product figure.
 * - stance: the speaker's attitude to the idea in this answer.
 * - purchase: a stated intent to buy, use or subscribe.
 * - price: the reaction to the price.
 * - rating: the number given on a scale ("a solid seven" -> 7, "6 or 7" -> 6.5), or the amount named
 *   for a willingness-to-pay question ("fifty dollars, tops" -> 50); else null.
 * - concerns: the worries the answer raises.
 * - evidence: a verbatim substring of the answer that carries the stance ('' only for an empty answer).
 */
export const answerCodeSchema = z.object({
  onTopic: z.boolean(),
  stance: z.enum(STANCES),
  purchase: z.enum(PURCHASE_INTENTS),
  price: z.enum(PRICE_REACTIONS),
  rating: z.number().finite().nullable(),
  concerns: z.array(z.enum(CONCERNS)),
  evidence: z.string(),
});
export type AnswerCode = z.infer<typeof answerCodeSchema>;

/** A code is usable only when its evidence is really in the answer (quotes are never paraphrased). */
export const evidenceIsVerbatim = (code: Pick<AnswerCode, 'evidence'>, answer: string) =>
  answer.trim() === '' ? code.evidence === '' : code.evidence.trim() !== '' && answer.includes(code.evidence);
