import { describe, expect, it } from 'vitest';
import type { Avatar } from '../../../db/types.js';
import { buildCatalogue } from '../../avatars/seed.js';
import { codeAnswer } from '../../insight/rules-coder.js';
import type { ProjectContext } from '../prompt.js';
import { SCALE_PRESETS } from '../question-kinds.js';
import { readAsk } from './asks.js';
import { readBrief } from './brief.js';
import { reactionOf } from './reaction.js';
import { simulateAnswer, simulateReply } from './simulate-reply.js';

const base = { tags: [], core_values: null, pain_points: null, buying_motivations: null, hobbies: null, location: null } as unknown as Avatar;
const lowIncome = {
  ...base,
  id: 'a1',
  name: 'Maria Lopez',
  age: 34,
  job_title: 'Cashier',
  income_bracket: 'under-25k',
  budget_sensitivity: 'very-price-sensitive',
  tech_comfort_level: 'intermediate',
  household_type: 'single-parent',
  personality: 'practical and cautious',
} as Avatar;
const wealthy = {
  ...base,
  id: 'a2',
  name: 'Dev Patel',
  age: 41,
  job_title: 'Chief Technology Officer',
  income_bracket: 'over-150k',
  budget_sensitivity: 'premium-buyer',
  tech_comfort_level: 'expert',
  household_type: 'married-with-kids',
  personality: 'curious early adopter',
  hobbies: 'cooking, cycling',
  tags: ['executive', 'tech-savvy'],
  core_values: ['quality'],
} as Avatar;
const retiree = {
  ...base,
  id: 'a3',
  name: 'Walter Brown',
  age: 68,
  job_title: 'Retired teacher',
  income_bracket: '25k-50k',
  budget_sensitivity: 'price-conscious',
  tech_comfort_level: 'beginner',
  household_type: 'married-no-kids',
} as Avatar;
const driver = {
  ...base,
  id: 'a4',
  name: 'Sam Reed',
  age: 29,
  job_title: 'Rideshare driver',
  income_bracket: '25k-50k',
  budget_sensitivity: 'price-conscious',
  tech_comfort_level: 'advanced',
  household_type: 'roommates',
} as Avatar;

const cooker: ProjectContext = {
  title: 'PressureChef',
  productIdea: 'A smart pressure cooker with 14 preset programs, a companion app with guided recipes and a self-cleaning lid. It costs $400.',
  targetAudience: 'Home cooks',
  additionalContext: null,
  tags: [],
};
const soc2: ProjectContext = {
  title: 'AuditPilot',
  productIdea: 'A SOC 2 compliance platform for startups that includes automated evidence collection, policy templates and audit-ready reports, at $750/month.',
  targetAudience: 'CTOs and founders at companies of 10 to 200 employees',
  additionalContext: null,
  tags: [],
};
const dogFood: ProjectContext = {
  title: 'FreshFido',
  productIdea: 'Fresh dog food delivered every two weeks, with vet-designed recipes and flexible delivery dates.',
  targetAudience: 'Dog owners',
  additionalContext: null,
  tags: [],
  price: { amount: 60, currency: 'USD', period: 'month' },
};

const ask = (avatar: Avatar, project: ProjectContext, text: string, spec?: Parameters<typeof simulateAnswer>[0]['spec'], id = text) =>
  simulateAnswer({ avatar, project, question: { id: `q:${id}`, text }, others: [], spec });
const briefText = (p: ProjectContext) => [p.title, p.productIdea, p.targetAudience].filter(Boolean).join('\n\n');
const BUY = { kind: 'scale', scale: SCALE_PRESETS.buy.scale } as const;

