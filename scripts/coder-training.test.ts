import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOT_TRAINED_ON, trainingDigest, trainingExamples, trainingSets, WEIGHTS_FILE } from './coder-training.js';

describe('the learned reading of the rules coder', () => {
  it('learns from no held-out, blind or re-coded set', () => {
    const names = trainingSets().map((f) => basename(f, '.jsonl'));
    expect(names.length).toBeGreaterThan(30);
    for (const kept of NOT_TRAINED_ON) expect(names).not.toContain(kept);
  });

  it('ships weights trained on the labelled sets and rules as they are now (else run npm run train-coder)', () => {
    const shipped = JSON.parse(readFileSync(WEIGHTS_FILE, 'utf8')) as { sets: string[]; digest: string };
    const sets = trainingSets();
    expect(shipped.sets).toEqual(sets.map((f) => basename(f, '.jsonl')));
    expect(shipped.digest).toBe(trainingDigest(trainingExamples(sets)));
    // Reading some eleven thousand answers and simulating the panels takes about twenty seconds alone.
  }, 120_000);
});
