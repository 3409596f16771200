import type { JobName } from '../core/queues/index.js';
import { notifyEmail } from './processors/notify-email.js';
import { notifyWebhook } from './processors/notify-webhook.js';
import { avatarReply } from './processors/avatar-reply.js';
import { avatarBatch } from './processors/avatar-batch.js';
import { sweepBatchesProcessor } from './processors/sweep-batches.js';
import { sweepRepliesProcessor } from './processors/sweep-replies.js';
import { creditExpiry } from './processors/credit-expiry.js';
import { stripeCancelSubscription } from './processors/stripe-cancel-subscription.js';
import { renderReportPdf } from './processors/pdf.js';
import { generateReport } from './processors/report.js';
import { panelRerun } from './processors/panel-rerun.js';
import { sweepReportsProcessor } from './processors/sweep-reports.js';
import type { Processor } from './types.js';

/** Every job name maps to exactly one processor; the type makes a missing one a compile error. */
export const processors: { [N in JobName]: Processor<N> } = {
  'notify-email': notifyEmail,
  'notify-webhook': notifyWebhook,
  report: generateReport,
  'panel-rerun': panelRerun,
  pdf: renderReportPdf,
  'sweep-reports': sweepReportsProcessor,
  'avatar-reply': avatarReply,
  'avatar-batch': avatarBatch,
  'sweep-batches': sweepBatchesProcessor,
  'sweep-replies': sweepRepliesProcessor,
  'credit-expiry': creditExpiry,
  'stripe-cancel-subscription': stripeCancelSubscription,
};