describe('reading the brief', () => {
  it('takes the price and period from the text, and the wizard price field over the text', () => {
    expect(readBrief(cooker).price).toEqual({ amount: 400, currency: 'USD', period: null });
    expect(readBrief(soc2).price).toEqual({ amount: 750, currency: 'USD', period: 'month' });
    expect(readBrief({ ...cooker, price: { amount: 350, currency: 'EUR', period: 'one-off' } }).price).toEqual({ amount: 350, currency: 'EUR', period: null });
    expect(readBrief({ ...cooker, productIdea: 'A smart pressure cooker.' }).price).toBeNull();
  });

  it('finds the product noun, the listed features and whether a business buys it', () => {
    const b = readBrief(cooker);
    expect(b.noun).toBe('smart pressure cooker');
    expect(b.features).toEqual(expect.arrayContaining(['14 preset programs', 'self-cleaning lid']));
    expect(b.business).toBe(false);
    expect(b.appHeavy).toBe(true);
    expect(readBrief(soc2).business).toBe(true);
    expect(readBrief(soc2).features).toEqual(expect.arrayContaining(['automated evidence collection', 'audit-ready reports']));
  });
});

describe('reading the question', () => {
  it('tells what an open question asks, and a question that is not about the idea', () => {
    expect(readAsk('Would you buy it?').asks).toBe('intent');
    expect(readAsk('What do you think of the price?').asks).toBe('price');
    expect(readAsk('What concerns would you have?').asks).toBe('concern');
    expect(readAsk('Which feature is your favourite?').asks).toBe('feature');
    expect(readAsk('How does this compare with what you do today?').asks).toBe('compare');
    expect(readAsk("What's your favourite movie?")).toMatchObject({ asks: 'offtopic', topic: 'movie' });
    expect(readAsk('Do you have any pets?', undefined, 'fresh dog food for dog owners').asks).not.toBe('offtopic');
  });

  it('answers an off-topic question in persona, about the topic and not the product', () => {
    for (const avatar of [lowIncome, wealthy, retiree]) {
      const a = ask(avatar, cooker, "What's your favourite movie?");
      expect(a.text).not.toMatch(/PressureChef|pressure cooker|\$400|buy|price/i);
      expect(a.meant.onTopic).toBe(false);
      expect(codeAnswer({ brief: briefText(cooker), question: "What's your favourite movie?", answer: a.text }).onTopic).toBe(false);
    }
  });
});

