// What GET /api/credits answers. Pure types: the web app imports this file too.

export type BatchUrgency = 'critical' | 'warning' | 'normal';

type LedgerRowType = 'allocated' | 'used' | 'expired' | 'refunded';

export interface CreditBatchDto {
  id: string;
  remaining: number;
  /** Credits the batch started with. */
  credits: number;
  /** subscription, top-up or admin-grant. */
  source: string | null;
  expiresAt: string;
  daysLeft: number;
  urgency: BatchUrgency;
}

export interface CreditHistoryDto {
  id: string;
  type: LedgerRowType;
  /** Signed: positive adds to the balance, negative takes from it. */
  credits: number;
  description: string | null;
  sessionId: string | null;
  sessionTitle: string | null;
  createdAt: string;
}

export interface CreditsDto {
  balance: number;
  /** Open batches, soonest expiry first. */
  batches: CreditBatchDto[];
  /** Credits that expire within 7 days (0 when none). */
  expiringSoon: number;
  /** The 50 newest ledger rows, newest first. */
  history: CreditHistoryDto[];
}
