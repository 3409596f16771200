import { describe, expect, it } from 'vitest';
import { findNumbers, rangeAt } from './numbers.js';
import { amountNamed, amountPerBriefPeriod, ratingOnScale } from './rating.js';

const values = (s: string) => findNumbers(s).map((n) => n.value);
const ten = { min: 1, max: 10 };

describe('numbers in words and digits', () => {
  it('reads digits with thousands separators, cents and k', () => {
    expect(values('$1,200 or $49.99 or 5k')).toEqual([1200, 49.99, 5000]);
  });
  it('reads compound number words', () => {
    expect(values('twenty-five')).toEqual([25]);
    expect(values('a hundred and fifty')).toEqual([150]);
    expect(values("i'd pay the hundred and twenty-nine for that")).toEqual([129]);
    expect(values('one thousand two hundred')).toEqual([1200]);
  });
  it('keeps two numbers said side by side apart', () => {
    expect(values('six or seven')).toEqual([6, 7]);
  });
  it('marks money by sign or by word', () => {
    expect(findNumbers('fifty dollars').map((n) => n.money)).toEqual([true]);
    expect(findNumbers('€12 a month').map((n) => n.money)).toEqual([true]);
    expect(findNumbers('3 kids').map((n) => n.money)).toEqual([false]);
    for (const said of ['the r299 is nothing', 'rs. 499 a month', 'chf 18 a payslip', '₹2 per call', 'inr500'])
      expect(
        findNumbers(said).map((n) => n.money),
        said,
      ).toEqual([true]);
    expect(findNumbers('our 5 staff').map((n) => n.money)).toEqual([false]);
  });
  it('reads money said by its name alone and amounts in cents or pence', () => {
    expect(amountNamed('a dollar. it should be spare change.')).toBe(1);
    expect(amountNamed('a quid a week')).toBe(1);
    expect(amountNamed('forty cents.')).toBe(0.4);
    expect(amountNamed('50p a go')).toBe(0.5);
    expect(findNumbers('a pound of rice').length).toBe(0);
  });
  it('joins a range said with or, to, a dash or between/and', () => {
    for (const s of ['6 or 7', '6-7', 'between 6 and 7', '6 to 7']) expect(rangeAt(s, findNumbers(s), 0)?.map((n) => n.value)).toEqual([6, 7]);
    expect(rangeAt('8/10', findNumbers('8/10'), 0)).toBeNull();
  });
  it('gives a range said in shorthand the scale of its second number', () => {
    for (const s of ['$4-500', 'four or five hundred']) expect(rangeAt(s, findNumbers(s), 0)?.map((n) => n.value)).toEqual([400, 500]);
    expect(rangeAt('from 1 to 100', findNumbers('from 1 to 100'), 0)?.map((n) => n.value)).toEqual([1, 100]);
  });
  it('reads a scale word after digits, half a grand and a couple hundred', () => {
    expect(values('9 grand a year')).toEqual([9000]);
    expect(values('$1.2m')).toEqual([1_200_000]);
    expect(values('a 5m cable')).toEqual([5]);
    expect(values('half a grand')).toEqual([500]);
    expect(values('a couple hundred')).toEqual([200]);
    expect(findNumbers('400€').map((n) => n.money)).toEqual([true]);
  });
});

describe('the rating on a scale', () => {
  it.each([
    ['a solid seven', 7],
    ['6 or 7', 6.5],
    ['six or seven, probably', 6.5],
    ['8/10', 8],
    ['eight out of ten', 8],
    ['maybe a 4', 4],
    ['I have 3 kids, so a 7 for me', 7],
  ])('reads "%s" as %d', (text, rating) => expect(ratingOnScale(text, ten)).toBe(rating));

  it('ignores a number outside the scale and a counted number', () => {
    expect(ratingOnScale('I would give it 15', ten)).toBeNull();
    expect(ratingOnScale('I have 3 kids', ten)).toBeNull();
  });
  it('does not read the pronoun "one" as a rating', () => {
    expect(ratingOnScale("I'd order one", ten)).toBeNull();
  });
});

describe('the amount named', () => {
  it.each([
    ['fifty dollars, tops', 50],
    ['$20 a month', 20],
    ['between 30 and 40', 35],
    ['under a hundred', 100],
    ['maybe 150 at most', 150],
    ['for my 2 kids, maybe $30', 30],
  ])('reads "%s" as %d', (text, amount) => expect(amountNamed(text)).toBe(amount));
});

describe('text the rules read', () => {
  it('lower-cases one character for one, so clause offsets cut verbatim evidence', async () => {
    const { normalize } = await import('./text.js');
    const s = 'İstanbul\u2019da \u201cHARİKA\u201d';
    expect(normalize(s)).toHaveLength(s.length);
  });
  it('leaves times of day out of the numbers', () => {
    expect(values('at 6 a.m. or 7:30 or 11 pm, for $20')).toEqual([20]);
  });
  it('reads hundreds said as prices are', () => {
    expect(values('two fifty')).toEqual([250]);
    expect(values('seven and a half')).toEqual([7.5]);
  });
  it('multiplies a half by the scale word after it, and reads a hyphenated currency word as money', async () => {
    expect(values('three and a half grand for a bike?')).toEqual([3500]);
    const { findNumbers } = await import('./numbers.js');
    expect(findNumbers("not sure it's twelve-hundred-dollars better")[0]).toMatchObject({ value: 1200, money: true });
  });
  it('reads "two fifty" against a small price as pounds and pence, and puts an amount in the brief\'s period', () => {
    expect(amountNamed('two fifty a bar, maybe', { amount: 3, period: null })).toBe(2.5);
    expect(amountNamed('two fifty, maybe', { amount: 399, period: null })).toBe(250);
    expect(amountNamed('$120 a year', { amount: 15, period: 'month' })).toBe(120);
    expect(amountPerBriefPeriod('$120 a year', { amount: 15, period: 'month' })).toBe(10);
    expect(amountPerBriefPeriod('$12', { amount: 15, period: 'month' })).toBe(12);
    expect(amountPerBriefPeriod('six grand annually', { amount: 750, period: 'month' })).toBe(500);
    expect(amountPerBriefPeriod('$40/mo', { amount: 480, period: 'year' })).toBe(480);
    expect(amountPerBriefPeriod('$6,000', { amount: 750, period: 'month' }, 'year')).toBe(500);
  });
});
