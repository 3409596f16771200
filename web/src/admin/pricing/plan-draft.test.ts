import { describe, expect, it } from 'vitest';
import { parseDraft } from './plan-draft';

describe('pricing row parsing', () => {
  it('reads the price as a decimal and the credits as an integer', () => {
    expect(parseDraft({ displayName: ' Growth ', price: '39.99', credits: '50', stripePriceId: ' price_1 ' })).toEqual({
      displayName: 'Growth',
      price: 39.99,
      credits: 50,
      stripePriceId: 'price_1',
    });
  });

  it('uses 0 for a price or credits that do not parse, and null for an empty Stripe price id', () => {
    expect(parseDraft({ displayName: 'X', price: 'abc', credits: '', stripePriceId: '  ' })).toEqual({ displayName: 'X', price: 0, credits: 0, stripePriceId: null });
    expect(parseDraft({ displayName: 'X', price: '12.5 dollars', credits: '7.9', stripePriceId: '' })).toMatchObject({ price: 12.5, credits: 7 });
  });
});
