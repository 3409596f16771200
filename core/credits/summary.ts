import type { Db } from '../../db/client.js';
import type { CreditBatchDto, CreditsDto } from './dto.js';
import { daysLeft, EXPIRING_SOON_DAYS, HISTORY_LIMIT, urgencyFor } from './policy.js';
import { readBalance } from './store.js';

/** GET /api/credits: the balance, the open batches (soonest expiry first) and the 50 newest ledger rows. */
export async function creditSummary(db: Db, userId: string, now = new Date()): Promise<CreditsDto> {
  const [{ balance }, batchRows, historyRows] = await Promise.all([
    readBalance(db, userId, now),
    db
      .selectFrom('credit_transactions')
      .select(['id', 'credits', 'remaining_credits', 'source', 'expires_at'])
      .where('user_id', '=', userId)
      .where('transaction_type', '=', 'allocated')
      .where('remaining_credits', '>', 0)
      .where('expires_at', '>', now)
      .orderBy('expires_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('credit_transactions as t')
      .leftJoin('sessions as s', 's.id', 't.session_id')
      .select(['t.id', 't.transaction_type', 't.credits', 't.description', 't.session_id', 't.created_at', 's.title as session_title'])
      .where('t.user_id', '=', userId)
      .orderBy('t.created_at', 'desc')
      .orderBy('t.id', 'desc')
      .limit(HISTORY_LIMIT)
      .execute(),
  ]);
  const batches = batchRows.map((b): CreditBatchDto => {
    const days = daysLeft(b.expires_at!, now);
    return {
      id: b.id,
      remaining: b.remaining_credits!,
      credits: b.credits,
      source: b.source,
      expiresAt: b.expires_at!.toISOString(),
      daysLeft: days,
      urgency: urgencyFor(days),
    };
  });
  return {
    balance,
    batches,
    expiringSoon: batches.filter((b) => b.daysLeft <= EXPIRING_SOON_DAYS).reduce((s, b) => s + b.remaining, 0),
    history: historyRows.map((h) => ({
      id: h.id,
      type: h.transaction_type,
      credits: h.credits,
      description: h.description,
      sessionId: h.session_id,
      sessionTitle: h.session_title ?? null,
      createdAt: h.created_at.toISOString(),
    })),
  };
}
