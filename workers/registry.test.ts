import { describe, expect, it } from 'vitest';
import { JOB_NAMES } from '../core/queues/index.js';
import { handlers } from './registry.js';

describe('worker registry', () => {
  it('has exactly one processor for every job name, and none for unknown jobs', () => {
    expect(Object.keys(handlers).sort()).toEqual([...JOB_NAMES].sort());
    for (const name of JOB_NAMES) expect(typeof handlers[name].process).toBe('function');
  });
});
