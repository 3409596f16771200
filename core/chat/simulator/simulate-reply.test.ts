import { describe, expect, it } from 'vitest';
import type { Avatar } from '../../../db/types.js';
import type { ProjectContext } from '../prompt.js';
import { questionKind } from './lexicon.js';
import { simulateReply } from './simulate-reply.js';

const base = { tags: [], core_values: null, pain_points: null, buying_motivations: null } as unknown as Avatar;
const nurse = {
  ...base,
  id: 'a1',
  name: 'Maria Lopez',
  job_title: 'Nurse',
  budget_sensitivity: 'very-price-sensitive',
  tech_comfort_level: 'beginner',
  household_type: 'married-with-kids',
  pain_points: ['no time to cook'],
  personality: 'cautious and skeptical',
  communication_style: 'warm and chatty',
  preferred_buying_channel: 'in-store',
} as Avatar;
const engineer = {
  ...base,
  id: 'a2',
  name: 'Dev Patel',
  job_title: 'Software engineer',
  budget_sensitivity: 'premium-buyer',
  tech_comfort_level: 'expert',
  household_type: 'single',
  personality: 'curious early adopter',
  awareness_stage: 'most-aware',
  buying_motivations: ['convenience'],
  preferred_buying_channel: 'mobile-app',
  tags: ['food', 'cooking'],
} as Avatar;
const project: ProjectContext = {
  title: 'MealMate',
  productIdea: 'A weekly meal-kit subscription for busy parents with 15-minute recipes. It ships every Monday.',
  targetAudience: 'Busy parents who love cooking',
  additionalContext: null,
  tags: ['food'],
};

const QUESTIONS = {
  'first-impression': 'What is your first impression of this concept?',
  features: 'Which features would you find most valuable?',
  concerns: 'What concerns or hesitations would you have?',
  routine: 'How would this fit into your daily routine?',
  purchase: 'What would convince you to purchase it?',
} as const;

const reply = (avatar: Avatar, text: string, others: { name: string; text: string }[] = []) => simulateReply({ avatar, project, question: { id: `q-${text}`, text }, others });

describe('the offline persona simulator', () => {
  it('recognises the five question types of the default list', () => {
    for (const [kind, text] of Object.entries(QUESTIONS)) expect(questionKind(text)).toBe(kind);
    expect(questionKind('Would you recommend it to a friend?')).toBe('purchase');
    expect(questionKind('Tell us about your commute')).toBe('general');
  });

  it('is deterministic: the same inputs give the same answer', () => {
    expect(reply(nurse, QUESTIONS.concerns)).toBe(reply(nurse, QUESTIONS.concerns));
  });

  it('answers each question type differently, and refers to the product', () => {
    const answers = Object.values(QUESTIONS).map((q) => reply(engineer, q));
    expect(new Set(answers).size).toBe(5);
    for (const a of answers) expect(a).toMatch(/MealMate/);
    // Some participants quote the idea back in the user's own words.
    const group = Array.from({ length: 8 }, (_, i) => reply({ ...engineer, id: `e${i}` }, QUESTIONS['first-impression']));
    expect(group.some((a) => a.includes('“A weekly meal-kit subscription for busy parents with 15-minute recipes”'))).toBe(true);
    expect(new Set(group).size).toBeGreaterThan(3);
  });

  it('answers from the persona: budget, technology comfort, household and buying channel', () => {
    const concerns = reply(nurse, QUESTIONS.concerns);
    expect(concerns).toMatch(/cost|monthly bill/);
    expect(concerns).toMatch(/setup|complicated/);
    expect(reply(engineer, QUESTIONS.concerns)).toMatch(/quality/);
    expect(reply(nurse, QUESTIONS.purchase)).toMatch(/in a store/);
    expect(reply(engineer, QUESTIONS.purchase)).toMatch(/from my phone/);
    expect(reply(nurse, QUESTIONS['first-impression'])).toMatch(/nurse with kids at home/);
    expect(reply(nurse, QUESTIONS['first-impression'])).not.toBe(reply(engineer, QUESTIONS['first-impression']));
  });

  it('reacts to another participant by first name, agreeing or disagreeing', () => {
    const withOthers = reply(nurse, QUESTIONS.purchase, [{ name: 'Dev Patel', text: 'I love it and would pay for the convenience.' }]);
    expect(withOthers).toMatch(/Dev/);
    expect(withOthers).toMatch(/differently|agree|Like Dev|good point/);
    const earlier = simulateReply({
      avatar: engineer,
      project,
      question: { id: 'q9', text: QUESTIONS.routine },
      others: [],
      earlier: [{ name: 'Maria Lopez', text: 'Way too expensive for my budget.' }],
    });
    expect(earlier).toMatch(/Maria/);
  });
});

describe('simulateReply phrasing', () => {
  it('introduces the speaker at most once per answer', () => {
    const stylist = {
      ...base,
      id: 'a3',
      name: 'Will Collins',
      job_title: 'Retired hair stylist',
      household_type: 'married-no-kids',
      budget_sensitivity: 'value-focused',
      personality: 'skeptical',
      pain_points: ['information overload when comparing options'],
    } as Avatar;
    for (const avatar of [nurse, engineer, stylist]) {
      for (let i = 0; i < 20; i++) {
        for (const q of Object.values(QUESTIONS)) {
          const text = simulateReply({ avatar: { ...avatar, id: `${avatar.id}-${i}` }, project, question: { id: `q${i}`, text: q }, others: [] });
          expect(text.match(/\bAs (a|an|someone) /g)?.length ?? 0).toBeLessThanOrEqual(1);
        }
      }
    }
  });
});
