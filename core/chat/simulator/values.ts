// The offline simulator's value for a structured question, read from the same reaction as its words:
// a point on the scale inside the band of its purchase class (yes high, maybe middle, no low), an
// option, or the amount it would pay (the brief's price or more when the price is fine for it, what it
// can afford when not). A discussion round revises toward the group for only some participants.
import type { Avatar } from '../../../db/types.js';
import type { ProjectContext } from '../prompt.js';
import { formatValue, type AnswerValue, type QuestionSpec } from '../question-kinds.js';
import { readBrief, type Brief } from './brief.js';
import { roundAmount } from './parts.js';
import { comfortableSpend, reactionOf, type Purchase, type Reaction } from './reaction.js';
import { seeded } from './random.js';

type Structured = Exclude<QuestionSpec, { kind: 'open' }>;

export interface ValueInput {
  avatar: Avatar;
  project: ProjectContext;
  question: { id: string };
  spec: Structured;
  /** The brief as the answer read it (with a price the question put on the table); read from the project when absent. */
  brief?: Brief;
}

// Where each purchase class sits on a scale, as a share of its range. The bands match how the rules
// coder reads a rating on a purchase scale (>= 0.7 yes, <= 0.35 no), so number and words agree.
const BAND: Record<Purchase, [number, number]> = { yes: [0.72, 1], maybe: [0.4, 0.66], no: [0, 0.33] };

function scaleValue(r: Reaction, spec: Extract<Structured, { kind: 'scale' }>, rand: () => number): number {
  const [lo, hi] = BAND[r.purchase];
  const { min, max } = spec.scale;
  const span = max - min;
  // The first point inside the band, the last, and a deterministic choice between them.
  const first = Math.ceil(min + lo * span - 1e-9);
  const last = Math.max(first, Math.floor(min + hi * span + 1e-9));
  return Math.min(max, Math.max(min, first + Math.floor(rand() * (last - first + 1))));
}

function choiceValue(r: Reaction, options: string[], avatarId: string): string {
  // An option that says no ("None", "Not interested") is the pick of those who would not buy.
  const refusal = options.find((o) => /^(?:none|no\b|not|neither|nothing|i would not|wouldn'?t)/i.test(o.trim()));
  if (refusal && r.purchase === 'no') return refusal;
  const rest = options.filter((o) => o !== refusal);
  // The cheapest-sounding option for those the price pinches, else a stable lean of one's own.
  if (r.priceFit && r.priceFit !== 'fine') {
    const cheap = rest.find((o) => /month|basic|free|starter|lite|pay as|small/i.test(o));
    if (cheap) return cheap;
  }
  const lean = seeded(`${avatarId}:${options.join('|')}`);
  return rest[Math.floor(lean() * rest.length)] ?? options[0]!;
}

function priceValue(r: Reaction, brief: Brief, spec: Extract<Structured, { kind: 'price' }>, a: Avatar, rand: () => number): number {
  const jitter = 0.92 + rand() * 0.16;
  const stated = brief.price && brief.price.currency === spec.currency ? brief.price : null;
  if (stated) {
    if (r.priceFit === 'fine') return roundAmount(stated.amount * (r.purchase === 'yes' ? 1.15 : 1) * jitter);
    // Not fine: what they can afford, and always below the stated price, so the words "too much" hold.
    // No jitter: the same person names the same limit in every answer of the session.
    return Math.min(roundAmount(r.wouldPay ?? stated.amount * 0.6), roundAmount(stated.amount * 0.85));
  }
  const comfort = comfortableSpend(a, spec.period === 'one-off' ? null : spec.period, brief.business, brief.category.key);
  return roundAmount(comfort * { yes: 1.1, maybe: 0.8, no: 0.45 }[r.purchase] * jitter);
}

/** The value a persona gives on its first, independent answer. */
export function simulateValue(input: ValueInput): AnswerValue {
  const brief = input.brief ?? readBrief(input.project);
  const r = reactionOf(input.avatar, brief);
  const rand = seeded(`${input.avatar.id}:${input.question.id}:value`);
  const { spec } = input;
  if (spec.kind === 'scale') return scaleValue(r, spec, rand);
  if (spec.kind === 'choice') return choiceValue(r, spec.options, input.avatar.id);
  return priceValue(r, brief, spec, input.avatar, rand);
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
