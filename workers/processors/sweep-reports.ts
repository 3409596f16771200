import { sweepReports } from '../../core/reports/sweep.js';
import type { Processor } from '../types.js';

/** Maintenance: reports that lost their job get one; reports whose job died for good are refunded. */
export const sweepReportsProcessor: Processor<'sweep-reports'> = async (_payload, { rt, log }) => {
  const result = await sweepReports(rt);
  if (result.enqueued || result.failed) log.info(result, 'report sweep repaired reports');
  return result;
};
