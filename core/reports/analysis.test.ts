import { describe, expect, it } from 'vitest';
import { analyzeTranscript } from './analysis.js';
import { splitByHeadings, sanitizeProse, mdInline } from './markdown.js';
import { scoreText, sentencesOf } from './sentiment.js';
import { themesIn, topKeywords } from './themes.js';
import type { Transcript } from './transcript.js';

const A = { id: '00000000-0000-4000-8000-00000000000a', name: 'Ana Ruiz', jobTitle: 'Nurse', age: 34, location: 'Austin, TX', image: null };
const B = { id: '00000000-0000-4000-8000-00000000000b', name: 'Ben Cho', jobTitle: 'Accountant', age: 51, location: 'Boston, MA', image: null };
const Q1 = { id: '00000000-0000-4000-8000-000000000001', number: 1, text: 'First impression?' };
const Q2 = { id: '00000000-0000-4000-8000-000000000002', number: 2, text: 'Concerns?' };

function transcript(responses: Transcript['responses']): Transcript {
  return {
    session: { id: 's', userId: 'u', title: 'Meal planner', productIdea: 'A meal planner app', targetAudience: 'Busy parents', additionalContext: null, websites: null, tags: [], totalQuestions: 2, createdAt: new Date() },
    questions: [Q1, Q2],
    avatars: [A, B],
    responses,
  };
}

const answers: Transcript['responses'] = [
  { questionId: Q1.id, avatarId: A.id, status: 'answered', text: 'I love this idea. It would save me so much time every single week, and the recipes sound wonderful.' },
  { questionId: Q1.id, avatarId: B.id, status: 'answered', text: 'Honestly it looks useful and easy to use. I would happily try it with my family.' },
  { questionId: Q2.id, avatarId: A.id, status: 'answered', text: 'The subscription price worries me. Another monthly fee is a real problem for our budget.' },
  { questionId: Q2.id, avatarId: B.id, status: 'skipped', text: '' },
];

describe('transcript analysis', () => {
  const a = analyzeTranscript(transcript(answers));

  it('counts answers, skips, messages and words from the transcript', () => {
    expect(a.counts).toMatchObject({ participants: 2, questions: 2, responses: 3, skipped: 1, messages: 5 });
    expect(a.counts.words).toBeGreaterThan(40);
  });

  it('scores sentiment per question and per avatar', () => {
    const [q1, q2] = a.questions;
    expect(q1!.sentiment).toMatchObject({ responses: 2, positive: 2, negative: 0, net: 100 });
    expect(q2!.sentiment).toMatchObject({ responses: 1, negative: 1, net: -100 });
    expect(q2!.skipped).toBe(1);
    const ben = a.avatars.find((x) => x.avatarId === B.id)!;
    expect(ben).toMatchObject({ answered: 1, stance: 'positive' });
    expect(a.overall).toMatchObject({ responses: 3, positive: 2, negative: 1, net: 33 });
  });

  it('finds themes by their words and rates their tone', () => {
    const price = a.themes.find((t) => t.id === 'price')!;
    expect(price).toMatchObject({ mentions: 1, avatars: 1, stance: 'negative' });
    expect(a.themes.find((t) => t.id === 'time')).toMatchObject({ stance: 'positive' });
  });

  it('takes every quote verbatim from a stored answer', () => {
    const quotes = [
      ...a.quotes.positive,
      ...a.quotes.negative,
      ...a.questions.flatMap((q) => [q.positiveQuote, q.negativeQuote]),
      ...a.avatars.map((x) => x.quote),
      ...a.themes.map((t) => t.quote),
    ].filter((q) => q !== null);
    expect(quotes.length).toBeGreaterThan(4);
    for (const q of quotes) expect(answers.some((r) => r.text.includes(q.text))).toBe(true);
    expect(a.quotes.negative[0]!.text).toBe('The subscription price worries me.');
  });

  it('applies the verdict rules to the computed figures', () => {
    // 1 of 3 answers negative (33%), net +33: positive but short of a greenlight.
    expect(a.verdict.verdict).toBe('tweaks');
  });

  it('gives a not-ready verdict to a transcript without answers', () => {
    const empty = analyzeTranscript(transcript([]));
    expect(empty.counts.responses).toBe(0);
    expect(empty.verdict).toMatchObject({ verdict: 'not-ready', rule: 'insufficient-evidence' });
    expect(empty.themes).toEqual([]);
  });
});

describe('scoring helpers', () => {
  it('treats product-research words with the extra lexicon', () => {
    expect(scoreText('It seems overpriced and clunky.').label).toBe('negative');
    expect(scoreText('Very intuitive and affordable.').label).toBe('positive');
    expect(scoreText('It is like a diary for food.').label).toBe('neutral');
  });

  it('splits sentences without changing a character and drops fragments', () => {
    const text = 'Great idea!  Not sure about the cost though... Ok. Would I pay $5 a month? Maybe';
    const s = sentencesOf(text).map((x) => x.text);
    expect(s).toEqual(['Not sure about the cost though...', 'Would I pay $5 a month?']);
    for (const x of s) expect(text.includes(x)).toBe(true);
  });

  it('matches themes on whole words only', () => {
    expect(themesIn('A costume party')).toEqual([]);
    expect(themesIn('It costs too much and I already use another app')).toEqual(['price', 'alternatives']);
  });

  it('counts keywords once per answer and leaves out the product idea words', () => {
    const k = topKeywords(['recipes recipes groceries', 'recipes and groceries planner', 'planner only'], 'meal planner');
    expect(k).toEqual([
      { term: 'groceries', count: 2 },
      { term: 'recipes', count: 2 },
    ]);
  });
});

describe('markdown hygiene', () => {
  it('escapes user text so it cannot add headings, links or HTML', () => {
    expect(mdInline('line\n# Heading <b>x</b> [a](javascript:alert(1))')).toBe('line \\# Heading \\<b\\>x\\</b\\> \\[a\\](javascript:alert(1))');
  });

  it('unquotes invented quotations but keeps real ones', () => {
    const out = sanitizeProse('## Title\nOne said "the price worries me a lot" and "this is totally made up by the model".', ['Honestly, the price worries me a lot.']);
    expect(out).toBe('**Title**\nOne said "the price worries me a lot" and this is totally made up by the model.');
  });

  it('splits a document into cards at headings of level 1 to 3 only', () => {
    const cards = splitByHeadings('intro\n# A\na\n## B\nb\n#### not a card\n```\n# in code\n```\n### C\nc');
    expect(cards.map((c) => c.title)).toEqual([null, 'A', 'B', 'C']);
    expect(cards[2]!.body).toContain('#### not a card');
    expect(cards[2]!.body).toContain('# in code');
  });
});
