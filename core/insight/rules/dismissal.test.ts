import { describe, expect, it } from 'vitest';
import { readByRules } from '../rules-coder.js';

const TABLET = 'Scribe is a digital paper tablet for notes and planning, $399.';
const COOKER = 'A countertop robot that cooks meals from ingredient pods, $899.';
const BIKE = 'Volta is a folding e-bike for city commuters, $2,400.';
const FRIDGE = 'FreshEye is a fridge camera that tracks what food you have, $149.';
const code = (brief: string, question: string, answer: string) => readByRules({ brief, question, answer });

describe('rejection without words of rejection', () => {
  it('reads the alternative one would reach for as a refusal', () => {
    expect(code(TABLET, 'Would you buy this?', "I'd just use a notebook.")).toMatchObject({ stance: 'negative', purchase: 'no', concerns: ['need_fit'] });
    expect(code(BIKE, 'What do you think?', "I'd rather walk, honestly.").stance).toBe('negative');
    expect(code(FRIDGE, 'What do you think?', 'I can just open the fridge and look.').stance).toBe('negative');
  });
  it('keeps a plan to use the idea itself favourable', () => {
    expect(code(TABLET, 'Would you buy this?', "I'd just use it for work notes, and I'd buy one.")).toMatchObject({ stance: 'positive', purchase: 'yes' });
    expect(code(COOKER, 'Would you buy this?', "I'd install it myself and skip the fitter. So yes.").stance).toBe('positive');
  });
  it('reads a defence of what one has as unfavourable', () => {
    expect(code(BIKE, 'What do you think?', "Honestly, what's wrong with a normal bike?").stance).toBe('negative');
    expect(code(TABLET, 'What do you think?', 'Nothing wrong with the way I plan now.').stance).toBe('negative');
    expect(code(BIKE, 'Would you buy it?', 'My commute is 3km, a regular bike is fine.')).toMatchObject({ stance: 'negative', purchase: 'no' });
  });
  it('reads a thing that would go unused, or has nowhere to go, as a poor fit', () => {
    expect(code(FRIDGE, 'What do you think?', 'Just another gadget that ends up in a drawer.')).toMatchObject({ stance: 'negative', concerns: ['need_fit'] });
    expect(code(COOKER, 'What do you think?', "There's no space for it in my kitchen.")).toMatchObject({ stance: 'negative', concerns: ['need_fit'] });
    expect(code(COOKER, 'What do you think?', 'Where would I even put it? My counters are full.').stance).toBe('negative');
  });
  it('leaves habits told to a habit question neutral', () => {
    expect(code(FRIDGE, 'How do you keep track of food today?', "I'd just open the fridge and look, I have no space for lists.").stance).toBe('neutral');
    expect(code(FRIDGE, 'What do you think?', 'I take a photo with my phone before I shop.').stance).toBe('neutral');
  });
  it('reads what stays, what is made for others, and what has nowhere to live as unfavourable', () => {
    expect(code(TABLET, 'Would you buy this?', 'We plan on a whiteboard in the kitchen, and the whiteboard stays.').stance).toBe('negative');
    expect(code(TABLET, 'What do you think?', "That's what my paper diary is for.").stance).toBe('negative');
    expect(code(COOKER, 'What do you think overall?', 'Seems made for big families, not for a couple like us.').stance).toBe('negative');
    expect(code(COOKER, 'What do you think overall?', "Clever, but I can't see where it would live in our flat.").stance).toBe('mixed');
  });
  it('reads a better alternative and a doubt put as a question as unfavourable', () => {
    expect(code(TABLET, 'What do you think?', 'Nothing beats a real notebook.').stance).toBe('negative');
    expect(code(FRIDGE, 'What do you think?', 'Why would I need a camera to look in my own fridge?').stance).toBe('negative');
    expect(code(FRIDGE, 'What do you think?', 'Another app? My phone is full of them.').stance).toBe('negative');
    expect(code(TABLET, 'What do you think?', 'How is that better than a notebook?').stance).toBe('negative');
    expect(code(TABLET, 'What do you think?', 'And when it breaks?').stance).toBe('negative');
    expect(code(TABLET, 'What do you think?', 'When does it launch?').stance).toBe('neutral');
    expect(code(FRIDGE, 'What do you think?', 'What colours does it come in? It sounds handy.').stance).toBe('positive');
  });
  it('reads what they already have, asked to compare, as the status quo', () => {
    expect(code(TABLET, 'How does it compare with what you use today?', "She's already halfway through a Moleskine and she likes it.")).toMatchObject({
      stance: 'negative',
      concerns: ['switching'],
    });
    expect(code(TABLET, 'How does it compare with what you use today?', 'We moved to Notion last spring and it took months.').stance).toBe('negative');
    expect(code(TABLET, 'What do you think?', "Nice for artists; I'm not sure I'm one.").stance).not.toBe('positive');
  });
  it('names the concern of carrying on, of fit and of a belittled idea', () => {
    expect(code(TABLET, 'Would you buy this?', "A5 pad, ten minutes a day. I'll keep doing it that way.").concerns).toEqual(['need_fit', 'switching']);
    expect(code(COOKER, "What's your biggest hesitation?", 'Our counter is the size of a tea towel. Where would it go?').concerns).toEqual(['need_fit']);
    expect(code(FRIDGE, "What's your biggest hesitation?", 'Would it even fit in our old fridge?').concerns).toEqual(['need_fit']);
    expect(code(FRIDGE, "What's the most you would pay for it?", "Forty, maybe. It's a toy, not an appliance.").concerns).toEqual(['price']);
  });
  it('names fit, trust and health worries put in everyday words', () => {
    expect(code(BIKE, "What's your biggest hesitation?", 'Half our bikes are old. Will a clip-on sensor even connect to them?').concerns).toEqual(['need_fit']);
    expect(code(FRIDGE, "What's your biggest hesitation?", 'If they get breached, everyone knows what I eat.').concerns).toContain('trust_privacy');
    expect(code(FRIDGE, 'Would you buy it?', "I don't see us adding another camera to the house.")).toMatchObject({ stance: 'negative', purchase: 'no' });
    expect(code(BIKE, 'How likely are you to recommend it, 0 to 10?', 'Four. Most people I know ride their own old bikes.').concerns).toEqual(['need_fit']);
  });
});

