// The credits ledger. Two layers:
// - `*InTx` functions run inside a transaction the caller owns, for callers that change other tables
//   in the same commit (a session start, a report row, a Stripe event). After the commit, the caller
//   calls `ledger.announce(userId, balance)` so the header updates.
// - `createCreditLedger(...)` runs each operation in its own transaction and announces the new
//   balance itself.
import type { Db } from '../../db/client.js';
import type { Logger } from '../logger.js';
import type { RealtimeEmitter } from '../realtime.js';
import { allocateInTx, type AllocateInput, type Allocation } from './allocate.js';
import { deductInTx, type DeductInput, type Deduction } from './deduct.js';
import { expireDue, type ExpiryResult } from './expire.js';
import { refundInTx, type Refund } from './refund.js';
import type { CreditsDto } from './dto.js';
import { creditSummary } from './summary.js';

export { allocateInTx, type Allocation, type CreditSource } from './allocate.js';
export { deductInTx } from './deduct.js';
export { expireDue } from './expire.js';
export { ledgerViolations } from './invariant.js';
export * from './policy.js';
export { refundInTx } from './refund.js';
export { InsufficientCreditsError, readBalance, type Trx } from './store.js';
export { creditSummary } from './summary.js';

export interface LedgerDeps {
  db: Db;
  emitter?: Pick<RealtimeEmitter, 'toUser'>;
  logger?: Pick<Logger, 'warn'>;
}

export interface CreditLedger {
  allocate(input: AllocateInput): Promise<Allocation>;
  deduct(input: DeductInput): Promise<Deduction>;
  /** Null when nothing was charged under this key. */
  refund(idempotencyKey: string): Promise<Refund | null>;
  expireDue(now?: Date): Promise<ExpiryResult>;
  summary(userId: string): Promise<CreditsDto>;
  /** Pushes `credits:changed` to the user's sockets; call only after the transaction committed. */
  announce(userId: string, balance: number): void;
}

export function createCreditLedger({ db, emitter, logger }: LedgerDeps): CreditLedger {
  const announce = (userId: string, balance: number) => {
    try {
      emitter?.toUser(userId, 'credits:changed', { balance });
    } catch (err) {
      // The money already moved; a browser that misses the event reloads the balance over REST.
      logger?.warn({ err, userId }, 'credits:changed not emitted');
    }
  };
  return {
    async allocate(input) {
      const r = await db.transaction().execute((trx) => allocateInTx(trx, input));
      if (r.created) announce(input.userId, r.balance);
      return r;
    },
    async deduct(input) {
      const r = await db.transaction().execute((trx) => deductInTx(trx, input));
      if (!r.replayed) announce(input.userId, r.balance);
      return r;
    },
    async refund(idempotencyKey) {
      const r = await db.transaction().execute((trx) => refundInTx(trx, idempotencyKey));
      if (r?.refunded) announce(r.userId, r.balance);
      return r;
    },
    async expireDue(now) {
      const r = await expireDue(db, now);
      for (const u of r.users) announce(u.userId, u.balance);
      return r;
    },
    summary: (userId) => creditSummary(db, userId),
    announce,
  };
}
