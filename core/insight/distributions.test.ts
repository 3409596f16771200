import { describe, expect, it } from 'vitest';
import { SCALE_PRESETS } from '../chat/question-kinds.js';
import { bootstrapInterval, discussionShift, distributionOf, netPromoterScore } from './distributions.js';

const answers = (values: (number | string)[]) => values.map((value, i) => ({ answerId: `r${i}`, avatarId: `a${i}`, value }));

describe('distributions of structured answers', () => {
  it('gives a reproducible 95% bootstrap interval around the mean, wide for a small sample', () => {
    const xs = [3, 5, 6, 7, 7, 8, 9, 4];
    const a = bootstrapInterval(xs, 'q1');
    expect(a).toEqual(bootstrapInterval(xs, 'q1'));
    expect(a!.low).toBeLessThan(6.125);
    expect(a!.high).toBeGreaterThan(6.125);
    expect(a!.high - a!.low).toBeGreaterThan(1.5);
    expect(bootstrapInterval([5], 'q1')).toBeNull();
  });

  it('scores NPS as promoters minus detractors, only on a 0-10 recommend question', () => {
    expect(netPromoterScore([10, 9, 8, 7, 6, 0])).toBe(0);
    expect(netPromoterScore([10, 10, 9, 3])).toBe(50);
    const spec = { kind: 'scale' as const, scale: SCALE_PRESETS.recommend.scale };
    const nps = distributionOf({ id: 'q', text: 'How likely are you to recommend it to a friend?', spec }, answers([10, 9, 2, 8]), null);
    expect(nps).toMatchObject({ kind: 'scale', n: 4, small: true, nps: 25, mean: 7.25, median: 8.5 });
    expect(nps!.kind === 'scale' && nps!.histogram).toHaveLength(11);
    const buy = distributionOf({ id: 'q', text: 'How likely are you to buy it?', spec: { kind: 'scale', scale: SCALE_PRESETS.buy.scale } }, answers([10, 9]), null);
    expect(buy).toMatchObject({ nps: null });
  });

  it('shares choices per option, and prices against the brief price in its currency', () => {
    const choice = distributionOf(
      { id: 'q', text: 'Which plan?', spec: { kind: 'choice', options: ['Monthly', 'Yearly'] } },
      answers(['Yearly', 'Yearly', 'Monthly', 'Yearly']),
      null,
    );
    expect(choice).toMatchObject({
      kind: 'choice',
      options: [
        { option: 'Monthly', count: 1, share: 0.25 },
        { option: 'Yearly', count: 3, share: 0.75, answerIds: ['r0', 'r1', 'r3'] },
      ],
    });
    const price = distributionOf({ id: 'q', text: 'Most you would pay?', spec: { kind: 'price', currency: 'USD', period: 'month' } }, answers([5, 10, 12, 20]), {
      amount: 12,
      currency: 'USD',
    });
    expect(price).toMatchObject({ kind: 'price', median: 11, min: 5, max: 20, briefAmount: 12, atOrAbove: { count: 2, share: 0.5 } });
    const euros = distributionOf({ id: 'q', text: 'Most you would pay?', spec: { kind: 'price', currency: 'EUR', period: null } }, answers([5]), { amount: 12, currency: 'USD' });
    expect(euros).toMatchObject({ briefAmount: null, atOrAbove: null });
  });

  it('shows before -> after per participant, how many changed and the mean shift', () => {
    const names = new Map([
      ['a0', 'Ann'],
      ['a1', 'Ben'],
      ['a2', 'Cy'],
    ]);
    const shift = discussionShift({ number: 2, spec: { kind: 'scale', scale: SCALE_PRESETS.buy.scale } }, answers([3, 7, 8]), answers([5, 7, 7]), names);
    expect(shift).toMatchObject({ discusses: 2, changed: 2, meanShift: 0.33 });
    expect(shift!.rows[0]).toMatchObject({ name: 'Ann', beforeLabel: '3/10', afterLabel: '5/10' });
    const choice = discussionShift({ number: 1, spec: { kind: 'choice', options: ['A', 'B'] } }, answers(['A', 'B']), answers(['B', 'B']), names);
    expect(choice).toMatchObject({ changed: 1, meanShift: null });
  });
});
