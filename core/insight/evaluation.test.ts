import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONCERNS, type AnswerCode } from './codebook.js';
import { concernsJaccard, formatStanceConfusion, parseLabelledSet, ratingMatches, scoreCoder, type ExpectedCode, type LabelledItem } from './evaluation.js';

const brief = 'A smart kettle that boils to the degree. It costs $120.';
const base: ExpectedCode = { onTopic: true, stance: 'neutral', purchase: 'unstated', price: 'unstated', rating: null, concerns: [] };
const item = (id: string, answer: string, expected: Partial<ExpectedCode>): LabelledItem => ({
  id,
  input: { brief, question: 'Would you buy this?', answer },
  expected: { ...base, ...expected },
});
const code = (c: Partial<AnswerCode>): AnswerCode => ({ ...base, evidence: '', ...c });

describe('scoreCoder', () => {
  const items = [
    item('a', 'Yes, I would buy it tomorrow.', { stance: 'positive', purchase: 'yes' }),
    item('b', 'Too expensive for a kettle, so no.', { stance: 'negative', purchase: 'no', price: 'too_high', concerns: ['price'] }),
    item('c', 'At half the price I would buy one.', { stance: 'negative', purchase: 'no', price: 'too_high', concerns: ['price', 'need_fit'] }),
    item('d', 'A solid seven.', { rating: 7, stance: 'positive' }),
  ];
  const coded = [
    code({ stance: 'positive', purchase: 'yes', evidence: 'I would buy it tomorrow' }),
    code({ stance: 'negative', purchase: 'no', price: 'too_high', concerns: ['price'], evidence: 'Too expensive' }),
    code({ stance: 'positive', purchase: 'yes', concerns: ['price'], evidence: 'half price' }), // misses: stance, purchase, price, concerns; evidence not verbatim
    code({ rating: 7.004, stance: 'neutral', evidence: 'A solid seven.' }),
  ];
  const s = scoreCoder(items, coded);

  it('counts exact matches per field', () => {
    expect(s.n).toBe(4);
    expect(s.accuracy).toEqual({ onTopic: 1, stance: 0.5, purchase: 0.75, price: 0.75, rating: 1, concerns: 0.75 });
  });

  it('scores concern overlap, too-high recall and precision, and verbatim evidence', () => {
    expect(s.concernsJaccard).toBeCloseTo((1 + 1 + 0.5 + 1) / 4);
    expect(s.tooHighRecall).toBe(0.5);
    expect(s.tooHighPrecision).toBe(1);
    expect(s.evidenceVerbatim).toBe(0.75);
  });

  it('fills the stance confusion matrix with rows expected and columns coded', () => {
    expect(s.stanceConfusion.positive).toEqual({ positive: 1, negative: 0, mixed: 0, neutral: 1 });
    expect(s.stanceConfusion.negative).toEqual({ positive: 1, negative: 1, mixed: 0, neutral: 0 });
    expect(s.stanceConfusion.mixed).toEqual({ positive: 0, negative: 0, mixed: 0, neutral: 0 });
    expect(formatStanceConfusion(s.stanceConfusion).split('\n')).toHaveLength(5);
  });

  it('fills the price confusion matrix the same way', () => {
    expect(s.priceConfusion.too_high).toEqual({ acceptable: 0, too_high: 1, unstated: 1 });
    expect(s.priceConfusion.unstated).toEqual({ acceptable: 0, too_high: 0, unstated: 2 });
  });

  it('lists the misses by item and field', () => {
    expect(s.misses.filter((m) => m.id === 'c').map((m) => m.field)).toEqual(['stance', 'purchase', 'price', 'concerns']);
    expect(s.misses.find((m) => m.id === 'd')).toMatchObject({ field: 'stance', expected: 'positive', coded: 'neutral' });
  });

  it('gives NaN recall when nothing is labelled too high, and refuses mismatched lengths', () => {
    const one = scoreCoder([items[0]!], [coded[0]!]);
    expect(one.tooHighRecall).toBeNaN();
    expect(one.tooHighPrecision).toBeNaN();
    expect(() => scoreCoder(items, coded.slice(1))).toThrow(/4 items but 3 codes/);
  });
});

