import { describe, expect, it } from 'vitest';
import { currentQuestionNumber, DEFAULT_QUESTIONS, listedAsked, nextListed, plannedQuestions, questionLimit } from './question-plan.js';

describe('the question plan', () => {
  it('asks the session list, else the five defaults', () => {
    expect(plannedQuestions(['  A? ', '', 'B?'])).toEqual(['A?', 'B?']);
    expect(plannedQuestions([])).toEqual(DEFAULT_QUESTIONS);
  });

  it('holds as many questions as the list (5 when none), at most 5 for free users', () => {
    expect(questionLimit({ keyQuestions: ['a', 'b'], totalQuestions: 0, paid: true })).toBe(2);
    expect(questionLimit({ keyQuestions: [], totalQuestions: 0, paid: true })).toBe(5);
    expect(questionLimit({ keyQuestions: Array(8).fill('q'), totalQuestions: 8, paid: true })).toBe(8);
    expect(questionLimit({ keyQuestions: Array(8).fill('q'), totalQuestions: 8, paid: false })).toBe(5);
  });

  it('counts the current question as asked + 1, capped at the total', () => {
    expect(currentQuestionNumber(0, 5)).toBe(1);
    expect(currentQuestionNumber(4, 5)).toBe(5);
    expect(currentQuestionNumber(5, 5)).toBe(5);
  });
});

describe('listedAsked', () => {
  it('ticks only the listed questions that were asked, whatever else was asked in between', () => {
    expect(listedAsked(['First?', 'Second?', 'Third?'], ['first? ', 'Something of my own?', 'Third?'])).toEqual([true, false, true]);
  });
  it('offers the first listed question not asked yet as the next one', () => {
    expect(nextListed(['First?', 'Second?', 'Third?'], ['First?', 'Something of my own?'])).toBe('Second?');
    expect(nextListed(['First?'], ['First?'])).toBeNull();
  });
});
