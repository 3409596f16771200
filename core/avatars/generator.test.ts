import { describe, expect, it } from 'vitest';
import { AVATAR_ENUMERATIONS, INCOME_BRACKETS, MAX_TAGS_PER_AVATAR, MIN_TAGS_PER_AVATAR } from './enumerations.js';
import { generatePersona } from './generator.js';
import { renderPortrait } from './portrait.js';
import { buildCatalogue } from './seed.js';
import { normalizeTag } from './tags.js';

const sample = Array.from({ length: 400 }, (_, i) => generatePersona(`unit-${i}`));

describe('generatePersona', () => {
  it('gives the same persona for the same seed, whatever was generated in between', () => {
    const first = generatePersona('same-seed', ['parent']);
    generatePersona('something-else');
    expect(generatePersona('same-seed', ['parent'])).toEqual(first);
    expect(generatePersona('other-seed', ['parent'])).not.toEqual(first);
  });

  it('only uses the enumerated values for every enumerated field', () => {
    for (const p of sample) {
      for (const [field, values] of Object.entries(AVATAR_ENUMERATIONS)) {
        expect(values as readonly string[], `${field} of ${p.name}`).toContain(p[field as keyof typeof p]);
      }
    }
  });

  it('gives every persona 3 to 8 distinct normalized tags, including every required tag', () => {
    for (let i = 0; i < 200; i++) {
      const required = [['parent'], ['Pet Owner', 'rural'], ['fitness', 'coffee-lover', 'gen-z'], []][i % 4]!;
      const p = generatePersona(`tags-${i}`, required);
      expect(p.tags.length).toBeGreaterThanOrEqual(MIN_TAGS_PER_AVATAR);
      expect(p.tags.length).toBeLessThanOrEqual(MAX_TAGS_PER_AVATAR);
      expect(new Set(p.tags).size).toBe(p.tags.length);
      for (const t of required) expect(p.tags).toContain(normalizeTag(t));
    }
  });

  it('keeps at most 8 tags even when more are required', () => {
    const required = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8', 'a9', 'a10'];
    expect(generatePersona('many-tags', required).tags).toEqual(required.slice(0, 8));
  });

  it('shapes the persona after the required tags it understands', () => {
    for (let i = 0; i < 40; i++) {
      const parent = generatePersona(`parent-${i}`, ['parent', 'rural']);
      expect(['married-with-kids', 'single-parent']).toContain(parent.household_type);
      expect(parent.age).toBeGreaterThanOrEqual(24);
      expect(parent.age).toBeLessThanOrEqual(58);
      const student = generatePersona(`student-${i}`, ['student']);
      expect(student.job_title).toMatch(/Student/);
      expect(student.age).toBeLessThanOrEqual(26);
      const retiree = generatePersona(`retiree-${i}`, ['retiree']);
      expect(retiree.job_title).toMatch(/^Retired /);
      expect(retiree.age).toBeGreaterThanOrEqual(63);
      const luxury = generatePersona(`luxury-${i}`, ['luxury']);
      expect(INCOME_BRACKETS.indexOf(luxury.income_bracket)).toBeGreaterThanOrEqual(4);
    }
  });

  it('makes demographics that fit together', () => {
    for (const p of sample) {
      expect(p.age).toBeGreaterThanOrEqual(18);
      expect(p.age).toBeLessThanOrEqual(85);
      if (p.job_title.startsWith('Retired ')) expect(p.age).toBeGreaterThanOrEqual(63);
      if (/Student/.test(p.job_title)) expect(['under-25k', '25k-50k']).toContain(p.income_bracket);
      if (p.job_title === 'Physician') expect(['doctorate']).toContain(p.education_level);
      if (p.job_title === 'Cashier') expect(p.income_bracket).toBe('under-25k');
      if (p.tags.includes('parent') || p.tags.includes('new-parent')) expect(['married-with-kids', 'single-parent']).toContain(p.household_type);
      if (p.tags.includes('retiree')) expect(p.job_title).toMatch(/^Retired /);
      if (p.income_bracket === 'under-25k') expect(p.budget_sensitivity).not.toBe('premium-buyer');
      if (p.income_bracket === 'over-150k') expect(['value-focused', 'premium-buyer']).toContain(p.budget_sensitivity);
      expect(p.location).toMatch(/^[A-Z][\w .’'-]+, [A-Z]{2}$/);
      expect(p.core_values).toHaveLength(3);
      expect(p.pain_points).toHaveLength(3);
      expect(p.buying_motivations).toHaveLength(3);
      expect(p.hobbies.split(', ').length).toBeGreaterThanOrEqual(3);
      expect(p.values).toContain(p.core_values[0]);
      expect(p.slogan.length).toBeGreaterThan(5);
    }
  });

  it('varies across seeds like a real population', () => {
    const genders = new Set(sample.map((p) => p.gender));
    const jobs = new Set(sample.map((p) => p.job_title));
    const places = new Set(sample.map((p) => p.location));
    expect([...genders].sort()).toEqual(expect.arrayContaining(['female', 'male']));
    expect(jobs.size).toBeGreaterThan(60);
    expect(places.size).toBeGreaterThan(80);
    expect(new Set(sample.map((p) => p.name)).size).toBeGreaterThan(390);
  });
});

describe('catalogue and portraits', () => {
  it('builds the same catalogue from the same seed, with distinct names and six premium avatars in 2,000', () => {
    const a = buildCatalogue(2000);
    expect(buildCatalogue(50)).toEqual(a.slice(0, 50));
    expect(new Set(a.map((p) => p.name)).size).toBe(2000);
    expect(new Set(a.map((p) => p.seed_key)).size).toBe(2000);
    expect(a.filter((p) => p.is_premium)).toHaveLength(6);
    expect(buildCatalogue(20, 'other-seed')[0]).not.toEqual(a[0]);
  });

  it('draws the same SVG portrait for the same seed, referencing nothing remote', () => {
    const svg = renderPortrait('seed-1', { gender: 'female', age: 40 });
    expect(svg.startsWith('<svg')).toBe(true);
    expect(renderPortrait('seed-1', { gender: 'female', age: 40 })).toBe(svg);
    expect(renderPortrait('seed-2', { gender: 'female', age: 40 })).not.toBe(svg);
    // The only URLs are the CC BY licence attribution in the metadata; nothing is loaded from them.
    expect(svg).not.toMatch(/(href|src)=["']https?:|url\(["']?https?:/);
  });
});
