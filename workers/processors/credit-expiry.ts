import { createCreditLedger } from '../../core/credits/index.js';
import { done, skipped, type Processor } from '../types.js';

/** Expires every due credit batch and tells each affected user's browser its new balance. */
export const creditExpiry: Processor<'credit-expiry'> = async (_payload, { rt, log }) => {
  const ledger = createCreditLedger({ db: rt.db, emitter: rt.emitter, logger: log });
  const r = await ledger.expireDue();
  if (!r.batches) return skipped('nothing to expire');
  log.info({ batches: r.batches, credits: r.credits, users: r.users.length }, 'credit batches expired');
  return done;
};
