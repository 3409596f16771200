import { describe, expect, it } from 'vitest';
import { evidenceIsVerbatim, type CodeInput } from './codebook.js';
import { codeAnswer, readByRules } from './rules-coder.js';

const COOKER = 'A smart rice cooker that learns how your family likes its rice. $400.';
const SAAS = 'ComplyPilot: automated SOC 2 compliance for startups, $750/month.';
const MEALS = 'Fresh dog food delivered weekly, tailored to your dog. €12 a month.';
const NOTES = 'An AI note-taker for meetings. Free tier, then $9/mo.';

const code = (brief: string, question: string, answer: string, extra: Partial<CodeInput> = {}) => codeAnswer({ brief, question, answer, ...extra });

describe('refusals are read as refusals', () => {
  it('reads a "no" to "would you buy" as a refusal', () => {
    expect(code(COOKER, 'Would you buy this?', 'No.')).toMatchObject({ stance: 'negative', purchase: 'no' });
    expect(code(COOKER, 'Would you buy this?', 'I would not buy this.')).toMatchObject({ stance: 'negative', purchase: 'no' });
  });
  it('reads "not for me" and keeping what one has as a no', () => {
    expect(code(MEALS, 'Would you try it?', "Honestly it's not for me, my dog eats kibble just fine.").purchase).toBe('no');
    expect(code(SAAS, 'Would your team sign up?', "We'd stick with our spreadsheet for now.").purchase).toBe('no');
  });
  it('reads love plus a refusal at the offered price as mixed, no and too high', () => {
    const c = code(COOKER, 'What do you think?', "I love it but I wouldn't pay $400; at half I'd order one.");
    expect(c).toMatchObject({ stance: 'mixed', purchase: 'no', price: 'too_high' });
    expect(c.concerns).toContain('price');
  });
  it('reads a purchase on better terms than offered as a no', () => {
    expect(code(SAAS, 'Would you subscribe?', "If it were cheaper, sure, I'd sign up.").purchase).toBe('no');
  });
});

describe('intent', () => {
  it('reads a plain, emphatic or enthusiastic yes', () => {
    expect(code(COOKER, 'Would you buy one?', "I'd definitely order one.").purchase).toBe('yes');
    expect(code(NOTES, 'Would you use it?', 'Sign me up, this would save me hours.').purchase).toBe('yes');
  });
  it('reads hedges and conditions still to be learned as a maybe', () => {
    expect(code(COOKER, 'Would you buy one?', "I'd probably buy one eventually.").purchase).toBe('maybe');
    expect(code(COOKER, 'Would you buy one?', "If the reviews hold up, I'd buy it.").purchase).toBe('maybe');
    expect(code(MEALS, 'Would you subscribe?', "I'm not sure I'd subscribe.").purchase).toBe('maybe');
    expect(code(MEALS, 'Would you subscribe?', 'It depends on what my vet says.').purchase).toBe('maybe');
  });
  it('derives intent from the position on a purchase-likelihood scale when the words state none', () => {
    const q = 'On a scale of 1 to 10, how likely are you to buy it?';
    expect(code(COOKER, q, 'An eight, easily.')).toMatchObject({ rating: 8, purchase: 'yes' });
    // 7 of 1..10 sits at 0.67 of the scale, below the 0.7 the labelling guide sets for a yes.
    expect(code(COOKER, q, 'A solid seven.')).toMatchObject({ rating: 7, purchase: 'maybe' });
    expect(code(COOKER, q, 'Maybe a 5, it is a lot of rice cooker.')).toMatchObject({ rating: 5, purchase: 'maybe' });
    expect(code(COOKER, q, 'Probably a 4.')).toMatchObject({ rating: 4, purchase: 'no' });
    expect(code(COOKER, q, 'Two.')).toMatchObject({ rating: 2, purchase: 'no' });
  });
  it('does not read a recommend score as purchase intent', () => {
    expect(code(NOTES, 'How likely are you to recommend it, 0 to 10?', 'Nine, my whole team would love it.').purchase).toBe('unstated');
  });
});

