import { describe, expect, it } from 'vitest';
import { generatePersona } from '../avatars/generator.js';
import { parsePersona, personaSchema, pickRequiredTags } from './batch-generation.js';

describe('required tags of a batch avatar', () => {
  it('takes a random 30% of the chosen tags, at least one, none when there are none', () => {
    expect(pickRequiredTags([])).toEqual([]);
    expect(pickRequiredTags(['a'])).toEqual(['a']);
    expect(pickRequiredTags(['a', 'b', 'c'])).toHaveLength(1);
    expect(pickRequiredTags(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'])).toHaveLength(3);
  });

  it('draws distinct tags from the chosen ones, each tag eventually', () => {
    const tags = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'];
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const picked = pickRequiredTags(tags);
      expect(new Set(picked).size).toBe(picked.length);
      for (const t of picked) {
        expect(tags).toContain(t);
        seen.add(t);
      }
    }
    expect(seen.size).toBe(tags.length);
  });
});

describe('persona validation', () => {
  it('accepts every persona of the offline generator, with its required tags', () => {
    const pool = ['parent', 'rural', 'gamer', 'retiree', 'student', 'luxury', 'night-owl'];
    for (let i = 0; i < 300; i++) {
      const required = pickRequiredTags(pool);
      const persona = parsePersona(JSON.stringify(generatePersona(`unit:${i}`, required)), required);
      expect(personaSchema.safeParse(persona).success).toBe(true);
      for (const t of required) expect(persona.tags).toContain(t);
    }
  });

  it('reads a reply wrapped in a code fence and adds a required tag the model left out', () => {
    const persona = { ...generatePersona('fence'), tags: ['coffee-lover'] };
    const parsed = parsePersona(`Here you go:\n\`\`\`json\n${JSON.stringify(persona)}\n\`\`\``, ['Night Owl']);
    expect(parsed.name).toBe(persona.name);
    expect(parsed.tags).toEqual(['night-owl', 'coffee-lover']);
  });

  it('refuses a reply without JSON or outside the avatar schema, naming the field', () => {
    expect(() => parsePersona('I cannot do that.', [])).toThrow(/no JSON object/);
    expect(() => parsePersona(JSON.stringify({ ...generatePersona('x'), gender: 'robot' }), [])).toThrow(/avatar schema: gender/);
    expect(() => parsePersona(JSON.stringify({ ...generatePersona('y'), age: 7 }), [])).toThrow(/avatar schema: age/);
  });
});
