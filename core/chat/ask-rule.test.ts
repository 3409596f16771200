import { describe, expect, it } from 'vitest';
import { askRefusal } from './ask-rule.js';

describe('askRefusal', () => {
  it('lets a question through once no reply is owed, whatever the page still has to reveal', () => {
    expect(askRefusal({ status: 'active', asked: 1, limit: 5, owed: 0 })).toBeNull();
  });
  it('refuses while a reply is owed, past the limit, on a finished session and on a draft', () => {
    expect(askRefusal({ status: 'active', asked: 1, limit: 5, owed: 1 })?.code).toBe('round_open');
    expect(askRefusal({ status: 'active', asked: 5, limit: 5, owed: 0 })?.code).toBe('session_complete');
    expect(askRefusal({ status: 'completed', asked: 2, limit: 5, owed: 0 })?.code).toBe('session_complete');
    expect(askRefusal({ status: 'draft', asked: 0, limit: 5, owed: 0 })?.code).toBe('session_not_started');
  });
});
