// The offline simulator's value for a structured question: a point on the scale, an option or an
// amount that follows from the persona (stance on the idea, budget against the brief's price), with a
// deterministic spread per avatar and question, and in a discussion round a revision toward the group
// that only some participants make.
import type { Avatar } from '../../../db/types.js';
import type { ProjectContext } from '../prompt.js';
import { formatValue, type AnswerValue, type QuestionSpec } from '../question-kinds.js';
import { traitsOf, type Traits } from './persona.js';
import { seeded } from './random.js';

type Structured = Exclude<QuestionSpec, { kind: 'open' }>;

const LEAN: Record<Traits['stance'], number> = { enthusiastic: 0.78, curious: 0.52, skeptical: 0.24 };
const BUDGET: Record<Traits['price'], number> = { strict: -0.14, careful: -0.05, value: 0, premium: 0.08 };
const PAY: Record<Traits['price'], number> = { strict: 0.55, careful: 0.8, value: 1, premium: 1.3 };
const PAY_BY_STANCE: Record<Traits['stance'], number> = { enthusiastic: 1.15, curious: 0.95, skeptical: 0.7 };

/** Amounts people say out loud: whole units when small, then fives and tens. */
function roundAmount(x: number): number {
  if (x <= 0) return 0;
  if (x < 20) return Math.round(x);
  if (x < 200) return Math.round(x / 5) * 5;
  return Math.round(x / 10) * 10;
}

export interface ValueInput {
  avatar: Avatar;
  project: ProjectContext;
  question: { id: string };
  spec: Structured;
}

/** The value a persona gives on its first, independent answer. */
export function simulateValue(input: ValueInput): AnswerValue {
  const t = traitsOf(input.avatar, input.project);
  const rand = seeded(`${input.avatar.id}:${input.question.id}:value`);
  const jitter = (rand() - 0.5) * 0.26;
  const { spec } = input;
  if (spec.kind === 'scale') {
    const budget = input.project.price ? BUDGET[t.price] : 0;
    const p = Math.min(1, Math.max(0, LEAN[t.stance] + budget + jitter));
    return Math.round(spec.scale.min + p * (spec.scale.max - spec.scale.min));
  }
  if (spec.kind === 'choice') {
    // Each persona leans to an option of its own (stable across questions with the same options).
    const lean = seeded(`${input.avatar.id}:${spec.options.join('|')}`);
    return spec.options[Math.floor(lean() * spec.options.length)]!;
  }
  const base = input.project.price && input.project.price.currency === spec.currency ? input.project.price.amount : 50;
  return roundAmount(base * PAY[t.price] * PAY_BY_STANCE[t.stance] * (1 + jitter));
}

/**
 * The value after hearing everyone: about half keep theirs; the others move part of the way toward the
 * group (a scale or an amount) or go over to the most chosen option.
 */
export function reviseValue(input: ValueInput, own: AnswerValue, others: AnswerValue[]): AnswerValue {
  const rand = seeded(`${input.avatar.id}:${input.question.id}:revise`);
  if (!others.length || rand() < 0.5) return own;
  const { spec } = input;
  if (spec.kind === 'choice') {
    const counts = new Map<AnswerValue, number>();
    for (const v of others) counts.set(v, (counts.get(v) ?? 0) + 1);
    const top = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0];
    return spec.options.includes(String(top)) ? top : own;
  }
  const nums = others.filter((v): v is number => typeof v === 'number');
  if (typeof own !== 'number' || !nums.length) return own;
  const mean = nums.reduce((s, v) => s + v, 0) / nums.length;
  const moved = own + (mean - own) * (0.3 + rand() * 0.4);
  return spec.kind === 'scale' ? Math.min(spec.scale.max, Math.max(spec.scale.min, Math.round(moved))) : roundAmount(moved);
}

/** The sentence that says the value out loud, so the text and the value agree. */
export function valueSentence(spec: Structured, value: AnswerValue, before?: AnswerValue): string {
  const said = spec.kind === 'scale' ? `${value} out of ${spec.scale.max}` : formatValue(spec, value);
  if (before !== undefined) {
    if (before === value) return `Having heard everyone, I am staying with ${said}.`;
    const was = spec.kind === 'scale' ? String(before) : formatValue(spec, before);
    return `Having heard everyone, I am moving from ${was} to ${said}.`;
  }
  if (spec.kind === 'scale') return `I would put it at ${said}.`;
  if (spec.kind === 'choice') return `I would go for ${said}.`;
  return value === 0 ? 'I would not pay anything for it.' : `${said} is the most I would pay.`;
}
