import { describe, expect, it } from 'vitest';
import { codeAnswer } from '../rules-coder.js';

const KIT = 'DrySpot is a kit of five water leak sensors and a shut-off valve, $329.';
const code = (question: string, answer: string, kind?: 'price') => codeAnswer({ brief: KIT, question, answer, kind });

describe('the reaction to the price', () => {
  it('reads an approval inside an objection as the objection', () => {
    expect(code('What do you think overall?', "It's clever, but it's hard to justify the price.").price).toBe('too_high');
  });
  it('reads the money named as what holds one back, or refused at that price, as too high', () => {
    expect(code('How likely are you to buy it, 1 to 10?', "Six. I love the idea, it's purely the money that's holding me back.").price).toBe('too_high');
    expect(code('Would you buy it?', "It'd save the floor, but I'd never get it past my wife at that price.").price).toBe('too_high');
    expect(code('Would you buy it?', "$329 on top of the plumber just isn't happening for us.").price).toBe('too_high');
    expect(code('Would you buy it?', "Switching insurers mid-year isn't happening.").price).toBe('unstated');
  });
  it('reads the price set beside something dearer, or beside what one pays now, as acceptable', () => {
    expect(code('What do you think of the price?', '$329 is less than my car payment, so yes.').price).toBe('acceptable');
    expect(code('What do you think of the price?', 'Three hundred is nothing. The plumber charges that for one call-out.').price).toBe('acceptable');
    expect(code('What do you think of the price?', "It's actually decent. I'm paying nearly that now for insurance excess.").price).toBe('acceptable');
    expect(code('What do you think overall?', 'Looks decent, but the app worries me.').price).toBe('unstated');
  });
  it('keeps an amount below the price as the answer, whatever reason follows', () => {
    expect(code("What's the most you'd pay?", "Two hundred. That's what I paid for my current alarm.", 'price').price).toBe('too_high');
  });
  it('reads the price said to be what something else cost, or spent elsewhere instead, as too high', () => {
    expect(code('What do you think overall?', '$329 is what we paid for our first fridge.').price).toBe('too_high');
    expect(code('Would you try it?', "I'll put the $329 towards a plumber's check-up instead.").price).toBe('too_high');
    expect(code('Would you buy it?', "If work paid I'd be straight in, but paying full whack myself, no.").price).toBe('too_high');
  });
  it('reads everyday objections to the price asked about it as too high', () => {
    for (const answer of [
      "I'd wait for it to go on sale.",
      'Not unless it comes down.',
      'Who is actually paying that?',
      'Bit much for some sensors.',
      'Nah, that is silly money.',
      'The price would stop me.',
      'Price is the sticking point.',
      "I'd want a cheaper version.",
      'Honestly a hundred would be my limit.',
      'You could fix a lot of pipes with that.',
      'Oh sure, because everyone has three hundred dollars lying around.',
      "I'm not made of money.",
      "You're having a laugh.",
      'It would need to do a lot more for that money.',
      'Not in my budget.',
      'Hard pass at that price.',
      'Only if it came down to a hundred.',
      'Three twenty-nine. For some sensors.',
    ]) {
      expect(code('What do you think of the price?', answer).price, answer).toBe('too_high');
    }
    expect(code("What's your first impression?", "That's more than my old one could do.").price).toBe('unstated');
  });
  it("reads refusals to pay, a jump from free and a price above one's limit as too high", () => {
    expect(code('Would you buy it?', "I can't see me paying that just to hear a beep.").price).toBe('too_high');
    expect(code('How does it compare with what you do today?', 'Today I check the pipes myself for free. $329 is a big jump from free.').price).toBe('too_high');
    expect(code('What do you think of the price?', '$329 is more than I would spend on anything I might never use.').price).toBe('too_high');
    expect(code('How likely are you to buy it, 1 to 10?', 'Five. Clever, but three hundred and twenty-nine for a flat feels like a lot.').price).toBe('too_high');
  });
  it('lets a word of approval outweigh a cheaper thing named beside it', () => {
    expect(code('What do you think of the price?', 'A plumber charged me ninety bucks just to look at a tap, so that is pretty decent.').price).toBe('acceptable');
  });
  it('reads a score on a scale that rates the price as the reaction, whichever end is the good one', () => {
    const rate = (question: string, answer: string) => codeAnswer({ brief: KIT, question, answer, kind: 'scale', scale: { min: 1, max: 10 } });
    expect(rate('How fair is the price?', 'Three.')).toMatchObject({ price: 'too_high', stance: 'negative' });
    expect(rate('How fair is the price?', 'Eight.')).toMatchObject({ price: 'acceptable', stance: 'positive' });
    expect(rate('How expensive does it feel?', 'Nine.')).toMatchObject({ price: 'too_high', stance: 'negative' });
    expect(rate('How fair is the price?', 'Six.').price).toBe('unstated');
  });
  it('reads the price added up out loud, or set against a cheaper way, as too high', () => {
    for (const [question, answer] of [
      ['Would you buy it?', "For the three floors that's nearly a thousand a year. No."],
      ['How does it compare with what you use now?', 'The alarm I got from Costco cost a third of that and does the job.'],
      ['Would you buy it?', 'These always drop to two-fifty by Black Friday, so I would wait.'],
      ['How does it compare with what you use now?', 'We use a plumber on call at ninety a visit. This would have to be twice as good.'],
      ['How does it compare with what you use now?', "The hardware shop's kit does all of this for eighty. I don't see why I'd pay more."],
      ['Would you buy it?', "I wouldn't pay fifty for a sensor, never mind this."],
      ['Would you buy it?', '$329 on a pension is a no from me.'],
      ['Would you buy it?', "That's seventeen hundred a year once you add the valves. No."],
      ['How likely are you to buy it, 1 to 10?', 'Four. Nearly three hundred and thirty on a leak kit is a real chunk of my budget.'],
      ['Would you buy it?', "I'd get one for the boiler cupboard, but not at three hundred and twenty-nine."],
      ['How does it compare with what you use now?', "The hardware shop sells a kit for eighty. I don't see why I'd pay two hundred."],
    ]) {
      expect(code(question!, answer!).price, answer).toBe('too_high');
    }
    expect(code('Would you buy it?', "It's a no from me, we rent.").price).toBe('unstated');
    expect(code('What do you think of the price?', "That's only $27 a month, which is nothing.").price).toBe('acceptable');
  });
  it('reads a price called normal for the kind of thing, or taken in one breath, as acceptable', () => {
    expect(code('What do you think of the price?', 'Seems pretty standard for a leak kit, in line with the Flo quotes I had.').price).toBe('acceptable');
    expect(code('Would you buy it?', "Five sensors and a valve, delivered. That's fair.").price).toBe('acceptable');
  });
  it('reads "steep" about a hill as no price reaction', () => {
    expect(code('How likely are you to buy it, 1 to 10?', 'Two. Our garden is on a steep hill and 250 metres of pipe runs under it.').price).toBe('unstated');
  });
  it('reads a doubted worth as too high', () => {
    expect(code('Would you buy it?', "I'm not sure it's worth it for a flat.").price).toBe('too_high');
  });
  it('reads a price said back as a question, or likened to something big, as too high', () => {
    expect(code('What do you think of the price?', '$329 for some sensors?').price).toBe('too_high');
    expect(code('What do you think overall?', 'Smart idea, but $329 is a weekend away for us.').price).toBe('too_high');
  });
  it('reads costs likened to a cheaper way of doing it as too high', () => {
    expect(code('What is the most you would pay?', "Fifty. Eighty's a lot when the plumber's call-out is the same.", 'price').price).toBe('too_high');
    expect(code('Would you buy it?', 'For that money most people would just get a plumber to check the pipes.').price).toBe('too_high');
    expect(code('What do you think of the price?', 'The subscription eats into my budget for repairs.').price).toBe('too_high');
    expect(code('Would you buy it?', "Maybe once. I can't see paying that regularly at $329 a go.").price).toBe('too_high');
  });
  it('reads the price set against a dearer way of doing it as acceptable', () => {
    expect(code('What do you think of the price?', 'I lose more than that in one soaked carpet.').price).toBe('acceptable');
    expect(code('What do you think of the price?', 'Our plumber costs more than $329 for one call-out.').price).toBe('acceptable');
    expect(code('What do you think of the price?', 'Spread over the years it comes to the same money as the insurance excess.').price).toBe('acceptable');
  });
  it('reads a measured quantity as no price, and "a lot" of effort as no price reaction', () => {
    expect(code('What worries you?', 'What happens if the valve sticks at 25 degrees?').price).toBe('unstated');
    expect(code('Would you buy it?', 'Setting up five sensors is a lot.').price).toBe('unstated');
    expect(code('What do you think of the price?', 'It would pay for itself the first time it caught a leak.').price).toBe('acceptable');
  });
  it("reads comparisons in the price's favour as acceptable", () => {
    expect(code('What do you think of the price?', "It's cheaper than one flood.").price).toBe('acceptable');
    expect(code('What do you think of the price?', 'About what I expected for the valve.').price).toBe('acceptable');
  });
  it('compares the first amount named with the brief, not the brief price said back', () => {
    expect(code("What's the most you would pay?", 'Two hundred, tops. $329 is a lot for sensors.', 'price')).toMatchObject({ rating: 200, price: 'too_high' });
    expect(code("What's the most you would pay?", 'Between two hundred and two hundred fifty.', 'price').rating).toBe(225);
    expect(code("What's the most you would pay?", 'About three fifty.', 'price')).toMatchObject({ rating: 350, price: 'acceptable' });
  });
  it('leaves the stance of a bare amount neutral: the price field carries it', () => {
    expect(code("What's the most you would pay?", 'Two hundred, installed.', 'price').stance).toBe('neutral');
  });
});

