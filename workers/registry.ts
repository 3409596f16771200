import type { JobName } from '../core/queues/index.js';
import { avatarBatch, failBatchForGood } from './processors/avatar-batch.js';
import { avatarReply, skipReplyForGood } from './processors/avatar-reply.js';
import { creditExpiry } from './processors/credit-expiry.js';
import { notifyEmail } from './processors/notify-email.js';
import { failDeliveryForGood, notifyWebhook } from './processors/notify-webhook.js';
import { failRerunForGood, panelRerun } from './processors/panel-rerun.js';
import { announcePdfFailed, renderReportPdf } from './processors/pdf.js';
import { failReportForGood, generateReport } from './processors/report.js';
import { stripeCancelSubscription } from './processors/stripe-cancel-subscription.js';
import { sweepBatchesProcessor } from './processors/sweep-batches.js';
import { sweepRepliesProcessor } from './processors/sweep-replies.js';
import { sweepReportsProcessor } from './processors/sweep-reports.js';
import type { JobHandler } from './types.js';

/**
 * Every job name maps to exactly one processor (the type makes a missing one a compile error), and to
 * the hook that records its failure for good, where one must be recorded (workers/runtime.ts calls it).
 * Jobs without a hook leave their final state to their own rows (an e-mail's error) or to the next run.
 */
export const handlers: { [N in JobName]: JobHandler<N> } = {
  'notify-email': { process: notifyEmail },
  'notify-webhook': { process: notifyWebhook, onFinalFailure: failDeliveryForGood },
  report: { process: generateReport, onFinalFailure: failReportForGood },
  'panel-rerun': { process: panelRerun, onFinalFailure: failRerunForGood },
  pdf: { process: renderReportPdf, onFinalFailure: announcePdfFailed },
  'sweep-reports': { process: sweepReportsProcessor },
  'avatar-reply': { process: avatarReply, onFinalFailure: skipReplyForGood },
  'avatar-batch': { process: avatarBatch, onFinalFailure: failBatchForGood },
  'sweep-batches': { process: sweepBatchesProcessor },
  'sweep-replies': { process: sweepRepliesProcessor },
  'credit-expiry': { process: creditExpiry },
  'stripe-cancel-subscription': { process: stripeCancelSubscription },
};
