import { z } from 'zod';
import { uniqueTags } from '../avatars/tags.js';
import { rowId } from '../http/contract.js';
import { briefPriceSchema, keyQuestionKindSchema } from '../chat/question-kinds.js';
import { SESSION_TITLE_MAX } from './rules.js';

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .transform((v) => v || null)
    .nullable();

/**
 * A draft as the wizard saves it: every field optional (a draft holds whatever the user has typed so
 * far). The step rules (a title and an idea to start, 1 to 15 avatars, the free plan's limits) are
 * checked by the service, where the user's plan is known.
 */
export const sessionDraftBody = z.strictObject({
  title: text(SESSION_TITLE_MAX).optional(),
  productIdea: text(10_000).optional(),
  targetAudience: text(2_000).optional(),
  keyQuestions: z
    .array(z.string().max(500, 'each question must be at most 500 characters'))
    .max(50, 'at most 50 questions')
    .transform((qs) => qs.map((q) => q.trim()).filter(Boolean))
    .optional(),
  /** Kinds of the key questions that are not open, each by its question's text. */
  keyQuestionKinds: z.array(keyQuestionKindSchema).max(50, 'at most 50 questions').optional(),
  /** The optional price of the brief (amount and period), used by the prompts and the report. */
  briefPrice: briefPriceSchema.nullable().optional(),
  additionalContext: text(10_000).optional(),
  tags: z
    .array(z.string().max(40, 'each tag must be at most 40 characters'))
    .max(30, 'at most 30 tags')
    .transform((t) => uniqueTags(t))
    .optional(),
  // The 15-avatar limit is a product rule with its own message; this bound only stops abuse.
  selectedAvatars: z
    .array(rowId('must be avatar ids'))
    .max(100, 'too many avatars')
    .transform((ids) => [...new Set(ids)])
    .optional(),
});

export type SessionDraftInput = z.infer<typeof sessionDraftBody>;