describe('idioms of a price that is fine, and slang amounts', () => {
  const APP = 'StudyBuddy is an AI tutor app for exam revision, $12/month.';
  const code = (question: string, answer: string, kind?: 'price') => codeAnswer({ brief: APP, question, answer, kind });
  it('reads approval idioms as acceptable', () => {
    for (const a of ["Honestly I'd pay more.", 'Twelve quid is nothing next to a tutor.', 'Spot on.', "Can't argue with that.", 'Peanuts compared to a tutor.'])
      expect(code('What do you think of the price?', a).price, a).toBe('acceptable');
  });
  it('keeps idioms without money in sight off the price', () => {
    expect(code('What do you think of the design?', 'Spot on.').price).toBe('unstated');
  });
  it('reads slang amounts and "nothing" to a willingness-to-pay question', () => {
    expect(code('What is the most you would pay?', 'A tenner.', 'price')).toMatchObject({ rating: 10, price: 'too_high' });
    expect(code('What is the most you would pay?', "Nothing, I'd use free videos.", 'price').price).toBe('too_high');
  });
  it('reads the price said back as a question, then taken, as accepted', () => {
    expect(code('Would you buy it?', '$329? Without even thinking about it.')).toMatchObject({ price: 'acceptable', purchase: 'yes', stance: 'positive' });
  });
  it('reads more paid elsewhere as acceptable, and others priced out as too high', () => {
    expect(code('What do you think of the price?', "Fine by me. We pay more than that for the plumber's call-out.").price).toBe('acceptable');
    expect(code('What do you think overall?', 'Nobody on our street could afford $329 for sensors.').price).toBe('too_high');
    expect(code('What do you think overall?', 'My landlord would balk at that.').price).toBe('too_high');
  });
  it("reads a quantity beyond one's use as no price objection", () => {
    expect(code('What do you think?', 'Five sensors is more than I need for a studio flat.').price).toBe('unstated');
  });
  it('reads what the money would buy instead, in any tense, and the fee as the sticking point, as too high', () => {
    expect(code('What do you think of the price?', "For $329 I'd rather have a plumber check the pipes every year.").price).toBe('too_high');
    expect(code('What do you think of the price?', "For that I'll mop the floor myself.").price).toBe('too_high');
    expect(code('What do you think overall?', 'Clever kit; paying $329 for it is where it falls apart.').price).toBe('too_high');
  });
});
