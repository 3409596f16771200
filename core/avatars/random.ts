import { createHash } from 'node:crypto';
import { base, en, en_US, Faker } from '@faker-js/faker';

// One instance, reseeded per persona: building a Faker is the slow part, and generation is synchronous,
// so two personas never interleave on it.
const shared = new Faker({ locale: [en_US, en, base] });

/**
 * Seeded randomness for one persona: the same seed always yields the same persona, whatever was
 * generated before it (each persona reseeds, nothing leaks between them).
 */
export class SeededRandom {
  readonly faker = shared;

  constructor(seed: string) {
    const digest = createHash('sha256').update(seed).digest();
    this.faker.seed([digest.readUInt32BE(0), digest.readUInt32BE(4), digest.readUInt32BE(8), digest.readUInt32BE(12)]);
  }

  /** A float in [0, 1). */
  next(): number {
    return this.faker.number.float({ min: 0, max: 1, fractionDigits: 6 }) % 1;
  }

  int(min: number, max: number): number {
    return this.faker.number.int({ min, max });
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (!items.length) throw new Error('pick from an empty list');
    return items[this.int(0, items.length - 1)]!;
  }

  /** Picks by weight; weights need not sum to 1. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((s, [, w]) => s + Math.max(0, w), 0);
    if (total <= 0) return entries[0]![0];
    let roll = this.next() * total;
    for (const [value, w] of entries) {
      roll -= Math.max(0, w);
      if (roll < 0) return value;
    }
    return entries[entries.length - 1]![0];
  }

  /** Up to n distinct items, in random order. */
  sample<T>(items: readonly T[], n: number): T[] {
    return this.faker.helpers.shuffle([...items]).slice(0, Math.max(0, n));
  }
}
