import { sweepBatches } from '../../core/admin/batch-sweep.js';
import { done, skipped, type Processor } from '../types.js';

/** Maintenance: open avatar batches that lost their job get one (or end as failed if it failed for good). */
export const sweepBatchesProcessor: Processor<'sweep-batches'> = async (_payload, { rt, log }) => {
  const result = await sweepBatches(rt);
  if (!result.enqueued && !result.failed) return skipped('no batch to repair');
  log.info(result, 'batch sweep repaired batches');
  return done;
};
