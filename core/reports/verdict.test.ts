import { describe, expect, it } from 'vitest';
import type { SentimentStats } from './contract.js';
import { decideVerdict, VERDICT_RULES } from './verdict.js';

/** Stats for n answers split into positive / negative / neutral counts. */
function stats(positive: number, negative: number, neutral = 0): SentimentStats {
  const responses = positive + negative + neutral;
  return { responses, positive, negative, neutral, mean: 0, net: responses ? Math.round(((positive - negative) / responses) * 100) : 0 };
}
const q = (number: number, s: SentimentStats) => ({ number, sentiment: s });

describe('verdict rules', () => {
  it('is not-ready with fewer answers than the minimum, however positive', () => {
    const d = decideVerdict(stats(VERDICT_RULES.MIN_RESPONSES - 1, 0), []);
    expect(d).toMatchObject({ verdict: 'not-ready', rule: 'insufficient-evidence' });
  });

  it('is not-ready when 40% or more of the answers are negative, even with a positive net', () => {
    // 5 positive, 4 negative, 1 neutral: net +10 but 40% negative.
    const d = decideVerdict(stats(5, 4, 1), [q(1, stats(5, 4, 1))]);
    expect(d).toMatchObject({ verdict: 'not-ready', rule: 'concerns-dominate' });
    expect(d.reasons[0]).toContain('40%');
  });

  it('is not-ready when the net sentiment is below zero', () => {
    const d = decideVerdict(stats(2, 3, 5), [q(1, stats(2, 3, 5))]);
    expect(d).toMatchObject({ verdict: 'not-ready', rule: 'net-negative' });
  });

  it('greenlights broad enthusiasm with no weak question', () => {
    const d = decideVerdict(stats(8, 1, 1), [q(1, stats(4, 0)), q(2, stats(4, 1, 1))]);
    expect(d).toMatchObject({ verdict: 'greenlight', rule: 'broad-enthusiasm' });
  });

  it('asks for tweaks when one question falls below the per-question floor', () => {
    // Overall net +60, but Q2 is net -33.
    const d = decideVerdict(stats(8, 1, 1), [q(1, stats(7, 0)), q(2, stats(1, 1, 1)), q(3, stats(0, 0, 0))]);
    expect(d.verdict).toBe('greenlight');
    const weak = decideVerdict(stats(8, 1, 1), [q(1, stats(7, 0)), q(2, stats(0, 1, 2))]);
    expect(weak).toMatchObject({ verdict: 'tweaks', rule: 'positive-with-reservations' });
    expect(weak.reasons).toContain('Question 2 drew a net sentiment of -33.');
  });

  it('asks for tweaks when positive but below the greenlight net', () => {
    const d = decideVerdict(stats(5, 2, 3), [q(1, stats(5, 2, 3))]);
    expect(d.verdict).toBe('tweaks');
    expect(d.reasons.join(' ')).toContain('Net sentiment is 30');
  });

  it('ignores questions nobody answered when checking the per-question floor', () => {
    const d = decideVerdict(stats(9, 0, 1), [q(1, stats(9, 0, 1)), q(2, stats(0, 0, 0))]);
    expect(d.verdict).toBe('greenlight');
  });
});
