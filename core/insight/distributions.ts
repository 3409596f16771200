// Distributions of structured answers (scale, choice, price) and the before -> after of discussion
// rounds. Counted from the stored values only: a number a participant chose, never one read from words.
// Each figure keeps its answer ids; intervals are bootstrap intervals with a fixed seed, so the same
// transcript always prints the same figures.
import { seeded } from '../chat/simulator/random.js';
import { formatValue, type AnswerValue, type QuestionSpec } from '../chat/question-kinds.js';
import type { DiscussionShift, Distribution } from './contract.js';
import { mean, median, round } from './stats.js';

export interface ValuedAnswer {
  answerId: string;
  avatarId: string;
  value: AnswerValue;
}

// Below this many answers the report says in words that the sample is small (ISSUE 12: 4 to 15).
const SMALL_SAMPLE = 16;
const BOOTSTRAP_ROUNDS = 2000;

/** The 95% percentile bootstrap interval of the mean, seeded by the answers so it is reproducible. */
export function bootstrapInterval(xs: number[], seed: string): { low: number; high: number } | null {
  if (xs.length < 2) return null;
  const rand = seeded(seed);
  const means: number[] = [];
  for (let b = 0; b < BOOTSTRAP_ROUNDS; b++) {
    let sum = 0;
    for (let i = 0; i < xs.length; i++) sum += xs[Math.floor(rand() * xs.length)]!;
    means.push(sum / xs.length);
  }
  means.sort((a, b) => a - b);
  return { low: round(means[Math.floor(0.025 * BOOTSTRAP_ROUNDS)]!), high: round(means[Math.ceil(0.975 * BOOTSTRAP_ROUNDS) - 1]!) };
}

/** Net Promoter Score on a 0-10 scale: % promoters (9-10) minus % detractors (0-6). */
export function netPromoterScore(xs: number[]): number | null {
  if (!xs.length) return null;
  const promoters = xs.filter((x) => x >= 9).length;
  const detractors = xs.filter((x) => x <= 6).length;
  return Math.round(((promoters - detractors) / xs.length) * 100);
}

const isRecommend = (text: string) => /recommend|tell (?:a )?friends?|refer/i.test(text);

export function distributionOf(
  q: { id: string; text: string; spec: QuestionSpec },
  answers: ValuedAnswer[],
  briefPrice: { amount: number; currency: string } | null,
): Distribution | null {
  const { spec } = q;
  if (spec.kind === 'open' || !answers.length) return null;
  const n = answers.length;
  const ids = { answerIds: answers.map((a) => a.answerId), avatarIds: answers.map((a) => a.avatarId) };
  if (spec.kind === 'choice') {
    const options = spec.options.map((option) => {
      const mine = answers.filter((a) => a.value === option);
      return { option, count: mine.length, share: round(mine.length / n, 3), answerIds: mine.map((a) => a.answerId) };
    });
    return { kind: 'choice', n, small: n < SMALL_SAMPLE, ...ids, options };
  }
  const xs = answers.map((a) => Number(a.value));
  const m = mean(xs)!;
  const summary = { mean: round(m), median: median(xs)!, interval: bootstrapInterval(xs, `${q.id}:${xs.join(',')}`) };
  if (spec.kind === 'scale') {
    const { min, max } = spec.scale;
    const histogram = Array.from({ length: max - min + 1 }, (_, i) => ({ value: min + i, count: xs.filter((x) => x === min + i).length }));
    const nps = min === 0 && max === 10 && isRecommend(q.text) ? netPromoterScore(xs) : null;
    return { kind: 'scale', n, small: n < SMALL_SAMPLE, ...ids, scale: spec.scale, histogram, ...summary, nps };
  }
  const comparable = briefPrice && briefPrice.currency === spec.currency ? briefPrice : null;
  const atOrAbove = comparable ? xs.filter((x) => x >= comparable.amount).length : null;
  return {
    kind: 'price',
    amounts: xs,
    n,
    small: n < SMALL_SAMPLE,
    ...ids,
    currency: spec.currency,
    period: spec.period,
    ...summary,
    min: Math.min(...xs),
    max: Math.max(...xs),
    briefAmount: comparable?.amount ?? null,
    atOrAbove: atOrAbove === null ? null : { count: atOrAbove, share: round(atOrAbove / n, 3) },
  };
}

/** Before -> after per participant who answered both rounds, how many changed and the mean shift. */
export function discussionShift(
  discussed: { number: number; spec: QuestionSpec },
  before: ValuedAnswer[],
  after: ValuedAnswer[],
  names: Map<string, string>,
): DiscussionShift | null {
  if (discussed.spec.kind === 'open') return null;
  const spec = discussed.spec;
  const rows = after.flatMap((a) => {
    const b = before.find((x) => x.avatarId === a.avatarId);
    if (!b) return [];
    return [
      {
        avatarId: a.avatarId,
        name: names.get(a.avatarId) ?? 'Participant',
        before: b.value,
        after: a.value,
        beforeLabel: formatValue(spec, b.value),
        afterLabel: formatValue(spec, a.value),
        answerIds: [b.answerId, a.answerId],
      },
    ];
  });
  if (!rows.length) return null;
  const shifts = spec.kind === 'choice' ? [] : rows.map((r) => Number(r.after) - Number(r.before));
  return {
    discusses: discussed.number,
    rows,
    changed: rows.filter((r) => r.before !== r.after).length,
    meanShift: spec.kind === 'choice' ? null : round(mean(shifts)!),
  };
}
