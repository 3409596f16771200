// Which kind a question is asked as: its own kind fields, else the kind the wizard gave the key question
// with the same text, else open. A price question takes its currency and period from the brief.
import { AppError } from '../errors.js';
import { briefPrice } from '../insight/brief-price.js';
import type { Session } from '../../db/types.js';
import { sameQuestion, type KeyQuestionKind, type QuestionKind, type QuestionSpec, type ScaleSpec } from './question-kinds.js';

export interface KindInput {
  kind?: QuestionKind;
  scale?: ScaleSpec;
  options?: string[];
  currency?: string;
}

/** The brief's price: the wizard's price field, else the first price its text states. */
export function sessionPrice(s: Pick<Session, 'brief_price' | 'product_idea' | 'additional_context' | 'target_audience'>) {
  if (s.brief_price) return s.brief_price;
  const read = briefPrice([s.product_idea, s.target_audience, s.additional_context].filter(Boolean).join('\n\n'));
  return read ? { amount: read.amount, currency: read.currency, period: read.period ?? 'one-off' } : null;
}

export function resolveSpec(
  s: Pick<Session, 'brief_price' | 'product_idea' | 'additional_context' | 'target_audience' | 'key_question_kinds'>,
  text: string,
  input: KindInput,
): QuestionSpec {
  const own = input.kind !== undefined || input.scale !== undefined || input.options !== undefined;
  const listed = own ? undefined : ((s.key_question_kinds ?? []) as KeyQuestionKind[]).find((k) => sameQuestion(k.text, text));
  const v: KindInput = listed ?? input;
  const kind = v.kind ?? 'open';
  if (kind === 'scale') return { kind, scale: v.scale! };
  if (kind === 'choice') return { kind, options: v.options! };
  if (kind === 'price') {
    const price = sessionPrice(s);
    const currency = input.currency ?? v.currency ?? price?.currency;
    if (!currency) {
      throw new AppError(400, 'validation_error', 'currency: a price question needs a currency; choose one, or give the brief a price', { field: 'currency' });
    }
    return { kind, currency, period: price && price.currency === currency ? price.period : null };
  }
  return { kind: 'open' };
}