describe('more ways of saying no, and of saying yes', () => {
  const LAMP = 'Lumo is a smart desk lamp that adjusts its light through the day, $180.';
  const say = (answer: string, question = 'What do you think?') => readByRules({ brief: LAMP, question, answer });
  it('reads doing without, disuse, bad experience and waiting as unfavourable', () => {
    for (const a of [
      "I've managed fine without one for forty years.",
      'My kids would never touch it.',
      "I'm not the target market.",
      "We tried something similar and it didn't last a month.",
      "Can't see the appeal.",
      "That's what I pay my electrician for.",
      "Why fix what isn't broken?",
      'My eyes are fine with the ceiling light.',
      "It'd be on the desk for a week and then in the cupboard.",
      'Sounds like something my son would buy.',
    ])
      expect(say(a).stance, a).toBe('negative');
    expect(say("I'll wait for version two.", 'Would you buy it?')).toMatchObject({ stance: 'negative', purchase: 'no' });
  });
  it('reads money kept for other things as a price objection', () => {
    expect(say('Not in this economy.', 'Would you buy it?')).toMatchObject({ purchase: 'no', price: 'too_high' });
    expect(say("I'd rather spend that on a weekend away.", 'What do you think of the price?').price).toBe('too_high');
    expect(say('My desk lamp cost twelve quid and it works.').price).toBe('too_high');
  });
  it('reads relief and long-awaited ideas as favourable', () => {
    for (const a of ['Where has this been all my life?', 'Finally, someone made this.', 'That would save me so much time.', 'One less thing to worry about.'])
      expect(say(a).stance, a).toBe('positive');
  });
});

