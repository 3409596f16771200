import { describe, expect, it } from 'vitest';
import type { Avatar } from '../../../db/types.js';
import type { ProjectContext } from '../prompt.js';
import { SCALE_PRESETS } from '../question-kinds.js';
import { simulateReply } from './simulate-reply.js';
import { reviseValue, simulateValue } from './values.js';

const base = { tags: [], core_values: null, pain_points: null, buying_motivations: null } as unknown as Avatar;
const fan = (id: string) =>
  ({
    ...base,
    id,
    name: `Fan ${id}`,
    budget_sensitivity: 'premium-buyer',
    personality: 'curious early adopter',
    awareness_stage: 'most-aware',
    tech_comfort_level: 'expert',
    tags: ['coffee'],
  }) as Avatar;
const skeptic = (id: string) =>
  ({
    ...base,
    id,
    name: `Skeptic ${id}`,
    income_bracket: 'under-25k',
    budget_sensitivity: 'very-price-sensitive',
    personality: 'cautious and skeptical',
    awareness_stage: 'unaware',
    tech_comfort_level: 'beginner',
  }) as Avatar;
const project: ProjectContext = {
  title: 'Pocket Espresso',
  productIdea: 'A hand-pumped espresso maker for travellers.',
  targetAudience: 'Coffee lovers',
  additionalContext: null,
  tags: ['coffee'],
  price: { amount: 80, currency: 'USD', period: 'one-off' },
};
const buy = { kind: 'scale' as const, scale: SCALE_PRESETS.buy.scale };
const price = { kind: 'price' as const, currency: 'USD', period: null };
const ids = Array.from({ length: 12 }, (_, i) => `p${i}`);
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

describe('the simulator values of structured questions', () => {
  it('is deterministic per avatar and question, and stays on the scale', () => {
    const v = { avatar: fan('a'), project, question: { id: 'q1' }, spec: buy };
    expect(simulateValue(v)).toBe(simulateValue(v));
    for (const id of ids) {
      const x = simulateValue({ avatar: skeptic(id), project, question: { id: 'q1' }, spec: buy }) as number;
      expect(x).toBeGreaterThanOrEqual(1);
      expect(x).toBeLessThanOrEqual(10);
    }
  });

  it('follows the persona: fans rate higher and would pay more than budget-strict skeptics', () => {
    const rate = (make: (id: string) => Avatar) => mean(ids.map((id) => simulateValue({ avatar: make(id), project, question: { id: 'q1' }, spec: buy }) as number));
    const pay = (make: (id: string) => Avatar) => mean(ids.map((id) => simulateValue({ avatar: make(id), project, question: { id: 'q2' }, spec: price }) as number));
    expect(rate(fan)).toBeGreaterThan(rate(skeptic) + 3);
    expect(pay(fan)).toBeGreaterThan(80);
    expect(pay(skeptic)).toBeLessThan(50);
  });

  it('revises toward the group for some participants only, and picks an existing option', () => {
    const moved = ids.filter((id) => reviseValue({ avatar: fan(id), project, question: { id: 'q3' }, spec: buy }, 2, [8, 9, 8]) !== 2);
    expect(moved.length).toBeGreaterThan(0);
    expect(moved.length).toBeLessThan(ids.length);
    for (const id of moved) expect(reviseValue({ avatar: fan(id), project, question: { id: 'q3' }, spec: buy }, 2, [8, 9, 8])).toBeGreaterThan(2);
    const choice = { kind: 'choice' as const, options: ['Monthly', 'Yearly'] };
    for (const id of ids) expect(['Monthly', 'Yearly']).toContain(reviseValue({ avatar: fan(id), project, question: { id: 'q4' }, spec: choice }, 'Monthly', ['Yearly', 'Yearly']));
  });

  it('answers as the JSON a model returns, saying the value in the reason', () => {
    const out = JSON.parse(simulateReply({ avatar: fan('a'), project, question: { id: 'q1', text: 'How likely are you to buy it?' }, others: [], spec: buy }));
    expect(out.reason).toContain(`${out.value} out of 10`);
    const revised = JSON.parse(
      simulateReply({ avatar: fan('a'), project, question: { id: 'q1', text: 'How likely?' }, others: [], spec: buy, revising: { own: 4, others: [9, 9] } }),
    );
    expect(revised.reason).toMatch(/^Having heard everyone, I am (staying with|moving from 4 to)/);
  });
});
