import { describe, expect, it } from 'vitest';
import { daysLeft, expiryFor, planDraws, urgencyFor } from './policy.js';

const day = 24 * 3600_000;
const now = new Date('2026-03-01T12:00:00Z');

describe('credit policy', () => {
  it('expires a purchase 61 days later', () => {
    expect(expiryFor(now).toISOString()).toBe('2026-05-01T12:00:00.000Z');
  });

  it('counts days left rounding up, with 0 at and after the expiry instant', () => {
    expect(daysLeft(new Date(now.getTime() + 2 * 3600_000), now)).toBe(1);
    expect(daysLeft(new Date(now.getTime() + 3 * day), now)).toBe(3);
    expect(daysLeft(new Date(now.getTime() + 3 * day + 1), now)).toBe(4);
    expect(daysLeft(now, now)).toBe(0);
    expect(daysLeft(new Date(now.getTime() - day), now)).toBe(0);
  });

  it('marks 3 days or fewer critical, 7 or fewer warning, the rest normal', () => {
    expect([0, 1, 3, 4, 7, 8, 60].map(urgencyFor)).toEqual(['critical', 'critical', 'critical', 'warning', 'warning', 'normal', 'normal']);
  });

  it('draws the oldest batch first and touches only the batches it needs', () => {
    const batches = [
      { id: 'a', remaining: 3 },
      { id: 'b', remaining: 5 },
      { id: 'c', remaining: 10 },
    ];
    expect(planDraws(batches, 2)).toEqual([{ batchId: 'a', credits: 2 }]);
    expect(planDraws(batches, 10)).toEqual([
      { batchId: 'a', credits: 3 },
      { batchId: 'b', credits: 5 },
      { batchId: 'c', credits: 2 },
    ]);
    expect(planDraws(batches, 18)).toHaveLength(3);
  });

  it('refuses when the batches are short, whatever their order', () => {
    expect(planDraws([{ id: 'a', remaining: 3 }], 4)).toBeNull();
    expect(planDraws([], 1)).toBeNull();
  });
});