describe('the idea placed with someone else, or set against what it would cost them', () => {
  const BOT = 'DeskBot is an AI assistant that answers customer emails for small online shops, $99/month.';
  const say = (answer: string, question = 'What do you think?') => readByRules({ brief: BOT, question, answer });
  it('reads an idea for bigger players, or a person preferred to it, as a poor fit', () => {
    expect(say('Honestly, it is a solution for bigger shops.')).toMatchObject({ stance: 'negative', concerns: ['need_fit'] });
    expect(say('My customers want to hear from me, not a bot.').stance).toBe('negative');
    expect(say("I'd lose the personal touch.").stance).toBe('negative');
  });
  it('reads tight money and an alternative that does more for the same as too high', () => {
    expect(say('Sounds clever but our margins are thin.')).toMatchObject({ stance: 'mixed', price: 'too_high' });
    expect(say('A freelancer costs about that and does more.', 'What do you think of the price?').price).toBe('too_high');
  });
});

describe('sarcasm, belittling and predicted annoyance', () => {
  const RING = 'SleepRing is a smart ring that tracks your sleep and gives a morning readiness score, $299.';
  const stance = (answer: string) => readByRules({ brief: RING, question: 'What is your first impression?', answer }).stance;
  it('reads them as unfavourable', () => {
    for (const a of [
      'Sure, if you like staring at numbers about yourself.',
      "So it's a Fitbit in a ring.",
      'Good luck getting my husband to wear jewellery.',
      'The score would just stress me out more.',
      'Cool gadget, not for someone who sleeps fine.',
    ])
      expect(stance(a), a).toBe('negative');
  });
  it('still reads good wishes and plain praise as favourable', () => {
    expect(stance('Good idea, I would wear it every night.')).toBe('positive');
  });
});

describe('answers to what-would-you-change and who-is-it-for questions', () => {
  const CHEF = 'HomeChef is a countertop robot that cooks one-pot meals, $649.';
  const code = (question: string, answer: string) => readByRules({ brief: CHEF, question, answer });
  it('reads a wish for a cheaper version as too high, and "not us" as a refusal', () => {
    expect(code('What would you change about it?', 'Make it smaller. And cheaper.').price).toBe('too_high');
    expect(code('Who do you think this is for?', 'Busy parents with money to spare. Not us.')).toMatchObject({ stance: 'negative', purchase: 'no' });
  });
  it('reads naming oneself as the audience as favourable', () => {
    expect(code('Who do you think this is for?', 'People who hate cooking, which is me.').stance).toBe('positive');
  });
  it('reads overkill, eye-rolling and use-once-then-forget as unfavourable', () => {
    expect(code('What do you think?', "It's a lot of kit for a stew.")).toMatchObject({ stance: 'negative', price: 'unstated' });
    expect(code('What do you think?', 'My partner would roll their eyes so hard.').stance).toBe('negative');
    expect(code('What do you think?', "We'd use it twice and forget it.")).toMatchObject({ stance: 'negative', concerns: ['need_fit'] });
  });
});

describe('meal-kit style refusals', () => {
  const KIT = 'FreshFork is a meal-kit service: five dinners a week with recipes, delivered, $89/week.';
  const code = (answer: string) => readByRules({ brief: KIT, question: 'What is your first impression?', answer });
  it('reads past cancellations, waste, extra work and a wrong audience as unfavourable', () => {
    for (const a of [
      'We tried HelloFresh, cancelled after three weeks.',
      'It would go in the bin half the time.',
      "I'd spend more time unpacking than cooking.",
      "It's not aimed at people like me.",
      'My kids eat three things. Good luck.',
    ])
      expect(code(a).stance, a).toBe('negative');
  });
  it('reads a cheaper route as too high, and a count said back as no price', () => {
    expect(code('Grocery delivery plus a recipe app gets you there for less.').price).toBe('too_high');
    expect(code('Five dinners? We eat out twice a week anyway.').price).toBe('unstated');
  });
  it('takes praise aimed at "some" away from the speaker', () => {
    expect(code('Handy for some, I suppose.').stance).not.toBe('positive');
  });
});