describe('the reaction follows the persona', () => {
  it('a low-income, price-sensitive persona finds a $400 cooker too expensive and says what it would pay', () => {
    const r = reactionOf(lowIncome, readBrief(cooker));
    expect(r.priceFit).toBe('too-high');
    expect(r.purchase).toBe('no');
    const a = ask(lowIncome, cooker, 'What do you think of the price?');
    expect(a.text).toMatch(/\$400 is too (?:expensive|much)|too much/);
    const named = [...a.text.matchAll(/\$(\d+)/g)].map((m) => Number(m[1])).filter((n) => n !== 400);
    expect(named.length).toBeGreaterThan(0);
    for (const n of named) expect(n).toBeLessThan(400);
    expect(reactionOf(wealthy, readBrief(cooker)).priceFit).toBe('fine');
  });

  it('frames a business tool by job: no household talk, and no yes from people with no say', () => {
    const people = buildCatalogue(60).map((p) => ({ ...p, id: p.seed_key }) as unknown as Avatar);
    for (const avatar of [...people, retiree, driver, wealthy]) {
      for (const q of ['What is your first impression?', 'Would you buy it?', 'What concerns would you have?', 'How would you use it in a typical week?']) {
        expect(ask(avatar, soc2, q).text).not.toMatch(/household|my family|at home|the kids|my kids|my partner/i);
      }
    }
    for (const outsider of [retiree, driver]) {
      expect(reactionOf(outsider, readBrief(soc2)).purchase).toBe('no');
      expect(ask(outsider, soc2, 'Would you buy it?').text).toMatch(/not (?:my|for me)|pass|would not|wouldn't|call/i);
    }
    expect(reactionOf(wealthy, readBrief(soc2)).outsider).toBe(false);
  });

  it('is deterministic per avatar and question, and a different brief reads differently', () => {
    expect(ask(wealthy, cooker, 'Would you buy it?').raw).toBe(ask(wealthy, cooker, 'Would you buy it?').raw);
    expect(simulateReply({ avatar: wealthy, project: cooker, question: { id: 's1', text: 'Thoughts?' }, others: [] })).toBe(
      simulateReply({ avatar: wealthy, project: cooker, question: { id: 's1', text: 'Thoughts?' }, others: [] }),
    );
    const words = (t: string) => new Set(t.toLowerCase().match(/[a-z']+/g));
    const [x, y] = [words(ask(wealthy, cooker, 'What is your first impression?').text), words(ask(wealthy, dogFood, 'What is your first impression?').text)];
    const shared = [...x].filter((w) => y.has(w)).length;
    expect(shared / (x.size + y.size - shared)).toBeLessThan(0.5);
  });
});

describe('structured answers: numbers agree with words', () => {
  const people = buildCatalogue(40).map((p) => ({ ...p, id: p.seed_key }) as unknown as Avatar);

  it('a scale answer says its value, inside the band of its purchase class', () => {
    for (const avatar of people) {
      const a = ask(avatar, cooker, 'How likely are you to buy it?', BUY);
      const { value, reason } = JSON.parse(a.raw) as { value: number; reason: string };
      expect(value).toBe(a.value);
      expect(reason).toContain(`${value} out of 10`);
      const purchase = reactionOf(avatar, readBrief(cooker)).purchase;
      expect(purchase === 'yes' ? value >= 8 : purchase === 'no' ? value <= 4 : value >= 5 && value <= 7).toBe(true);
      const code = codeAnswer({ brief: briefText(cooker), question: 'How likely are you to buy it?', kind: 'scale', scale: { min: 1, max: 10 }, answer: reason });
      expect(code.rating).toBe(value);
    }
  });

  it('a price answer names its amount first, below the brief price when the price is too much', () => {
    for (const avatar of people) {
      const a = ask(avatar, cooker, 'What is the most you would pay?', { kind: 'price', currency: 'USD', period: null });
      expect(typeof a.value).toBe('number');
      const code = codeAnswer({ brief: briefText(cooker), question: 'What is the most you would pay?', kind: 'price', answer: a.text });
      expect(code.rating).toBe(a.value);
      if (reactionOf(avatar, readBrief(cooker)).priceFit !== 'fine') {
        expect(a.value as number).toBeLessThan(400);
        expect(a.text).toMatch(/\$400 is (?:too|out of)/);
      }
    }
  });

  it('a choice answer picks one of the options; a discussion round says whether the value moved', () => {
    const spec = { kind: 'choice' as const, options: ['Monthly', 'Yearly', 'None of these'] };
    for (const avatar of people.slice(0, 10)) expect(spec.options).toContain(ask(avatar, dogFood, 'Which plan would you pick?', spec).value);
    const revised = simulateAnswer({
      avatar: wealthy,
      project: cooker,
      question: { id: 'q2', text: 'How likely are you to buy it?' },
      others: [{ name: 'Maria Lopez', text: 'Too expensive for me.' }],
      spec: BUY,
      revising: { own: 9, others: [2, 3] },
    });
    expect(revised.text).toMatch(/Having heard everyone, I am (staying with|moving from)/);
    expect(revised.text).toMatch(/Maria/);
  });
});

describe('phrasing', () => {
  it('keeps the product name as written after a spoken opener', () => {
    const people = buildCatalogue(40).map((p) => ({ ...p, id: p.seed_key }) as unknown as Avatar);
    const mealMate: ProjectContext = {
      title: 'MealMate',
      productIdea: 'A weekly meal-kit subscription with 15-minute recipes.',
      targetAudience: 'Busy parents',
      additionalContext: null,
      tags: [],
    };
    for (const avatar of people) {
      const text = ask(avatar, mealMate, 'What would convince you to purchase it?').text;
      expect(text).not.toMatch(/mealMate/);
      expect(text).toContain('MealMate');
    }
  });
});

describe('one stance per session', () => {
  it('names the same limit in a price answer as in its open answers', () => {
    const spec = { kind: 'price' as const, currency: 'USD', period: null };
    const amount = ask(lowIncome, cooker, 'What is the most you would pay?', spec).value;
    expect(ask(lowIncome, cooker, 'What do you think of the price?').text).toContain(`$${amount}`);
  });
});
