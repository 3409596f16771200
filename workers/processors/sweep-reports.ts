import { sweepReports } from '../../core/reports/sweep.js';
import { sweepReruns } from '../../core/stability/sweep.js';
import { done, skipped, type Processor } from '../types.js';

/** Maintenance: reports and panel reruns that lost their job get one; those whose job died for good are refunded. */
export const sweepReportsProcessor: Processor<'sweep-reports'> = async (_payload, { rt, log }) => {
  const reports = await sweepReports(rt);
  const reruns = await sweepReruns(rt);
  if (!reports.enqueued && !reports.failed && !reruns.enqueued && !reruns.failed) return skipped('no report or rerun to repair');
  if (reports.enqueued || reports.failed) log.info(reports, 'report sweep repaired reports');
  if (reruns.enqueued || reruns.failed) log.info(reruns, 'report sweep repaired panel reruns');
  return done;
};
