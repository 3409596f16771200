import { describe, expect, it } from 'vitest';
import { batchOutcome } from './batch-contract.js';

describe('batch result toast', () => {
  it('uses the documented wording', () => {
    expect(batchOutcome({ status: 'completed', done: 97, failed: 3, count: 100 })).toEqual({ kind: 'success', title: 'Success', message: 'Generated 97/100 avatars. 3 failed.' });
    expect(batchOutcome({ status: 'completed', done: 0, failed: 5, count: 5 })).toEqual({ kind: 'error', title: 'Error', message: 'No avatars generated successfully' });
    expect(batchOutcome({ status: 'failed', done: 2, failed: 0, count: 5 })).toEqual({ kind: 'error', title: 'Error', message: 'Failed to generate avatars' });
    expect(batchOutcome({ status: 'cancelled', done: 4, failed: 1, count: 50 })).toEqual({
      kind: 'info',
      title: 'Batch cancelled',
      message: 'Generated 4/50 avatars. 1 failed. The 4 avatars made before the cancel are kept in the catalogue.',
    });
  });
});