describe('price', () => {
  it('reads "not cheap but not outrageous" as acceptable', () => {
    expect(code(COOKER, 'What do you think of the price?', "It's not cheap, but not outrageous.")).toMatchObject({ price: 'acceptable', concerns: [] });
  });
  it('reads an objection however it is worded', () => {
    for (const a of ['Way too expensive for a rice cooker.', "I can't justify that for something I use twice a week.", "That's steep.", "It's out of my budget."]) {
      expect(code(COOKER, 'Thoughts on the price?', a).price).toBe('too_high');
    }
  });
  it('compares a named amount with the price the brief states', () => {
    expect(code(COOKER, 'How much would you pay?', 'Fifty dollars, tops.')).toMatchObject({ rating: 50, price: 'too_high' });
    expect(code(COOKER, 'Thoughts?', "I'd pay 150 at most.").price).toBe('too_high');
    expect(code(NOTES, 'What would you pay per month?', '$10 a month seems right.')).toMatchObject({ rating: 10, price: 'acceptable' });
    expect(code('A standing desk.', 'How much would you pay?', 'About 300 dollars.')).toMatchObject({ rating: 300, price: 'unstated' });
  });
  it('takes the amount as the rating only when the question asks what they would pay, whatever its kind', () => {
    const answer = 'Too much. I would pay 150 at most.';
    expect(code(COOKER, 'What would you pay for it?', answer, { kind: 'price' })).toMatchObject({ rating: 150, price: 'too_high' });
    expect(code(COOKER, 'What do you think of $400?', answer, { kind: 'price' })).toMatchObject({ rating: null, price: 'too_high' });
  });
  it('raises no price concern when the price is praised', () => {
    expect(code(MEALS, 'Thoughts?', 'The price is great for fresh food.').concerns).not.toContain('price');
  });
});

describe('concern questions', () => {
  it('reads "I don\'t have one" to "biggest hesitation" as positive', () => {
    expect(code(COOKER, "What's your biggest hesitation?", "I don't have one.")).toMatchObject({ stance: 'positive', concerns: [] });
    expect(code(SAAS, 'Any concerns?', 'Nothing really, it looks solid.')).toMatchObject({ stance: 'positive', concerns: [] });
  });
  it('reads the worries named', () => {
    const c = code(SAAS, 'What worries you?', "Handing our audit data to a startup, and the setup time we don't have.");
    expect(c.concerns).toEqual(['trust_privacy', 'effort_usability']);
    expect(c.stance).toBe('negative');
  });
  it('counts a worry stated as a condition', () => {
    expect(code(NOTES, 'Would you use it?', "If my data stays private, I'd use it.").concerns).toContain('trust_privacy');
  });
});

describe('off-topic', () => {
  it('keeps an off-topic question out of every figure', () => {
    expect(code(COOKER, "What's your favourite movie?", 'The Godfather, I love it, a solid ten.')).toMatchObject({
      onTopic: false,
      stance: 'neutral',
      purchase: 'unstated',
      price: 'unstated',
      rating: null,
      concerns: [],
    });
  });
  it('keeps habits in the problem space on topic and neutral', () => {
    expect(code(COOKER, 'How do you cook rice now?', 'On the stove in a pot, it burns sometimes.')).toMatchObject({ onTopic: true, stance: 'neutral' });
    expect(code(SAAS, 'How do you handle compliance today?', 'A consultant and a lot of spreadsheets.').onTopic).toBe(true);
  });
});

describe('evidence', () => {
  it('quotes the answer verbatim, whatever the answer', () => {
    const answers = ['No.', "I love it but I wouldn't pay $400; at half I'd order one.", 'Hmm.', 'It\u2019s fine I guess.'];
    for (const answer of answers) expect(evidenceIsVerbatim(code(COOKER, 'Would you buy it?', answer), answer)).toBe(true);
    expect(code(COOKER, 'Would you buy it?', '').evidence).toBe('');
  });
});

describe('the learned second reading', () => {
  it('overrules the rules where it is sure they missed the point: the price said back in a shrug', () => {
    const input = {
      brief: 'PlantPal is a self-watering smart planter with an app, $149.',
      question: 'First impressions?',
      answer: "It's a plant pot. For a hundred and forty-nine dollars. With an app.",
    };
    expect(readByRules(input).price).toBe('unstated');
    expect(codeAnswer(input)).toMatchObject({ stance: 'negative', price: 'too_high' });
    expect(codeAnswer(input).concerns).toContain('price');
  });
  it('drops the price worry with an objection it overrules: what one pays elsewhere rising is no objection to this price', () => {
    const input = {
      brief: 'ChargeNest is a home charger for electric cars, £899 fitted.',
      question: 'How does it compare with what you use now?',
      answer: 'I use the chargers at the leisure centre. It is a faff and it keeps getting pricier, so this is tempting.',
    };
    expect(readByRules(input)).toMatchObject({ price: 'too_high', concerns: ['price'] });
    expect(codeAnswer(input)).toMatchObject({ price: 'unstated', concerns: [] });
  });
});
