import { describe, expect, it } from 'vitest';
import { readByRules } from '../rules-coder.js';
import { featuresOf, readLearned, trainLearned, TRAINING, wordsOf, type TrainingExample } from './learned.js';
import { readQuestion } from './question.js';

// The rules read every training answer right, as they do the sets they were written from.
const example = (words: string[], price: TrainingExample['expected']['price']): TrainingExample => ({
  features: ['bias', `price=${price}`, ...words.map((w) => `w=${w}`)],
  expected: { stance: price === 'too_high' ? 'negative' : price === 'acceptable' ? 'positive' : 'neutral', purchase: 'unstated', price },
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

  it('reads the opening words apart, with the intent, and the words after the last "but"', () => {
    const input = { brief: 'A meal kit, $60 a week.', question: 'Would you buy it?', answer: 'Nah, mate. Tasty, but not for us.' };
    const f = featuresOf(input.answer, readByRules(input), readQuestion(input));
    expect(f).toEqual(expect.arrayContaining(['w=^nah', 'iw=purchase&^nah', 'ww=^nah mate', 'w=>not', 'w=>NOT_for', 'w=>NOT_us']));
    expect(f).not.toContain('w=>tasty');
  });

  it('learns which words carry each reaction even where the rules always read it, and overrules them only where it is sure', () => {
    const model = trainLearned(examples);
    const rules = { stance: 'neutral', purchase: 'unstated', price: 'unstated' } as const;
    // Taught only with the rules' reading beside them, the words would stay too weak to overrule it here.
    expect(readLearned(model, ['bias', 'price=unstated', 'w=steep', 'w=for'], rules)).toMatchObject({ stance: 'negative', price: 'too_high' });
    expect(readLearned(model, ['bias', 'price=unstated', 'w=bargain', 'w=for'], rules)).toMatchObject({ stance: 'positive', price: 'acceptable' });
    // "for" is in answers of both kinds, so it decides nothing: the rules' reading stands.
    expect(readLearned(model, ['bias', 'price=unstated', 'w=for'], rules)).toEqual(rules);
  });

  it('never reads a condition the rules found as a yes', () => {
    const intent = (word: string, purchase: TrainingExample['expected']['purchase']): TrainingExample => ({
      features: ['bias', `w=${word}`],
      expected: { stance: 'neutral', purchase, price: 'unstated' },
    });
    const model = trainLearned([...Array.from({ length: 6 }, () => intent('sure', 'yes')), ...Array.from({ length: 6 }, () => intent('nope', 'no'))]);
    const read = (purchase: TrainingExample['expected']['purchase']) => readLearned(model, ['bias', 'w=sure'], { stance: 'neutral', purchase, price: 'unstated' }).purchase;
    expect(read('unstated')).toBe('yes');
    expect(read('maybe')).toBe('maybe');
    expect(read('no')).toBe('no');
  });

  it('reads away as neutral an attitude the rules found only where it is sure', () => {
    const model = trainLearned(examples);
    const negative = { stance: 'negative', purchase: 'unstated', price: 'unstated' } as const;
    expect(readLearned(model, ['bias', 'price=unstated', 'w=weather'], negative).stance).toBe('neutral');
    expect(readLearned(model, ['bias', 'price=unstated', 'w=for'], negative).stance).toBe('negative');
    expect(readLearned(model, ['bias', 'price=unstated', 'w=weather'], { stance: 'positive', purchase: 'unstated', price: 'acceptable' }).price).toBe('unstated');
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
