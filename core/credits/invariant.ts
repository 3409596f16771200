import { sql } from 'kysely';
import type { Db } from '../../db/client.js';

/**
 * Checks the ledger's arithmetic; returns one line per violation (empty = sound). Signs: `used` and
 * `expired` rows are negative, `refunded` rows positive, so for every batch
 *   credits = remaining + |used| + |expired| - refunded
 * and every deduction's `used` rows add up to its amount, and a refunded deduction's `refunded`
 * rows give back exactly that amount.
 */
export async function ledgerViolations(db: Db, userId?: string): Promise<string[]> {
  const userFilter = userId ? sql`AND b.user_id = ${userId}` : sql``;
  const batches = await sql<{ id: string; credits: number; remaining: number; used: number; expired: number; refunded: number }>`
    SELECT b.id, b.credits, b.remaining_credits AS remaining,
      COALESCE(SUM(-r.credits) FILTER (WHERE r.transaction_type = 'used'), 0)::int AS used,
      COALESCE(SUM(-r.credits) FILTER (WHERE r.transaction_type = 'expired'), 0)::int AS expired,
      COALESCE(SUM(r.credits) FILTER (WHERE r.transaction_type = 'refunded'), 0)::int AS refunded
    FROM credit_transactions b
    LEFT JOIN credit_transactions r ON r.batch_id = b.id
    WHERE b.transaction_type = 'allocated' ${userFilter}
    GROUP BY b.id`.execute(db);
  const out: string[] = [];
  for (const b of batches.rows) {
    if (b.credits !== b.remaining + b.used + b.expired - b.refunded) {
      out.push(`batch ${b.id}: credits ${b.credits} != remaining ${b.remaining} + used ${b.used} + expired ${b.expired} - refunded ${b.refunded}`);
    }
    if (b.remaining < 0 || b.remaining > b.credits) out.push(`batch ${b.id}: remaining ${b.remaining} outside 0..${b.credits}`);
    if (b.used < 0 || b.expired < 0 || b.refunded < 0) out.push(`batch ${b.id}: a row has the wrong sign`);
  }
  const deductionFilter = userId ? sql`WHERE d.user_id = ${userId}` : sql``;
  const deductions = await sql<{ id: string; amount: number; used: number; refunded: number; is_refunded: boolean }>`
    SELECT d.id, d.amount, d.refunded_at IS NOT NULL AS is_refunded,
      COALESCE(SUM(-t.credits) FILTER (WHERE t.transaction_type = 'used'), 0)::int AS used,
      COALESCE(SUM(t.credits) FILTER (WHERE t.transaction_type = 'refunded'), 0)::int AS refunded
    FROM credit_deductions d
    LEFT JOIN credit_transactions t ON t.deduction_id = d.id
    ${deductionFilter}
    GROUP BY d.id`.execute(db);
  for (const d of deductions.rows) {
    if (d.used !== d.amount) out.push(`deduction ${d.id}: used rows total ${d.used}, amount ${d.amount}`);
    if (d.refunded !== (d.is_refunded ? d.amount : 0)) out.push(`deduction ${d.id}: refunded rows total ${d.refunded} (refunded: ${d.is_refunded})`);
  }
  return out;
}
