import { describe, expect, it } from 'vitest';
import { PHOTO_BAD_TYPE, PHOTO_TOO_LARGE, validateProfilePhoto } from './photo-validation';

describe('profile photo validation', () => {
  it('accepts jpg, jpeg, png and gif up to 5 MB, in any letter case', () => {
    for (const name of ['me.jpg', 'me.JPEG', 'me.png', 'me.gif']) {
      expect(validateProfilePhoto({ name, size: 5 * 1024 * 1024 })).toBeNull();
    }
  });

  it('refuses other types with the documented message', () => {
    expect(validateProfilePhoto({ name: 'me.webp', size: 10 })).toBe(PHOTO_BAD_TYPE);
    expect(validateProfilePhoto({ name: 'photo', size: 10 })).toBe(PHOTO_BAD_TYPE);
  });

  it('refuses files over 5 MB with the documented message', () => {
    expect(validateProfilePhoto({ name: 'me.png', size: 5 * 1024 * 1024 + 1 })).toBe(PHOTO_TOO_LARGE);
  });
});
