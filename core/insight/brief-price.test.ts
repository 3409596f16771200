import { describe, expect, it } from 'vitest';
import { briefPrice, briefPriceFor, briefPrices, formatPrice } from './brief-price.js';

describe('briefPrice', () => {
  it.each([
    ['A smart rice cooker for $400.', { amount: 400, currency: 'USD', period: null }],
    ['SOC 2 automation at $750/month for startups', { amount: 750, currency: 'USD', period: 'month' }],
    ['Vegan dog food delivered fresh, $89 a month.', { amount: 89, currency: 'USD', period: 'month' }],
    ['Free tier, then €12 per month for teams', { amount: 12, currency: 'EUR', period: 'month' }],
    ['A yearly pass costs £1,200 per year', { amount: 1200, currency: 'GBP', period: 'year' }],
    ['Priced at 49.99 USD monthly', { amount: 49.99, currency: 'USD', period: 'month' }],
    ['Seats are $15/user', { amount: 15, currency: 'USD', period: 'user' }],
    ['Costs 30 dollars a week', { amount: 30, currency: 'USD', period: 'week' }],
    ['Ein Kaffeevollautomat für 1.299 €', { amount: 1299, currency: 'EUR', period: null }],
    ['Costs 400€ with free delivery', { amount: 400, currency: 'EUR', period: null }],
    ['Payroll add-on, £4 per staff member per month, billed monthly', { amount: 4, currency: 'GBP', period: 'month' }],
    ['£1m of cyber insurance with antivirus. It costs £2,400 per year for the business.', { amount: 2400, currency: 'GBP', period: 'year' }],
    ['Insurance that pays up to £1,500 of deductions. It costs £4 per month.', { amount: 4, currency: 'GBP', period: 'month' }],
    ['A four-hundred-dollar rice cooker', { amount: 400, currency: 'USD', period: null }],
    ['Twelve dollars a month, cancel any time', { amount: 12, currency: 'USD', period: 'month' }],
    ['Meal kits for ₹999/month', { amount: 999, currency: 'INR', period: 'month' }],
    ['Streaming for 99 kr/month', { amount: 99, currency: 'SEK', period: 'month' }],
    ['A GPS watch for 399 zł plus 19 zł a month', { amount: 399, currency: 'PLN', period: null }],
    ['Gym classes, £8.99pm', { amount: 8.99, currency: 'GBP', period: 'month' }],
    ['Venues pay R299 per month per location plus 1.5% per order', { amount: 299, currency: 'ZAR', period: 'month' }],
    ['Payroll at CHF 18 per payslip per month', { amount: 18, currency: 'CHF', period: 'month' }],
    ['NZ$15 per month for one user', { amount: 15, currency: 'NZD', period: 'month' }],
    ['Invoice chasing for S$45 a month', { amount: 45, currency: 'SGD', period: 'month' }],
    ['Invoicing for ₦6,500/month', { amount: 6500, currency: 'NGN', period: 'month' }],
    ['Bookings for R$39 a month plus 2% per deposit', { amount: 39, currency: 'BRL', period: 'month' }],
  ])('reads %s', (brief, want) => {
    expect(briefPrice(brief)).toEqual(want);
  });

  it('reads the period after what the price counts: per location per month, per location per year', () => {
    expect(briefPrices('Hardware is £600 per location, then £85 per location per month.')).toEqual([
      { amount: 600, currency: 'GBP', period: null },
      { amount: 85, currency: 'GBP', period: 'month' },
    ]);
    expect(briefPrices('It costs £60 per location per month, or £600 per location per year if paid annually.').map((p) => p.period)).toEqual(['month', 'year']);
  });
  it('finds no price where none is stated', () => {
    expect(briefPrice('A community app for gardeners, 3 features, launching in 2027.')).toBeNull();
  });

  it('formats a price with its period', () => {
    expect(formatPrice({ amount: 750, currency: 'USD', period: 'month' })).toBe('$750/month');
    expect(formatPrice({ amount: 1200, currency: 'GBP', period: null })).toBe('£1,200');
  });

  it('finds the price of the part a question names, after its name or else before it', () => {
    const tiers = 'Plans: Starter $12, Pro $19 and Business $29 per user per month.';
    expect(briefPriceFor(tiers, "What's the most you'd pay for the Business plan?")?.amount).toBe(29);
    expect(briefPriceFor(tiers, "What's the most you'd pay for Pro?")?.amount).toBe(19);
    const kit = 'A $199 camera, plus an $8 a month plan for cloud video.';
    expect(briefPriceFor(kit, "What's the most you'd pay for the camera?")?.amount).toBe(199);
    expect(briefPriceFor(kit, "What's the most you'd pay for the plan?")).toMatchObject({ amount: 8, period: 'month' });
    expect(briefPriceFor(kit, "What's the most you'd pay for it?")).toBeNull();
  });
});
