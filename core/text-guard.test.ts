import { describe, expect, it } from 'vitest';
import { findInvalidText, isValidText } from './text-guard.js';

describe('findInvalidText', () => {
  it('accepts ordinary text, tabs, newlines and paired surrogates (emoji)', () => {
    expect(isValidText('Hello\tworld\r\n😀 café')).toBe(true);
    expect(findInvalidText({ a: ['x', { b: 'y' }], n: 1, z: null })).toBeUndefined();
  });

  it('names the field holding a NUL, another control character or a lone surrogate', () => {
    expect(findInvalidText({ title: 'a\u0000b' })).toEqual({ field: 'title', reason: 'invalid_text' });
    expect(findInvalidText({ list: ['ok', 'bell\u0007'] })).toEqual({ field: 'list.1', reason: 'invalid_text' });
    expect(findInvalidText({ p: { q: 'x\ud800' } })).toEqual({ field: 'p.q', reason: 'invalid_text' });
    expect(findInvalidText({ p: '\udc00y' })).toEqual({ field: 'p', reason: 'invalid_text' });
    expect(findInvalidText({ 'k\u0000': 1 })).toEqual({ field: '(key)', reason: 'invalid_text' });
  });

  it('refuses nesting deeper than any form', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100; i++) deep = [deep];
    expect(findInvalidText(deep)?.reason).toBe('too_deep');
  });
});
