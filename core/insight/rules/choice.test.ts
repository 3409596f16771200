import { describe, expect, it } from 'vitest';
import { choiceOptions, choicePick } from './choice.js';

const GRILL = 'GrillMate is a smart pellet grill on subscription: the grill, pellets and recipes for $49 a month.';

describe('a choice question', () => {
  it('tells the idea from what the speaker would do instead, and reads which one an answer picks', () => {
    const options = choiceOptions('Would you rather subscribe to GrillMate, or keep using your old charcoal grill?', GRILL)!;
    expect(options.map((o) => o.side)).toEqual(['idea', 'alternative']);
    expect(choicePick(options, 'Keep the charcoal one. It works and it cost me nothing.')).toBe('alternative');
    expect(choicePick(options, 'GrillMate, no contest, the pellets alone sell it.')).toBe('idea');
    expect(choicePick(options, 'Neither, I barely grill.')).toBe('neither');
    expect(choicePick(options, 'Hard to say.')).toBeNull();
  });

  it("reads two of the idea's own plans as alike, so either pick takes the idea", () => {
    const options = choiceOptions('Monthly at $49 or yearly at $490: which would you pick?', GRILL)!;
    expect(options.map((o) => o.side)).toEqual([null, null]);
    expect(choicePick(options, 'Yearly, it works out cheaper.')).toBe('option');
    expect(choicePick(options, 'The first, I hate big one-off bills.')).toBe('option');
    // Paying outright may be one of the idea's own plans, not a way out of it.
    expect(choiceOptions('Would you rather rent the grill monthly or buy it outright?', GRILL)!.map((o) => o.side)).toEqual([null, null]);
  });

  it('finds no options in a question that offers none', () => {
    expect(choiceOptions('Would you buy it?', GRILL)).toBeNull();
  });
});
