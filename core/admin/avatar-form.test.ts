import { describe, expect, it } from 'vitest';
import { avatarFormSchema, avatarRowFromForm } from './avatar-form.js';

describe('single avatar form', () => {
  it('trims the name, nulls empty text, splits lists on commas and reads the age as an integer', () => {
    const f = avatarFormSchema.parse({ name: '  Ann  ', slogan: '   ', age: ' 41 ', coreValues: 'family, , honesty ,', painPoints: ' , ', tags: 'Pet Owner, pet-owner' });
    expect(f).toMatchObject({ name: 'Ann', slogan: null, age: 41, coreValues: ['family', 'honesty'], painPoints: null, tags: ['pet-owner'] });
    const row = avatarRowFromForm(f, null);
    expect(row).toMatchObject({ name: 'Ann', is_active: true, core_values: ['family', 'honesty'], pain_points: null, job_title: null });
  });

  it('gives the documented message for a missing name and names a bad field', () => {
    expect(avatarFormSchema.safeParse({ name: '  ' }).error?.issues[0]?.message).toBe('Name is required');
    expect(avatarFormSchema.safeParse({}).error?.issues[0]?.message).toBe('Name is required');
    expect(avatarFormSchema.safeParse({ name: 'A', age: '4.5' }).error?.issues[0]?.path).toEqual(['age']);
    expect(avatarFormSchema.safeParse({ name: 'A', incomeBracket: 'lots' }).error?.issues[0]?.path).toEqual(['incomeBracket']);
    expect(avatarFormSchema.parse({ name: 'A', age: '', gender: '' })).toMatchObject({ age: null, gender: null });
  });
});
