import { signPayload } from '../../core/webhooks.js';
import { done, skipped, type FinalFailureHook, type Processor } from '../types.js';

const TIMEOUT_MS = 10_000;

/**
 * Delivers one outbound webhook or affiliate call. A non-2xx answer or a network error is recorded
 * and rethrown so BullMQ retries with backoff; after the last attempt the delivery is marked failed.
 */
export const notifyWebhook: Processor<'notify-webhook'> = async ({ deliveryId }, { rt, log }) => {
  const d = await rt.db.selectFrom('webhook_deliveries').selectAll().where('id', '=', deliveryId).executeTakeFirst();
  if (!d) return skipped('the delivery is gone');
  if (d.status === 'sent' || d.status === 'skipped') return skipped(`the delivery is already ${d.status}`);
  if (!d.url) {
    await rt.db.updateTable('webhook_deliveries').set({ status: 'skipped', error: 'no URL configured', updated_at: new Date() }).where('id', '=', deliveryId).execute();
    return skipped('no URL configured');
  }
  const body = JSON.stringify(d.payload);
  const attempts = d.attempts + 1;
  let status: number | null = null;
  try {
    const res = await fetch(d.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'FocusGroup-Webhooks/1.0',
        'x-webhook-id': d.id,
        'x-signature': signPayload(rt.config.WEBHOOK_SIGNING_SECRET, body),
      },
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    status = res.status;
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
  } catch (err) {
    const message = String((err as Error).message).slice(0, 500);
    await rt.db
      .updateTable('webhook_deliveries')
      .set({ attempts, http_status: status, error: message, status: 'pending', updated_at: new Date() })
      .where('id', '=', deliveryId)
      .execute();
    log.warn({ deliveryId, status, err: message }, 'webhook delivery failed');
    throw err;
  }
  await rt.db.updateTable('webhook_deliveries').set({ attempts, http_status: status, error: null, status: 'sent', updated_at: new Date() }).where('id', '=', deliveryId).execute();
  return done;
};

export const failDeliveryForGood: FinalFailureHook<'notify-webhook'> = async ({ deliveryId }, { rt }) => {
  await rt.db.updateTable('webhook_deliveries').set({ status: 'failed', updated_at: new Date() }).where('id', '=', deliveryId).where('status', '=', 'pending').execute();
};
