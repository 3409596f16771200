import { describe, expect, it } from 'vitest';
import type { AnswerCode } from './codebook.js';
import { computeFigures, type CodedAnswer, type FigureInput } from './figures.js';

const code = (c: Partial<AnswerCode> & { evidence: string }): AnswerCode => ({
  onTopic: true,
  stance: 'neutral',
  purchase: 'unstated',
  price: 'unstated',
  rating: null,
  concerns: [],
  ...c,
});

const questions = [
  { id: 'q1', number: 1, text: 'What is your first impression?' },
  { id: 'q2', number: 2, text: 'On a scale of 1 to 10, how likely are you to buy it?' },
  { id: 'q3', number: 3, text: "What's your favourite movie?" },
  { id: 'q4', number: 4, text: 'What is the most you would pay per month?' },
];
const avatars = [
  { id: 'a', name: 'Ana', jobTitle: 'Nurse' },
  { id: 'b', name: 'Ben', jobTitle: null },
  { id: 'c', name: 'Cy', jobTitle: 'Driver' },
];

function answer(id: string, questionId: string, avatarId: string, text: string, c: Partial<AnswerCode>): CodedAnswer {
  return { answerId: id, questionId, avatarId, text, code: code({ evidence: text, ...c }), coder: 'rules@1' };
}

const answers: CodedAnswer[] = [
  answer('1a', 'q1', 'a', 'I love it.', { stance: 'positive', purchase: 'yes' }),
  answer('1b', 'q1', 'b', 'Too pricey for me, and I worry about my data.', { stance: 'negative', price: 'too_high', concerns: ['price', 'trust_privacy'] }),
  answer('1c', 'q1', 'c', 'Nice, but $89 is steep.', { stance: 'mixed', price: 'too_high', concerns: ['price'] }),
  answer('2a', 'q2', 'a', 'Honestly a 3, I changed my mind.', { stance: 'negative', purchase: 'no', rating: 3 }),
  answer('2b', 'q2', 'b', 'A solid seven.', { stance: 'positive', purchase: 'maybe', rating: 7 }),
  answer('2c', 'q2', 'c', 'Six or seven.', { stance: 'mixed', purchase: 'maybe', rating: 6.5 }),
  answer('3a', 'q3', 'a', 'Casablanca, every time.', { onTopic: false }),
  answer('3b', 'q3', 'b', 'Anything with dragons, I love them.', { onTopic: false, stance: 'positive', purchase: 'yes' }),
  answer('4a', 'q4', 'a', 'Forty dollars tops.', { stance: 'negative', price: 'too_high', rating: 40 }),
  answer('4c', 'q4', 'c', '$90 is fine.', { stance: 'positive', price: 'acceptable', rating: 90 }),
];

const input: FigureInput = { brief: 'Fresh vegan dog food, $89 a month.', questions, avatars, answers, skipped: [{ questionId: 'q4', avatarId: 'b' }] };

describe('computeFigures', () => {
  const f = computeFigures(input);

  it("counts each participant's latest stated intent, with the answers behind it", () => {
    expect(f.intent.yes.count).toBe(0);
    expect(f.intent.no).toEqual({ count: 1, avatarIds: ['a'], answerIds: ['2a'] });
    expect(f.intent.maybe.avatarIds).toEqual(['b', 'c']);
    expect(f.intent.stated).toBe(3);
  });

  it('keeps off-topic answers out of every product figure', () => {
    expect(f.intent.yes.answerIds).not.toContain('3b');
    expect(f.stance.positive.answerIds).not.toContain('3b');
    expect(f.liked.quotes.map((q) => q.answerId)).not.toContain('3b');
    expect(f.coding.offTopicQuestions).toEqual([3]);
    expect(f.coding.offTopicAnswers).toBe(2);
    expect(f.questions[2]!.onTopic).toBe(false);
  });

  it('reads the price reaction per participant and collects the amounts named', () => {
    expect(f.price.briefPrice).toEqual({ amount: 89, currency: 'USD', period: 'month' });
    expect(f.price.tooHigh.avatarIds.sort()).toEqual(['a', 'b']);
    expect(f.price.acceptable.avatarIds).toEqual(['c']);
    expect(f.price.amounts.map((a) => a.amount)).toEqual([40, 90]);
    expect(f.price.medianAmount).toBe(65);
  });

  it('ranks concerns by participants and quotes them verbatim', () => {
    expect(f.concerns.map((c) => [c.id, c.participants.count])).toEqual([
      ['price', 2],
      ['trust_privacy', 1],
    ]);
    for (const c of f.concerns) for (const q of c.quotes) expect(answers.find((a) => a.answerId === q.answerId)!.text).toContain(q.text);
  });

  it('summarises a scale question: values, mean, median, histogram', () => {
    const r = f.questions[1]!.ratings!;
    expect(r.kind).toBe('scale');
    expect(r.scale).toEqual({ min: 1, max: 10 });
    expect(r.values.map((v) => v.value)).toEqual([3, 7, 6.5]);
    expect(r.mean).toBe(5.5);
    expect(r.median).toBe(6.5);
    expect(f.questions[3]!.ratings!.kind).toBe('amount');
    expect(f.questions[3]!.skipped).toBe(1);
  });

  it('labels only a participant who said yes as a likely early adopter', () => {
    const labels = Object.fromEntries(f.participants.map((p) => [p.avatarId, p.label]));
    expect(labels).toEqual({ a: 'not-a-buyer', b: 'open-but-unconvinced', c: 'open-but-unconvinced' });
  });

  it('decides the verdict from the codes: price holds back most of a panel that did not say yes', () => {
    expect(f.verdict).toMatchObject({ verdict: 'not-ready', rule: 'blocking-concern' });
    expect(f.verdict.reasons[0]).toMatch(/^Price holds back 2 of 3 participants/);
  });

  it('counts stored values of a structured question and a discussion round, and revised amounts once', () => {
    const spec = { kind: 'price' as const, currency: 'USD', period: 'month' };
    const priced: FigureInput = {
      ...input,
      questions: [
        { id: 'p1', number: 1, text: 'The most you would pay?', kind: 'price', spec },
        { id: 'p2', number: 2, text: 'The most you would pay?', kind: 'price', spec, discussesQuestionId: 'p1' },
      ],
      answers: [
        { ...answer('x1', 'p1', 'a', 'Forty.', { rating: 40 }), value: 40 },
        { ...answer('y1', 'p1', 'b', 'Ninety.', { rating: 90 }), value: 90 },
        { ...answer('x2', 'p2', 'a', 'Sixty after all.', { rating: 60 }), value: 60 },
        { ...answer('y2', 'p2', 'b', 'Still ninety.', { rating: 90 }), value: 90 },
      ],
      skipped: [],
    };
    const g = computeFigures(priced);
    expect(g.questions[0]!.distribution).toMatchObject({ kind: 'price', n: 2, median: 65, briefAmount: 89, atOrAbove: { count: 1 } });
    expect(g.questions[1]!.discussion).toMatchObject({ discusses: 1, changed: 1, meanShift: 10 });
    // The amounts named are each participant's revised one, not both rounds.
    expect(g.price.amounts.map((a) => a.amount)).toEqual([60, 90]);
  });
});
