import { describe, expect, it } from 'vitest';
import type { Tally } from './contract.js';
import { decideVerdict, type VerdictInput } from './verdict.js';

const ids = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}`);
const tally = (avatarIds: string[]): Tally => ({ count: avatarIds.length, avatarIds, answerIds: avatarIds.map((a) => `ans-${a}`) });

/** A panel of `size` from counts: yes, maybe, no (the rest unstated), price too high / acceptable, and concern holders. */
function panel(o: { size: number; yes: number; maybe: number; no: number; tooHigh?: number; acceptable?: number; concern?: { label: string; holders: string[] } }): VerdictInput {
  const yes = ids('y', o.yes);
  const maybe = ids('m', o.maybe);
  const no = ids('n', o.no);
  return {
    panelSize: o.size,
    intent: { stated: o.yes + o.maybe + o.no, yes: tally(yes), maybe: tally(maybe), no: tally(no) },
    price: { stated: (o.tooHigh ?? 0) + (o.acceptable ?? 0), tooHigh: tally(ids('p', o.tooHigh ?? 0)) },
    concerns: o.concern ? [{ label: o.concern.label, participants: tally(o.concern.holders) }] : [],
    yesAvatarIds: new Set(yes),
  };
}

describe('decideVerdict', () => {
  it.each([
    ['two stated intents is not enough evidence', panel({ size: 6, yes: 2, maybe: 0, no: 0 }), 'not-ready', 'not-enough-evidence'],
    ['nobody stated an intent', panel({ size: 4, yes: 0, maybe: 0, no: 0 }), 'not-ready', 'not-enough-evidence'],
    ['half refusing is not ready', panel({ size: 6, yes: 2, maybe: 1, no: 3 }), 'not-ready', 'refusals-dominate'],
    ['a refusing panel is not ready even when it likes the idea', panel({ size: 6, yes: 0, maybe: 2, no: 4, tooHigh: 4 }), 'not-ready', 'refusals-dominate'],
    [
      'a concern most non-buyers share blocks',
      panel({ size: 6, yes: 1, maybe: 4, no: 1, concern: { label: 'Trust & privacy', holders: ['m0', 'm1', 'm2', 'n0'] } }),
      'not-ready',
      'blocking-concern',
    ],
    [
      'a concern held by exactly half the panel does not block',
      panel({ size: 6, yes: 2, maybe: 2, no: 2, concern: { label: 'Need & fit', holders: ['m0', 'n0', 'n1'] } }),
      'tweaks',
      'interest-with-reservations',
    ],
    [
      'a concern the buyers mention does not block',
      panel({ size: 6, yes: 5, maybe: 1, no: 0, concern: { label: 'Price', holders: ['y0', 'y1', 'y2', 'y3'] } }),
      'greenlight',
      'clear-demand',
    ],
    ['clear demand is a greenlight', panel({ size: 6, yes: 4, maybe: 1, no: 1, tooHigh: 1, acceptable: 4 }), 'greenlight', 'clear-demand'],
    ['exactly 60% yes and 20% no is a greenlight', panel({ size: 5, yes: 3, maybe: 1, no: 1 }), 'greenlight', 'clear-demand'],
    ['demand with a price most find too high needs tweaks', panel({ size: 6, yes: 4, maybe: 1, no: 1, tooHigh: 4, acceptable: 2 }), 'tweaks', 'interest-with-reservations'],
    ['demand with a price half find too high is still a greenlight', panel({ size: 6, yes: 4, maybe: 1, no: 1, tooHigh: 3, acceptable: 3 }), 'greenlight', 'clear-demand'],
    ['a split panel needs tweaks', panel({ size: 6, yes: 2, maybe: 2, no: 2 }), 'tweaks', 'interest-with-reservations'],
    ['mostly maybes need tweaks', panel({ size: 5, yes: 1, maybe: 4, no: 0 }), 'tweaks', 'interest-with-reservations'],
    ['yes-heavy with too many refusals needs tweaks', panel({ size: 10, yes: 6, maybe: 1, no: 3 }), 'tweaks', 'interest-with-reservations'],
  ])('%s', (_name, input, verdict, rule) => {
    const d = decideVerdict(input);
    expect(d.verdict).toBe(verdict);
    expect(d.rule).toBe(rule);
    expect(d.reasons.length).toBeGreaterThan(0);
  });

  it('says which greenlight condition failed', () => {
    const d = decideVerdict(panel({ size: 6, yes: 4, maybe: 1, no: 1, tooHigh: 4, acceptable: 1 }));
    expect(d.reasons.join(' ')).toMatch(/4 of 5 participants who reacted to the price found it too high/);
  });
});
