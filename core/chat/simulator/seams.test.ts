import { describe, expect, it } from 'vitest';
import type { Avatar } from '../../../db/types.js';
import { buildCatalogue } from '../../avatars/seed.js';
import type { ProjectContext } from '../prompt.js';
import { readBrief } from './brief.js';
import { agree, indefinite, isPlural } from './grammar.js';
import { sentencesOf } from './memory.js';
import { petOf } from './pets.js';
import { reactionOf } from './reaction.js';
import { simulateAnswer } from './simulate-reply.js';

// Seams seen in the simulator's output, each checked over several briefs: the product is measured on
// briefs it was not written for.
const catalogue = buildCatalogue(240).map((p) => ({ ...p, id: p.seed_key }) as unknown as Avatar);
const brief = (title: string, productIdea: string, targetAudience: string | null = null): ProjectContext => ({
  title,
  productIdea,
  targetAudience,
  additionalContext: null,
  tags: [],
});
const QUESTIONS = [
  'What is your first impression of this idea?',
  'Would you buy it? Why or why not?',
  'What concerns would you have about it?',
  'Which feature do you like most?',
  'What do you think of the price?',
];
const session = (avatar: Avatar, project: ProjectContext, id = 's') => {
  const said: string[] = [];
  return QUESTIONS.map((text, i) => {
    const a = simulateAnswer({ avatar, project, question: { id: `${id}:${i}`, text }, others: [], said: [...said] });
    said.push(a.text);
    return a;
  });
};

describe('number agreement', () => {
  it('reads plural product nouns and hobbies, but not gerunds or singular words ending in s', () => {
    for (const p of ['reusable silicone snack bags', 'noise-cancelling headphones', 'meal kits', 'cooking classes', 'portions sized to your dog']) expect(isPlural(p)).toBe(true);
    for (const s of ['smart pressure cooker', 'fitness class', 'yoga', 'news app', 'compliance platform', 'citrus']) expect(isPlural(s)).toBe(false);
    expect(isPlural('tabletop board games', true)).toBe(true);
    expect(isPlural('building PCs', true)).toBe(false);
    expect(`${indefinite('snack bags')} ${agree('snack bags', 'is')} aimed at me`).toBe('snack bags are aimed at me');
    expect(`${indefinite('espresso maker')} ${agree('espresso maker', 'has')} to prove it`).toBe('an espresso maker has to prove it');
  });

  it('never pairs a plural product with "a" or a singular verb in an answer', () => {
    const briefs = [
      brief('SnackSeal', 'Reusable silicone snack bags in a set of six, with a leak-proof zip seal. $12 for the set.'),
      brief('Quietly', 'Noise-cancelling headphones for open offices, with 30-hour battery and soft ear cushions, at $180.'),
      brief('TrailKits', 'Hiking meal kits with dehydrated dinners and a compostable pouch, $45 a month.'),
    ];
    for (const project of briefs) {
      const noun = readBrief(project).noun;
      expect(isPlural(noun)).toBe(true);
      for (const avatar of catalogue.slice(0, 60))
        for (const a of session(avatar, project)) {
          expect(a.text).not.toMatch(new RegExp(`\\ban? ${noun}\\b`, 'i'));
          expect(a.text).not.toMatch(new RegExp(`\\b${noun} (?:is|has|seems|does)\\b`, 'i'));
        }
    }
  });
});

describe('a persona with few identity facts', () => {
  it('never says "for me" twice in one sentence', () => {
    const bare = { ...catalogue[0]!, id: 'bare', name: 'Alex Kim', job_title: null, age: null, location: null, hobbies: null, pain_points: null, past_brand: null } as Avatar;
    const briefs = [
      brief('PressureChef', 'A smart pressure cooker with 14 preset programs and a self-cleaning lid. It costs $400.'),
      brief('AuditPilot', 'A SOC 2 compliance platform for startups with automated evidence collection, at $750/month.'),
      brief('ParkPal', 'A parking app that finds street parking near you, with meter reminders. $5/month.'),
    ];
    for (const project of briefs)
      for (const seed of [1, 2, 3, 4])
        for (const a of session({ ...bare, id: `bare-${seed}` }, project)) for (const s of sentencesOf(a.text)) expect(s.match(/\bfor me\b/g)?.length ?? 0).toBeLessThan(2);
  });
});

