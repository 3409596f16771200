import { describe, expect, it } from 'vitest';
import { readByRules } from '../rules-coder.js';

const DOG_FOOD = 'FreshPaw delivers fresh-cooked dog food to your door every week, $89 a month.';
const TAX = 'TaxBuddy prepares your personal tax return online, $89.';
const onTopic = (brief: string, question: string) => readByRules({ brief, question, answer: 'Something, honestly.' }).onTopic;

describe('on topic', () => {
  it('keeps personal-life questions off topic', () => {
    for (const q of ['What kind of music do you like?', "What's the last thing that made you laugh?", 'What do you do on weekends?', 'Where did you grow up?']) {
      expect(onTopic(TAX, q)).toBe(false);
    }
  });
  it('keeps a personal question on topic when the brief is about that very thing', () => {
    expect(onTopic(DOG_FOOD, 'Do you have any pets?')).toBe(true);
    expect(onTopic(TAX, 'Do you have any pets?')).toBe(false);
  });
  it('keeps an answer that puts the discussion on hold out of the figures, unless it names the idea', () => {
    const answer = (a: string) => readByRules({ brief: TAX, question: "What's your overall impression?", answer: a }).onTopic;
    expect(answer("Sorry, my daughter's just come in. Can we pause for two minutes?")).toBe(false);
    expect(answer('Sorry, could someone pass the biscuits down? I missed lunch.')).toBe(false);
    expect(answer('Sorry, hold on, is the tax return filed for me or do I press submit? Give me a second.')).toBe(true);
  });
  it('keeps an answer that missed the question, or steers away from it, out of the figures', () => {
    const answer = (a: string) => readByRules({ brief: TAX, question: 'Would you recommend it to a friend?', answer: a }).onTopic;
    for (const a of [
      'Sorry, I was on mute, what did I miss?',
      'sorry brb doorbell',
      'anyone watching the footy tonight? sorry, off track',
      'Can we talk about the cricket instead?',
    ])
      expect(answer(a), a).toBe(false);
    expect(answer('Sorry, what was the question? Oh, recommend it. Yes, to my brother, he hates his tax return.')).toBe(true);
  });
  it('keeps an interruption out of the figures, unless it speaks of the idea', () => {
    const answer = (a: string) => readByRules({ brief: TAX, question: "What's your first reaction?", answer: a }).onTopic;
    for (const a of [
      'Ugh, apologies, the parrot is shrieking at the postman.',
      'Is it just me or has the picture gone all blocky?',
      'Totally off topic, but does anyone know when the bins go out this week?',
      'I can only hear every second word, can you repeat that?',
      'Gotta dash, nursery pickup. Can someone send me the notes?',
      'My toddler has just tipped yoghurt on the laptop, two secs.',
      "I'm just here for the voucher, honestly.",
    ])
      expect(answer(a), a).toBe(false);
    for (const a of [
      "Sorry, but I'd never pay a stranger to see my payslips.",
      'Is it just me, or is that a lot to pay for something the tax office does for free?',
      "Hang on, so it's five pounds and it files for me? I'd love it.",
      'I have to go through three apps to do my taxes now, so one would be nice.',
    ])
      expect(answer(a), a).toBe(true);
  });
  it('reads a terse question about the idea as on topic', () => {
    for (const q of ['Initial reactions?', 'Your take?', 'Gut feel?']) expect(onTopic(TAX, q), q).toBe(true);
  });
  it('keeps "favourite feature" and "anything else?" on topic, and a favourite thing of one\'s life off it', () => {
    expect(onTopic(TAX, "What's your favourite feature?")).toBe(true);
    expect(onTopic(TAX, 'Anything else?')).toBe(true);
    expect(onTopic(TAX, 'Anything else you want to add?')).toBe(true);
    expect(onTopic(TAX, "What's your favourite thing about your neighbourhood?")).toBe(false);
  });
  it('keeps a question about buying, paying or worrying on topic whatever else it names', () => {
    expect(onTopic(TAX, 'Would you pay for it out of your holiday budget?')).toBe(true);
    expect(onTopic(TAX, 'What would worry you about using it at the weekend?')).toBe(true);
    expect(onTopic(TAX, 'What are your plans for the weekend?')).toBe(false);
  });
  it('keeps an aside the moderator marks as one, or small talk about getting here, off topic', () => {
    expect(onTopic(DOG_FOOD, "What's your dog's name, out of interest?")).toBe(false);
    expect(onTopic(DOG_FOOD, 'How old are your dogs, by the way?')).toBe(false);
    expect(onTopic(TAX, "How was everyone's journey in today? Any trouble parking?")).toBe(false);
    expect(onTopic(TAX, 'Did anyone have trouble finding the building today?')).toBe(false);
    expect(onTopic(TAX, 'Before we move on, quick one: anyone got plans for the long weekend?')).toBe(false);
    expect(onTopic(TAX, "Quick break, what's everyone drinking right now?")).toBe(false);
    expect(onTopic(TAX, 'Completely unrelated: is anyone else snowed in today?')).toBe(false);
    expect(onTopic(TAX, "Side question, is anyone else's broadband awful this week, or is it just ours?")).toBe(false);
    expect(onTopic(TAX, 'Quick breather while people type: is everyone surviving the heat?')).toBe(false);
    expect(onTopic(TAX, 'By the way, would you pay for it?')).toBe(true);
    expect(onTopic(TAX, 'Has anyone been to an accountant for their tax return?')).toBe(true);
    expect(onTopic('Loofah dish sponges that compost, £4 for three.', 'Who does the washing up in your house?')).toBe(true);
  });
  it('keeps direct questions and habit questions on topic', () => {
    expect(onTopic(TAX, 'Would you sign your partner up?')).toBe(true);
    expect(onTopic(TAX, 'How do you file today?')).toBe(true);
    expect(onTopic(DOG_FOOD, 'What does your dog eat now?')).toBe(true);
  });
});
