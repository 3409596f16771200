// The report job's first step: every answered reply of the session gets a code, stored per answer
// with the coder that wrote it. Codes already written by the current coder are reused, so a second
// report of the same transcript reads the same answers the same way (and costs no model calls).
import type { Db } from '../../db/client.js';
import type { AnswerValue } from '../chat/question-kinds.js';
import { formatPrice } from '../insight/brief-price.js';
import type { AnswerCode, CodeInput } from '../insight/codebook.js';
import type { Coder } from '../insight/coders.js';
import { intentFromRating } from '../insight/rules-coder.js';
import { isPurchaseScale, readQuestion } from '../insight/rules/question.js';
import type { CodedAnswer } from '../insight/figures.js';
import type { Transcript } from './transcript.js';

/** The brief as the coder reads it; the wizard's price field is stated as the brief states prices. */
export const briefOf = (t: Transcript) =>
  [
    t.session.title,
    t.session.productIdea,
    t.session.targetAudience && `Target audience: ${t.session.targetAudience}`,
    t.session.additionalContext,
    t.session.price && `Price: ${formatPrice(t.session.price)}`,
  ]
    .filter(Boolean)
    .join('\n\n');

/** The kind and scale the coder reads a question with. */
export function questionKind(q: Transcript['questions'][number]): Pick<CodeInput, 'kind' | 'scale'> {
  const spec = q.spec;
  if (!spec || spec.kind === 'open') return {};
  return spec.kind === 'scale' ? { kind: 'scale', scale: { min: spec.scale.min, max: spec.scale.max } } : { kind: spec.kind };
}

/** Inputs for the coder, one per answered reply, in transcript order, with the reply's stored value. */
export function codeInputs(t: Transcript): { responseId: string; input: CodeInput; value: AnswerValue | null }[] {
  const brief = briefOf(t);
  const questions = new Map(t.questions.map((q) => [q.id, q]));
  return t.responses
    .filter((r) => r.status === 'answered' && questions.has(r.questionId))
    .map((r) => {
      const q = questions.get(r.questionId)!;
      return { responseId: r.id, input: { brief, question: q.text, ...questionKind(q), answer: r.text }, value: r.value ?? null };
    });
}

/**
 * A structured answer's value beats reading a number from its words: it is the rating (or the amount),
 * and on a likelihood-to-buy scale it also stands for the purchase intent.
 */
function withValue(code: AnswerCode, input: CodeInput, value: AnswerValue | null): AnswerCode {
  if (typeof value !== 'number' || !code.onTopic) return code;
  const q = readQuestion(input);
  return { ...code, rating: value, purchase: isPurchaseScale(q) ? intentFromRating(value, q) : code.purchase };
}

export interface CodingDeps {
  db: Db;
  coder: Coder;
  onCoded?: (done: number, total: number) => void;
}

export async function codeTranscript(deps: CodingDeps, t: Transcript): Promise<CodedAnswer[]> {
  const inputs = codeInputs(t);
  const stored = inputs.length
    ? await deps.db
        .selectFrom('answer_codes')
        .selectAll()
        .where(
          'response_id',
          'in',
          inputs.map((i) => i.responseId),
        )
        .execute()
    : [];
  const reusable = new Map(stored.filter((row) => `${row.coder}@${row.coder_version}` === deps.coder.id).map((row) => [row.response_id, row]));
  const toCode = inputs.filter((i) => !reusable.has(i.responseId));
  const reused = inputs.length - toCode.length;
  deps.onCoded?.(reused, inputs.length);
  const results = await deps.coder.code(
    toCode.map((i) => i.input),
    (done) => deps.onCoded?.(reused + done, inputs.length),
  );
  if (toCode.length) {
    await deps.db
      .insertInto('answer_codes')
      .values(
        toCode.map((i, k) => {
          const { coder } = results[k]!;
          const code = withValue(results[k]!.code, i.input, i.value);
          const at = coder.lastIndexOf('@');
          return {
            response_id: i.responseId,
            session_id: t.session.id,
            on_topic: code.onTopic,
            stance: code.stance,
            purchase: code.purchase,
            price: code.price,
            rating: code.rating,
            concerns: code.concerns,
            evidence: code.evidence,
            coder: coder.slice(0, at),
            coder_version: coder.slice(at + 1),
          };
        }),
      )
      .onConflict((oc) =>
        oc.column('response_id').doUpdateSet((eb) => ({
          on_topic: eb.ref('excluded.on_topic'),
          stance: eb.ref('excluded.stance'),
          purchase: eb.ref('excluded.purchase'),
          price: eb.ref('excluded.price'),
          rating: eb.ref('excluded.rating'),
          concerns: eb.ref('excluded.concerns'),
          evidence: eb.ref('excluded.evidence'),
          coder: eb.ref('excluded.coder'),
          coder_version: eb.ref('excluded.coder_version'),
          coded_at: new Date(),
        })),
      )
      .execute();
  }
  const fresh = new Map(toCode.map((i, k) => [i.responseId, { ...results[k]!, code: withValue(results[k]!.code, i.input, i.value) }]));
  const byId = new Map(t.responses.map((r) => [r.id, r]));
  return inputs.map(({ responseId }) => {
    const r = byId.get(responseId)!;
    const row = reusable.get(responseId);
    const result = row
      ? {
          coder: `${row.coder}@${row.coder_version}`,
          code: {
            onTopic: row.on_topic,
            stance: row.stance,
            purchase: row.purchase,
            price: row.price,
            rating: row.rating,
            concerns: row.concerns as CodedAnswer['code']['concerns'],
            evidence: row.evidence,
          },
        }
      : fresh.get(responseId)!;
    return { answerId: responseId, questionId: r.questionId, avatarId: r.avatarId, text: r.text, code: result.code, coder: result.coder, value: r.value ?? null };
  });
}
