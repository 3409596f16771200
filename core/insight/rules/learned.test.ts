import { describe, expect, it } from 'vitest';
import { readLearned, trainLearned, TRAINING, wordsOf, type TrainingExample } from './learned.js';

const example = (words: string[], price: TrainingExample['expected']['price']): TrainingExample => ({
  features: ['bias', 'price=unstated', ...words.map((w) => `w=${w}`)],
  expected: { stance: price === 'too_high' ? 'negative' : 'positive', purchase: 'unstated', price },
});
// Six answers of each kind: every feature is seen at least minCount (5) times.
const examples = [
  ...Array.from({ length: 6 }, () => example(['steep', 'for'], 'too_high')),
  ...Array.from({ length: 6 }, () => example(['bargain', 'for'], 'acceptable')),
  ...Array.from({ length: 6 }, () => example(['weather'], 'unstated')),
];

describe('the learned reading', () => {
  it('marks the words a negator reaches, up to four on and never past a stop', () => {
    expect(wordsOf("I wouldn't really say it's worth 40 dollars. Fine.")).toEqual([
      'i',
      "wouldn't",
      'NOT_really',
      'NOT_say',
      "NOT_it's",
      'NOT_worth',
      'NUM',
      'dollars',
      '.',
      'fine',
      '.',
    ]);
  });

  it('learns which words carry each reaction, and overrules the rules only where it is sure', () => {
    const model = trainLearned(examples);
    const rules = { stance: 'neutral', purchase: 'unstated', price: 'unstated' } as const;
    expect(readLearned(model, ['bias', 'price=unstated', 'w=steep'], rules)).toMatchObject({ stance: 'negative', price: 'too_high' });
    expect(readLearned(model, ['bias', 'price=unstated', 'w=bargain'], rules)).toMatchObject({ stance: 'positive', price: 'acceptable' });
    // "for" is in answers of both kinds, so it decides nothing: the rules' reading stands.
    expect(readLearned(model, ['bias', 'price=unstated', 'w=for'], rules)).toEqual(rules);
  });

  it('trusts the words of a long answer less, so length alone never makes it sure', () => {
    const model = trainLearned(examples);
    const rules = { stance: 'neutral', purchase: 'unstated', price: 'unstated' } as const;
    const filler = Array.from({ length: 200 }, (_, i) => `w=filler${i}`);
    expect(readLearned(model, ['bias', 'price=unstated', 'w=steep', ...filler], rules).price).toBe('unstated');
  });

  it('gives the same weights for the same examples, and leaves out features seen too rarely', () => {
    const rare = [...examples, example(['once'], 'too_high')];
    const model = trainLearned(rare);
    expect(trainLearned(rare)).toEqual(model);
    expect(model.weights.price['w=once']).toBeUndefined();
    expect(trainLearned(rare, { ...TRAINING, minCount: 1 }).weights.price['w=once']).toBeDefined();
  });
});