describe('pets', () => {
  const dogFood = brief('FreshFido', 'Fresh dog food delivered every two weeks, with vet-designed recipes and flexible delivery dates. $60/month.', 'Dog owners');
  const catLitter = brief('LitterLoop', 'A cat litter subscription with compostable pine litter and a self-sealing bin, $25 a month.');
  const petCam = brief('PawView', 'A pet camera with a treat launcher and two-way audio for pets left alone at home, at $150.');

  it('derives a pet for a plausible share of the catalogue, the same every time, from its pet-owner tag first', () => {
    const all = buildCatalogue(2000).map((p) => ({ ...p, id: p.seed_key }) as unknown as Avatar);
    const owners = all.filter((a) => petOf(a) !== null).length / all.length;
    expect(owners).toBeGreaterThan(0.4);
    expect(owners).toBeLessThan(0.75);
    for (const a of all.filter((x) => (x.tags ?? []).includes('pet-owner'))) expect(petOf(a)).not.toBeNull();
    expect(all.map(petOf)).toEqual(all.map(petOf));
  });

  it('has no one without the animal buy a pet product, and has them say why; owners speak of their own animal', () => {
    for (const project of [dogFood, catLitter, petCam]) {
      const species = readBrief(project).species!;
      for (const avatar of catalogue.slice(0, 80)) {
        const pet = petOf(avatar);
        const has = pet !== null && (species === 'pet' || pet === species);
        const r = reactionOf(avatar, readBrief(project));
        expect(r.hasPet).toBe(has);
        const texts = session(avatar, project).map((a) => a.text);
        if (!has) {
          expect(r.purchase).toBe('no');
          expect(texts.join(' ')).toMatch(/(?:do not|don't) (?:even )?have an? (?:dog|cat|pet)|no (?:dog|cat|pet) (?:in my home|at my place)|without an? (?:dog|cat|pet)/i);
        } else expect(texts.join(' ')).not.toMatch(/(?:do not|don't) (?:even )?have an? (?:dog|cat|pet)/i);
      }
    }
  });
});

describe('who buys a business tool', () => {
  const job = (title: string, tags: string[] = []) => ({ ...catalogue[3]!, id: `job-${title}`, job_title: title, age: 42, tags }) as Avatar;
  const soc2 = brief('AuditPilot', 'A SOC 2 compliance platform for startups with automated evidence collection and policy templates, at $750/month.');
  const vuln = brief('ScanShield', 'Vulnerability scanning for cloud infrastructure, with GitHub integration, for companies, $300 a month.');
  const hr = brief('PeoplePulse', 'An HR platform for employee engagement surveys and onboarding checklists for companies of 50 to 500 staff, $8 per user.');
  const outsider = (title: string, project: ProjectContext) => reactionOf(job(title), readBrief(project)).outsider;

  it('does not count every manager as a buyer: security tools go to engineering, IT, ops and founders', () => {
    for (const project of [soc2, vuln]) {
      for (const t of ['Software Engineer', 'Cybersecurity Analyst', 'IT Support Specialist', 'Operations Manager', 'Startup Founder', 'Chief Executive Officer'])
        expect(outsider(t, project)).toBe(false);
      for (const t of ['Retail Store Manager', 'Restaurant Manager', 'Marketing Manager', 'Human Resources Manager', 'Social Media Manager'])
        expect(outsider(t, project)).toBe(true);
    }
  });

  it('gives HR tools to HR and people leaders, not to engineers or shop managers', () => {
    for (const t of ['Human Resources Manager', 'Operations Manager', 'Startup Founder']) expect(outsider(t, hr)).toBe(false);
    for (const t of ['Software Engineer', 'Retail Store Manager', 'Cybersecurity Analyst']) expect(outsider(t, hr)).toBe(true);
  });

  it('names the team that decides when the speaker is not the buyer', () => {
    const texts = session(job('Retail Store Manager'), soc2)
      .concat(session(job('Software Engineer'), hr))
      .map((a) => a.text)
      .join(' ');
    expect(texts).not.toMatch(/sits with management/);
    expect(reactionOf(job('Retail Store Manager'), readBrief(soc2)).purchase).not.toBe('yes');
  });

  it('rates a senior buyer keener than a junior one in the same field', () => {
    const senior = reactionOf(job('Chief Executive Officer'), readBrief(vuln));
    const junior = reactionOf(job('IT Support Specialist'), readBrief(vuln));
    expect(senior.pros).toContain('role');
    expect(junior.pros).toContain('role');
    expect(senior.wouldPay ?? Number.POSITIVE_INFINITY).toBeGreaterThanOrEqual(junior.wouldPay ?? 0);
  });
});
