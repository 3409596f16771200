import { describe, expect, it } from 'vitest';
import { ratePerMinute } from './queue-stats.js';

const minute = 60_000;
const now = 100 * minute + 30_000;
const metrics = (prevTS: number, count: number, prevCount: number, data: number[]) => ({ meta: { count, prevTS, prevCount }, data, count: data.length });

describe('job rate from BullMQ metrics', () => {
  it('is zero without metrics or when the last job is older than the window', () => {
    expect(ratePerMinute(metrics(0, 0, 0, []), now)).toBe(0);
    expect(ratePerMinute(metrics(now - 6 * minute, 500, 0, []), now)).toBe(0);
  });

  it('counts the minute in progress and the older minutes inside the window', () => {
    // 10 jobs this minute, then 20, 30, 40, 50, 60 in the minutes before: the window holds 10 + 20..50.
    expect(ratePerMinute(metrics(now - 1000, 210, 200, [20, 30, 40, 50, 60]), now)).toBe((10 + 20 + 30 + 40 + 50) / 5);
  });

  it('shifts the window when the last job was some minutes ago', () => {
    // Last activity two minutes ago: that minute (5 jobs) and the two before it are still inside.
    expect(ratePerMinute(metrics(now - 2 * minute, 15, 10, [7, 8, 9]), now)).toBe((5 + 7 + 8) / 5);
  });
});
