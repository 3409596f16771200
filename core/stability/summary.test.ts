import { describe, expect, it } from 'vitest';
import type { Transcript } from '../reports/transcript.js';
import type { RunFigures } from './contract.js';
import { runFigures, summarize } from './summary.js';

const values = (wouldBuy: number, priceTooHigh = 0): RunFigures['values'] => ({ wouldBuy, might: 0, wouldNot: 100 - wouldBuy, priceTooHigh, positiveAnswers: wouldBuy });
const run = (n: number, verdict: RunFigures['verdict'], v: RunFigures['values']): RunFigures => ({ run: n, seed: n, verdict, values: v });

describe('verdict stability', () => {
  it("counts the reruns whose verdict equals the session's and spans each figure over all runs", () => {
    const s = summarize(run(0, 'greenlight', values(67)), [run(1, 'greenlight', values(100, 33)), run(2, 'tweaks', values(33))]);
    expect(s.held).toBe(1);
    expect(s.ranges.find((r) => r.key === 'wouldBuy')).toEqual({ key: 'wouldBuy', label: 'Would buy or use it', min: 33, max: 100 });
    expect(s.ranges.find((r) => r.key === 'priceTooHigh')).toMatchObject({ min: 0, max: 33 });
  });

  it("takes each scale question's mean value per run and spans it over all runs", () => {
    const t = (ratings: number[]): Transcript => ({
      session: {
        id: 's',
        userId: 'u',
        title: 'Cooker',
        productIdea: 'A smart rice cooker.',
        targetAudience: null,
        additionalContext: null,
        websites: null,
        tags: [],
        totalQuestions: 2,
        createdAt: new Date(),
      },
      questions: [
        {
          id: 'q1',
          number: 1,
          text: 'How likely are you to buy it?',
          spec: { kind: 'scale', scale: { min: 1, max: 10, minLabel: 'Not at all likely', maxLabel: 'Extremely likely' } },
        },
        { id: 'q2', number: 2, text: 'What do you think?' },
      ],
      avatars: ['a', 'b', 'c'].map((id) => ({ id, name: id.toUpperCase(), jobTitle: null, age: null, location: null, image: null })),
      responses: ratings.map((value, i) => ({
        id: `r${i}`,
        questionId: 'q1',
        avatarId: 'abc'[i]!,
        status: 'answered' as const,
        text: `I would give it ${value} out of 10.`,
        value,
      })),
      replyRuns: [],
    });
    const runs = [t([7, 8, 9]), t([6, 6, 7]), t([9, 9, 9])].map((x, i) => runFigures(x, i, i));
    expect(runs[0]!.scales).toEqual([{ questionId: 'q1', label: 'Mean rating, question 1 (1 to 10)', mean: 8 }]);
    expect(runs[1]!.scales![0]!.mean).toBe(6.3);
    const s = summarize(runs[0]!, runs.slice(1));
    expect(s.scaleRanges).toEqual([{ questionId: 'q1', label: 'Mean rating, question 1 (1 to 10)', original: 8, min: 6.3, max: 9 }]);
  });

  it('reads a run by the rules coder: refusals are refusals', () => {
    const t: Transcript = {
      session: {
        id: 's',
        userId: 'u',
        title: 'Cooker',
        productIdea: 'A smart rice cooker for $400.',
        targetAudience: null,
        additionalContext: null,
        websites: null,
        tags: [],
        totalQuestions: 1,
        createdAt: new Date(),
      },
      questions: [{ id: 'q1', number: 1, text: 'Would you buy it?' }],
      avatars: ['a', 'b', 'c'].map((id) => ({ id, name: id.toUpperCase(), jobTitle: null, age: null, location: null, image: null })),
      responses: [
        { id: 'r1', questionId: 'q1', avatarId: 'a', status: 'answered', text: 'No, I would not buy it. $400 is far too expensive for me.' },
        { id: 'r2', questionId: 'q1', avatarId: 'b', status: 'answered', text: 'No. Not for me at that price.' },
        { id: 'r3', questionId: 'q1', avatarId: 'c', status: 'answered', text: 'Yes, I would buy one tomorrow.' },
      ],
      replyRuns: [],
    };
    const f = runFigures(t, 1, 7);
    expect(f).toMatchObject({ run: 1, seed: 7 });
    expect(f.values.wouldNot).toBe(67);
    expect(f.values.wouldBuy).toBe(33);
  });
});
