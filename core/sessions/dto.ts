// What a focus-group session looks like outside the server, declared once with zod; the web app imports
// the types only.
import { z } from 'zod';
import { isoDate, uuid } from '../http/contract.js';
import { avatarDto } from '../avatars/dto.js';
import { briefPriceSchema, keyQuestionKindSchema } from '../chat/question-kinds.js';

/**
 * The start snapshot of one participant (avatar_details: docs/accounts-plans-credits.md, Session setup
 * wizard), presented as stored; the column's type in db/types.ts must fit it (the presenter is checked).
 */
const sessionAvatarDto = z.strictObject({
  id: z.string(),
  name: z.string(),
  /** The initial shown when there is no image. */
  avatar: z.string(),
  avatarImage: z.string().nullable(),
  gender: z.string().nullable(),
  income: z.string().nullable(),
  expertise: z.string().nullable(),
  background: z.string().nullable(),
  tags: z.array(z.string()),
  personality: z.string().nullable(),
  communication_style: z.string().nullable(),
  values: z.string().nullable(),
  motivations: z.string().nullable(),
  isPremium: z.boolean().optional(),
});

export const sessionDto = z.strictObject({
  id: uuid,
  status: z.enum(['draft', 'active', 'completed']),
  title: z.string().nullable(),
  productIdea: z.string().nullable(),
  targetAudience: z.string().nullable(),
  keyQuestions: z.array(z.string()),
  keyQuestionKinds: z.array(keyQuestionKindSchema),
  briefPrice: briefPriceSchema.nullable(),
  additionalContext: z.string().nullable(),
  tags: z.array(z.string()),
  selectedAvatars: z.array(uuid),
  avatarDetails: z.array(sessionAvatarDto).nullable(),
  currentQuestion: z.number().int(),
  totalQuestions: z.number().int(),
  sessionType: z.string(),
  startCost: z.number().int().nullable(),
  startedAt: isoDate.nullable(),
  lastSavedAt: isoDate.nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type SessionDto = z.infer<typeof sessionDto>;

/** One session with its selected avatars resolved (drafts being edited, a session just started). */
export const sessionWithAvatarsDto = sessionDto.extend({ avatars: z.array(avatarDto) });
export type SessionWithAvatarsDto = z.infer<typeof sessionWithAvatarsDto>;
