import { sweepReplies } from '../../core/chat/sweep.js';
import { done, skipped, type Processor } from '../types.js';

/** Maintenance: replies that lost their job (crash between commit and enqueue, Redis data loss) get one. */
export const sweepRepliesProcessor: Processor<'sweep-replies'> = async (_payload, { rt, log }) => {
  const result = await sweepReplies(rt);
  if (!result.enqueued && !result.skipped) return skipped('no reply to repair');
  log.info(result, 'reply sweep repaired replies');
  return done;
};
