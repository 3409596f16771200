// The credit rules users are told, in one place. Pure logic, no I/O.
import type { BatchUrgency } from './dto.js';

/**
 * Credits expire this many days after purchase. The interface has always said 61 days (the old
 * backend's 60-day default disagreed with it); we honour what users were told.
 */
const CREDIT_EXPIRY_DAYS = 61;
/** A batch with this many days or fewer left is critical (red). */
const CRITICAL_DAYS = 3;
/** A batch with this many days or fewer left is a warning (amber) and counts as expiring soon. */
export const EXPIRING_SOON_DAYS = 7;
/** Credit Usage History shows this many newest rows. */
export const HISTORY_LIMIT = 50;

const DAY_MS = 24 * 60 * 60 * 1000;

export function expiryFor(purchasedAt: Date): Date {
  return new Date(purchasedAt.getTime() + CREDIT_EXPIRY_DAYS * DAY_MS);
}

/**
 * Whole days until expiry, rounded up: a batch expiring in 2 h still has "1 day left", and 0 means it
 * has expired (expiry is the instant `expires_at`, inclusive).
 */
export function daysLeft(expiresAt: Date, now: Date): number {
  const ms = expiresAt.getTime() - now.getTime();
  return ms <= 0 ? 0 : Math.ceil(ms / DAY_MS);
}

export function urgencyFor(days: number): BatchUrgency {
  if (days <= CRITICAL_DAYS) return 'critical';
  if (days <= EXPIRING_SOON_DAYS) return 'warning';
  return 'normal';
}

export interface OpenBatch {
  id: string;
  remaining: number;
}

export interface Draw {
  batchId: string;
  credits: number;
}

/**
 * Which batches pay for `amount`, oldest-expiring first (the caller passes them in that order).
 * Null when their sum is short: a deduction is all or nothing.
 */
export function planDraws(batches: readonly OpenBatch[], amount: number): Draw[] | null {
  const draws: Draw[] = [];
  let left = amount;
  for (const b of batches) {
    if (left === 0) break;
    const take = Math.min(b.remaining, left);
    if (take > 0) {
      draws.push({ batchId: b.id, credits: take });
      left -= take;
    }
  }
  return left === 0 ? draws : null;
}