describe('field comparisons', () => {
  it('matches ratings within 0.01 and null only with null', () => {
    expect(ratingMatches(6.5, 6.5)).toBe(true);
    expect(ratingMatches(6.5, 6.52)).toBe(false);
    expect(ratingMatches(null, null)).toBe(true);
    expect(ratingMatches(null, 0)).toBe(false);
    expect(ratingMatches(0, null)).toBe(false);
  });

  it('computes Jaccard over concern sets, two empty sets counting as a match', () => {
    expect(concernsJaccard([], [])).toBe(1);
    expect(concernsJaccard(['price'], [])).toBe(0);
    expect(concernsJaccard(['price', 'quality'], ['quality', 'price'])).toBe(1);
    expect(concernsJaccard(['price', 'quality'], ['price', 'switching', 'other'])).toBe(0.25);
  });
});

describe('parseLabelledSet', () => {
  const line = (o: Record<string, unknown>) =>
    JSON.stringify({ id: 'x1', product: 'kitchen', brief, question: 'Would you buy this?', answer: 'No.', expected: { ...base, stance: 'negative', purchase: 'no' }, ...o });

  it('reads valid lines into coder inputs and expected codes, skipping blank lines', () => {
    const items = parseLabelledSet(`${line({})}\n\n${line({ id: 'x2', kind: 'scale', scale: { min: 1, max: 5 }, answer: '4', expected: { ...base, rating: 4 } })}\n`);
    expect(items.map((i) => i.id)).toEqual(['x1', 'x2']);
    expect(items[1]!.input).toEqual({ brief, question: 'Would you buy this?', kind: 'scale', scale: { min: 1, max: 5 }, answer: '4' });
    expect(items[0]!.expected.purchase).toBe('no');
  });

  it('rejects bad labels, bad scales, duplicate ids and broken JSON with the line number', () => {
    expect(() => parseLabelledSet(line({ expected: { ...base, stance: 'angry' } }))).toThrow(/line 1: expected\.stance/);
    expect(() => parseLabelledSet(`${line({})}\n${line({ scale: { min: 5, max: 1 } })}`)).toThrow(/line 2: scale/);
    expect(() => parseLabelledSet(`${line({})}\n${line({})}`)).toThrow(/line 2: duplicate id x1/);
    expect(() => parseLabelledSet('{nope')).toThrow(/line 1: not JSON/);
  });
});

describe('the labelled sets in bench/data', () => {
  const read = (name: string) => parseLabelledSet(readFileSync(new URL(`../../bench/data/${name}`, import.meta.url), 'utf8'));
  const dev = read('coder-dev.jsonl');
  const held = read('coder-eval.jsonl');

  it('are large enough, and the held-out set shares no id, brief or answer with the dev set', () => {
    expect(dev.length).toBeGreaterThanOrEqual(90);
    expect(held.length).toBeGreaterThanOrEqual(220);
    expect(new Set([...dev, ...held].map((i) => i.input.brief)).size).toBeGreaterThanOrEqual(20);
    const devIds = new Set(dev.map((i) => i.id));
    const devBriefs = new Set(dev.map((i) => i.input.brief));
    const devAnswers = new Set(dev.map((i) => i.input.answer));
    expect(held.filter((i) => devIds.has(i.id) || devBriefs.has(i.input.brief) || devAnswers.has(i.input.answer))).toEqual([]);
  });

  it('follow the labelling guide: off-topic codes are empty, concerns in codebook order, scale ratings in range', () => {
    for (const { id, input, expected: e } of [...dev, ...held]) {
      const where = `${id}: ${input.answer}`;
      if (!e.onTopic) expect({ where, ...e }).toEqual({ where, onTopic: false, stance: 'neutral', purchase: 'unstated', price: 'unstated', rating: null, concerns: [] });
      expect(e.concerns, where).toEqual([...new Set(e.concerns)].sort((a, b) => CONCERNS.indexOf(a) - CONCERNS.indexOf(b)));
      if (input.kind === 'scale' && e.onTopic) {
        expect(input.scale, where).toBeDefined();
        expect(e.rating, where).not.toBeNull();
        expect(e.rating! >= input.scale!.min && e.rating! <= input.scale!.max, where).toBe(true);
      }
      if (input.scale) expect(input.kind, where).toBe('scale');
    }
  });
});
