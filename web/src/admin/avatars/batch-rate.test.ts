import { describe, expect, it } from 'vitest';
import { batchPace } from './batch-rate';

const start = '2026-01-01T00:00:00.000Z';
const t0 = new Date(start).getTime();

describe('batch pace', () => {
  it('has no rate or ETA before the first avatar', () => {
    expect(batchPace({ count: 100, done: 0, failed: 0, startedAt: start, finishedAt: null }, t0 + 5000)).toEqual({ perMinute: null, etaSeconds: null });
    expect(batchPace({ count: 100, done: 0, failed: 0, startedAt: null, finishedAt: null }, t0)).toEqual({ perMinute: null, etaSeconds: null });
  });

  it('counts failed generations as progress and projects the rest at the same pace', () => {
    // 10 in 2 s: 5 per second = 300 per minute; 90 left = 18 s.
    expect(batchPace({ count: 100, done: 8, failed: 2, startedAt: start, finishedAt: null }, t0 + 2000)).toEqual({ perMinute: 300, etaSeconds: 18 });
  });

  it('gives an ended batch its average pace and no ETA', () => {
    expect(batchPace({ count: 10, done: 10, failed: 0, startedAt: start, finishedAt: '2026-01-01T00:00:02.000Z' }, t0 + 60_000)).toEqual({ perMinute: 300, etaSeconds: null });
  });
});
