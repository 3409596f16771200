import { describe, expect, it } from 'vitest';
import type { InsightFigures } from '../../insight/contract.js';
import type { LlmProvider } from '../../llm/index.js';
import { INSIGHT_ENGINE } from '../contract.js';
import type { ProseContext } from './facts.js';
import { createReportWriter, numbersFromFigures } from './writer.js';

const tally = (n: number) => ({ count: n, avatarIds: [], answerIds: [] });
const figures = {
  intent: { participants: 6, stated: 5, yes: tally(1), maybe: tally(0), no: tally(4), unstated: tally(1) },
  price: { briefPrice: { amount: 89, currency: 'USD', period: 'month' }, stated: 5, tooHigh: tally(4), acceptable: tally(1), amounts: [], medianAmount: null },
  concerns: [],
  liked: { participants: tally(1), quotes: [] },
  stance: { positive: tally(1), negative: tally(4), mixed: tally(0), neutral: tally(1) },
  questions: [],
  participants: [],
  coding: { coders: [], onTopicAnswers: 6, offTopicAnswers: 0, offTopicQuestions: [] },
  verdict: { verdict: 'not-ready', rule: 'refusals-dominate', reasons: ['4 of 5 said no.'] },
} satisfies InsightFigures;
const ctx: ProseContext = {
  product: { title: 'FreshPaws', idea: 'Vegan dog food, $89 a month', audience: null, context: null },
  analysis: {
    engine: INSIGHT_ENGINE,
    counts: { participants: 6, questions: 4, responses: 24, skipped: 0, messages: 28, words: 300, avgWords: 12 },
    figures,
    wordSentiment: { answers: 6, positive: 1, neutral: 4, negative: 1, net: 0 },
    keywords: [],
  },
};

/** A provider that always answers with the given text, as a remote model would. */
const model = (text: string): LlmProvider => ({
  name: 'openai',
  model: 'test',
  simulated: false,
  complete: async () => ({ text, usage: { input: 1, output: 1 } }),
  stream: async () => ({ text, usage: { input: 1, output: 1 } }),
});

describe('report prose from a model', () => {
  it('keeps prose whose numbers are all in the figures', async () => {
    const text = '4 of the 5 participants who stated an intent said no, 80% of them, at $89 a month.';
    expect(await createReportWriter(model(text), ctx, []).write({ kind: 'executive' })).toBe(text);
  });

  it('replaces prose that states a number the figures do not hold with the offline writer', async () => {
    const out = await createReportWriter(model('Fully 73% of the panel loved it.'), ctx, []).write({ kind: 'executive' });
    expect(out).not.toContain('73%');
    expect(out).toContain('Verdict: **Not Ready**');
  });

  it('reads thousands separators and decimals as the figures they are', () => {
    expect(numbersFromFigures('It costs 1,200 or 89.5.', { a: 1200, b: 89.5 })).toBe(true);
    expect(numbersFromFigures('It costs 1,300.', { a: 1200 })).toBe(false);
  });
});
