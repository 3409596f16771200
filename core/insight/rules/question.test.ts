import { describe, expect, it } from 'vitest';
import { readQuestion } from './question.js';

const read = (question: string, brief = 'A meal kit for busy families, $12 a serving.', kind?: 'open' | 'scale' | 'price' | 'choice') => readQuestion({ brief, question, kind });

describe('what the question asks', () => {
  it.each([
    ['Would you buy this?', 'purchase'],
    ['How do you buy groceries today?', 'usage'],
    ['How likely are you to subscribe?', 'purchase'],
    ['Would you lease one for your warehouse?', 'purchase'],
    ['How likely are you to rent one for the summer?', 'purchase'],
    ['Would you stock it in your shop?', 'purchase'],
    ['On a scale of 1 to 10, how likely are you to list your van with it?', 'purchase'],
    ['How likely would you be to keep paying after the free month?', 'purchase'],
    ['How do you hire staff now?', 'usage'],
    ['How much would you pay for it?', 'amount'],
    ["What's the most you'd spend per month?", 'amount'],
    ['What would you expect to pay for something like this?', 'amount'],
    ['What would you expect hearing-aid earbuds to cost?', 'amount'],
    ['What do you think of twenty-five dollars a day?', 'price'],
    ['What is your view on ₹499 a month?', 'price'],
    ['Who do you think it is for?', 'audience'],
    ['What kind of people would use this?', 'audience'],
    ['Who do you see using this?', 'audience'],
    ["What's your biggest hesitation?", 'concern'],
    ['What would stop you from signing up?', 'concern'],
    ['What do you like most about it?', 'liked'],
    ['How likely are you to recommend it to a friend?', 'recommend'],
    ['How do you handle dinner on weeknights today?', 'usage'],
    ['What do you think of the price?', 'price'],
    ['What do you think of this idea?', 'general'],
  ])('reads "%s" as %s', (question, intent) => expect(read(question).intent).toBe(intent));

  it('reads a price question that asks what they think of the price as such, not as asking for an amount', () => {
    for (const question of [
      'What do you think of $12 a serving?',
      'Is $12 a serving fair?',
      'How does $12 a serving sit with you?',
      'Thoughts on $12 a serving?',
      'What do you think of the pricing?',
      'What do you think of 1.5% per order?',
      'How do you feel about 40p for each extra delivery?',
      'How would this fit your budget?',
      'How does that compare with what you pay now?',
      "It's $12 a serving. Thoughts?",
      'The meals are $12 each with a minimum of four a week. How does that sit with you?',
      '$12 a serving on a 12-month plan - what do you make of that?',
      "It's $12 a serving. What do you think?",
    ])
      expect(read(question, undefined, 'price').intent).toBe('price');
    for (const question of ['What would you pay per serving?', "What's the most you'd pay?", 'Price per serving?', 'What would you consider a fair price per serving?'])
      expect(read(question, undefined, 'price').intent).toBe('amount');
  });
  it('reads a question that asks them to pick an option as a choice, and "prefer" as no recommendation', () => {
    for (const question of [
      'Would you rather have ads, or pay more without them?',
      'Would you prefer the same cleaner each time, or whoever is free?',
      'Which matters more, the app or the checks?',
    ])
      expect(read(question).choice, question).toBe(true);
    expect(read('Which one?', undefined, 'choice').choice).toBe(true);
    expect(read('Would you recommend it?').choice).toBe(false);
    expect(read('Would you prefer it weekly or monthly?').intent).not.toBe('recommend');
  });
  it('takes the scale from the question text', () => {
    expect(read('On a scale of 1 to 10, how likely are you to buy it?').scale).toEqual({ min: 1, max: 10 });
    expect(read('Rate it 1-5').scale).toEqual({ min: 1, max: 5 });
    expect(read('From 0 to 10, how useful is it?').scale).toEqual({ min: 0, max: 10 });
    expect(read('How useful is it, out of 10?').scale).toEqual({ min: 1, max: 10 });
  });
  it('gives a scale question with no range the default 1 to 10, and a price question none', () => {
    expect(read('How likely are you to buy it?', undefined, 'scale').scale).toEqual({ min: 1, max: 10 });
    expect(read('What would you pay?', undefined, 'price').scale).toBeNull();
  });
  it('reads the price the brief states, the paid plan after a free tier', () => {
    expect(read('?').briefPrice).toBe(12);
    expect(read('?', 'Free tier, then $9/mo for teams.').briefPrice).toBe(9);
    expect(read('?', 'Compliance autopilot for $750/month.').briefPrice).toBe(750);
    expect(read('?', 'A standing desk.').briefPrice).toBeNull();
    expect(read('?', 'A tutor app, $30 a month.').briefPeriod).toBe('month');
  });
});

describe('a trailing "why or why not?"', () => {
  it('still asks for the purchase decision', () => {
    expect(read('Would you buy it at this price? Why or why not?').intent).toBe('purchase');
    expect(read('Would you subscribe? Why?').intent).toBe('purchase');
  });
  it('but "why would you buy it?" asks for reasons', () => {
    expect(read('Why would you buy it?').intent).not.toBe('purchase');
  });
});
