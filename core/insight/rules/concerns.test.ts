import { describe, expect, it } from 'vitest';
import { readByRules } from '../rules-coder.js';

const MONITOR = 'NannyCam Pro is a baby monitor with video, breathing sensors and an app, $249.';
const concerns = (answer: string) => readByRules({ brief: MONITOR, question: 'What is your biggest hesitation?', answer }).concerns;

describe('concerns named in everyday words', () => {
  it('reads a doubt that it will keep working as quality, not as content with what one has', () => {
    expect(concerns('Whether the app still works in five years.')).toEqual(['quality']);
  });
  it('reads home infrastructure and lateness as fit', () => {
    expect(concerns('The wifi in our house is patchy at best.')).toEqual(['need_fit']);
    expect(concerns('Our baby is nearly two, we have missed the window.')).toEqual(['need_fit']);
  });
  it('reads setting up, later subscriptions and stored video as effort, price and trust', () => {
    expect(concerns("Setting it up. I'm hopeless with apps.")).toEqual(['effort_usability']);
    expect(concerns("The subscription they'll add later.")).toEqual(['price']);
    expect(concerns('Where the video goes. Is it stored somewhere?')).toEqual(['trust_privacy']);
  });
});

describe('praise that mentions size, others or the old thing', () => {
  const OVEN = 'MiniOven is a compact smart oven for small kitchens, $199.';
  const code = (answer: string) => readByRules({ brief: OVEN, question: 'What do you think?', answer });
  it('keeps it favourable', () => {
    for (const a of [
      'Our kitchen is small so the compact size is perfect.',
      "It's a game changer for a flat like ours, not a luxury.",
      "I'd rather have this than my old toaster oven.",
      "That's what I've been looking for.",
    ])
      expect(code(a), a).toMatchObject({ stance: 'positive', concerns: [] });
  });
});
