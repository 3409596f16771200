import { describe, expect, it } from 'vitest';
import { readByRules } from '../rules-coder.js';

const TUTOR = 'MathMate is an AI maths tutor app for kids aged 8-14, $30 a month.';
const CLEANER = 'Glide is a robot window cleaner, $350.';
const code = (brief: string, question: string, answer: string) => readByRules({ brief, question, answer });

describe('price objections by comparison', () => {
  it('reads what the money would buy instead as too high', () => {
    expect(code(CLEANER, 'What do you think of the price?', 'For three hundred and fifty I could have the window man round every month.').price).toBe('too_high');
    expect(code(TUTOR, 'What do you think of the price?', "That's more than our phone bill.")).toMatchObject({ price: 'too_high', stance: 'negative' });
    expect(code(TUTOR, 'Would you sign up?', "That's our whole weekly shop.").price).toBe('too_high');
  });
  it('reads a cheaper or free alternative as too high', () => {
    expect(code(CLEANER, 'How does it compare with what you use today?', 'My squeegee on a pole cost twenty dollars.').price).toBe('too_high');
    expect(code(TUTOR, 'What do you think of the price?', 'The library runs a homework club for free.').price).toBe('too_high');
  });
  it('leaves the cost of the problem, and offers of the idea itself, alone', () => {
    expect(code(CLEANER, 'Would you buy this?', "I'd buy it tomorrow. The window man costs me $40 a visit.").price).toBe('unstated');
    expect(code(TUTOR, 'What do you think of the price?', 'It gives you the first month for free, which is nice.').price).not.toBe('too_high');
  });
  it('reads the price said back with scorn as too high', () => {
    expect(code(CLEANER, 'What do you think of the price?', 'Three hundred and fifty for a squeegee on wheels?').price).toBe('too_high');
    expect(code(CLEANER, 'What do you think of the price?', 'Three hundred and fifty dollars to wipe a window.').price).toBe('too_high');
    expect(code(TUTOR, 'How do you rate it, 1 to 10?', 'Seven for the older kids.').price).toBe('unstated');
  });
  it('reads weariness with recurring fees as too high', () => {
    expect(code(TUTOR, 'What do you think of the price?', "Thirty a month, every month? I've had it with monthly charges.").price).toBe('too_high');
    expect(code(TUTOR, 'Biggest hesitation?', 'same as Aroha, too many subs already').price).toBe('too_high');
  });
  it('reads an alternative that costs less, or a smaller spend or budget, as too high', () => {
    expect(code(TUTOR, 'What do you think of the price?', 'A real tutor costs less than that.').price).toBe('too_high');
    expect(code(TUTOR, 'What do you think?', 'The library club is cheaper, and the kids like it.').price).toBe('too_high');
    expect(code(TUTOR, 'What do you think of the price?', 'Our whole budget for extras is about $15 a month.').price).toBe('too_high');
    expect(code(TUTOR, 'What do you think of the price?', 'We spend maybe $5 a week on workbooks.').price).toBe('too_high');
  });
  it('reads something else set below the idea or its own price as too high, whatever the question', () => {
    expect(code(TUTOR, 'How do you help with homework now?', "My sister does it for a takeaway. It's cheaper than this.").price).toBe('too_high');
    expect(code(TUTOR, 'Who do you think it is for?', 'parents with money. the library club is way cheaper than 30 a month').price).toBe('too_high');
    expect(code(TUTOR, 'What do you think of the price?', 'Thirty is cheaper than a tutor for an hour.').price).toBe('acceptable');
  });
  it('keeps the price itself said to be less than something as acceptable', () => {
    expect(code(TUTOR, 'What do you think of the price?', 'Thirty dollars is less than one hour with a tutor.').price).toBe('acceptable');
    expect(code(TUTOR, 'What do you think of the price?', 'We spend $60 a month on tutoring now, so this is fine.').price).toBe('acceptable');
  });
  it("reads an alternative's price, a spend said per period, or paying as a question as too high", () => {
    expect(code(CLEANER, 'What do you think of the price?', 'The window man is forty dollars and comes when I ring.').price).toBe('too_high');
    expect(code(TUTOR, 'What do you think of the price?', 'We spend maybe ten a month on workbooks, all in.').price).toBe('too_high');
    expect(code(TUTOR, 'What would you think of a monthly fee?', 'Paying to have a robot do sums with my son?').price).toBe('too_high');
  });
  it('reads counts and durations as no price', () => {
    expect(code(TUTOR, 'How likely are you to subscribe?', "3. We've got four learning apps and use two.").price).toBe('unstated');
    expect(code(CLEANER, 'What is your biggest hesitation?', 'We are only in this flat for five or six months.').price).toBe('unstated');
  });
});

describe('short and idiomatic price reactions', () => {
  const CAM = 'PawCam is a pet camera that tosses treats and alerts you when your dog barks, $199.';
  const price = (answer: string) => readByRules({ brief: CAM, question: 'What do you think of the price?', answer }).price;
  it('reads interjections, idioms and caps below the price as too high', () => {
    for (const a of [
      'Ouch.',
      'Hmm, a bit much.',
      "That's a month of dog food.",
      "On a pension, that's a lot.",
      "We'd never spend that on the dog.",
      'You could buy three basic cams for that.',
      "I've seen cameras for a quarter of that.",
      "I'd want it under a hundred.",
    ])
      expect(price(a), a).toBe('too_high');
  });
  it('keeps approval that uses the same words acceptable', () => {
    for (const a of ["It's a lot, but worth it.", "I'd happily spend that.", 'Under two hundred for all that is fair.']) expect(price(a), a).toBe('acceptable');
  });
  it('reads a purchase only below the price as a no', () => {
    expect(readByRules({ brief: CAM, question: 'Would you buy it?', answer: "Under 150 I'd buy it tomorrow." }).purchase).toBe('no');
  });
  it('reads another thing priced lower per the same period, or a cheaper way, as too high', () => {
    const gym = 'FitBox is a home gym subscription with live classes. It costs $35 a month.';
    expect(code(gym, 'What do you think of the price?', 'My gym is twenty a month and that includes a pool.').price).toBe('too_high');
    expect(code(gym, 'What do you think of the price?', 'Our old class pass charges about half.').price).toBe('too_high');
    expect(code(CLEANER, 'Would you buy it?', 'A second-hand one on eBay goes for sixty, so I would look there first.').price).toBe('too_high');
    expect(code('MealMate delivers ready meals for $90 a week.', 'What do you think of the price?', 'We budget sixty a week for all our food.').price).toBe('too_high');
  });
  it('leaves a monthly cost of the problem against a one-off price, and a cheaper thing one dislikes, alone', () => {
    expect(code(CLEANER, 'How does it compare with what you use now?', 'I use a squeegee that cost twenty-five dollars and I hate it.').price).toBe('unstated');
    const kit = 'The Volta Kit turns a bicycle into an e-bike. It costs €1,200.';
    expect(code(kit, 'How does it compare with how you get around now?', 'Petrol plus parking is about a hundred and sixty a month. The kit is paid off by Christmas.').price).toBe(
      'acceptable',
    );
  });
});
