// The parts every spoken answer is built from: what the composer knows (Ctx), the per-person choice of
// form (vary), amounts said out loud, and two fragments joined into one sentence.
import type { Stance } from '../../insight/codebook.js';
import type { Brief } from './brief.js';
import { cap } from './grammar.js';
import type { Person } from './persona-lines.js';
import type { Purchase, Reaction } from './reaction.js';
import { hash, pick } from './random.js';

export interface Meant {
  stance: Stance;
  /** The purchase intent the answer states, or null when it states none. */
  purchase: Purchase | null;
}

export interface Ctx {
  brief: Brief;
  reaction: Reaction;
  person: Person;
  rand: () => number;
  /** Which part of a session this answer is (by what the question asks): see `vary`. */
  turn: number;
  avatarId: string;
}

/**
 * A choice that is stable for one person and moves with the kind of question: the same person picks a
 * different form for each kind of question, so their answers in one session do not repeat a sentence,
 * while different people start from different forms.
 */
export function vary<T>(c: Pick<Ctx, 'turn' | 'avatarId'>, key: string, list: readonly T[]): T {
  return list[(hash(`${c.avatarId}|${key}`) + c.turn) % list.length]!;
}

export const chooser =
  (c: Pick<Ctx, 'turn' | 'avatarId'>) =>
  <T>(key: string, list: readonly T[]) =>
    vary(c, key, list);

const SYMBOL: Record<string, string> = { USD: '$', EUR: '€', GBP: '£', CAD: 'C$', AUD: 'A$', JPY: '¥' };
const PERIOD: Record<string, string> = { month: ' a month', week: ' a week', year: ' a year', day: ' a day', user: ' per user' };

/** Amounts people say out loud: whole units when small, then fives and tens. */
export function roundAmount(x: number): number {
  if (x <= 0) return 0;
  if (x < 20) return Math.max(1, Math.round(x));
  if (x < 200) return Math.round(x / 5) * 5;
  if (x < 2000) return Math.round(x / 10) * 10;
  return Math.round(x / 100) * 100;
}

export function spokenAmount(amount: number, currency: string, period: string | null): string {
  const sym = SYMBOL[currency];
  const n = Number.isInteger(amount) ? amount.toLocaleString('en-US') : amount.toFixed(2);
  return `${sym ? `${sym}${n}` : `${n} ${currency}`}${period ? (PERIOD[period] ?? ` per ${period}`) : ''}`;
}

export const priceSaid = (b: Brief) => (b.price ? spokenAmount(b.price.amount, b.price.currency, b.price.period) : null);
export const paySaid = (c: Ctx) =>
  c.brief.price && c.reaction.wouldPay !== null ? spokenAmount(roundAmount(c.reaction.wouldPay), c.brief.price.currency, c.brief.price.period) : null;

export const feature = (c: Ctx) => pick(c.rand, c.brief.features);
export const the = (noun: string) => `the ${noun}`;

/** Two fragments joined into one sentence: several forms of each, so the same person varies. */
export function joined(c: Ctx, a: string[], b: string[], joins = [', ', '; ', ' - ']): string {
  const combos = a.length * b.length * joins.length;
  const i = vary(
    c,
    `joined:${a.length}:${b.length}`,
    Array.from({ length: combos }, (_, k) => k),
  );
  const first = a[i % a.length]!;
  const second = b[Math.floor(i / a.length) % b.length]!;
  const join = joins[Math.floor(i / (a.length * b.length)) % joins.length]!;
  return `${cap(first)}${join}${second}.`;
}
