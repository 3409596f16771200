import { sql } from 'kysely';
import type { Config } from '../config.js';
import type { Queues } from '../queues/index.js';
import type { Db } from '../../db/client.js';
import type { User } from '../../db/types.js';
import { displayName } from '../users.js';
import { insertDelivery, type WebhookCalltype } from '../webhooks.js';
import { writeAudit } from './audit.js';
import type { WebhookTestDto } from './contract.js';

export type { WebhookTestDto } from './contract.js';

/** Where a real call of this type goes: new_user has its own endpoint, the others the general one. */
function webhookUrlFor(config: Pick<Config, 'NEW_USER_WEBHOOK_URL' | 'WEBHOOK_URL'>, calltype: WebhookCalltype): string | undefined {
  return calltype === 'new_user' ? (config.NEW_USER_WEBHOOK_URL ?? config.WEBHOOK_URL) : config.WEBHOOK_URL;
}

/** A payload shaped like the real call of that type, about the admin, marked as a test. */
function samplePayload(calltype: WebhookCalltype, admin: User): Record<string, unknown> {
  const base = { email: admin.email, name: displayName(admin), calltype, test: true };
  switch (calltype) {
    case 'new_user':
      return { ...base, current_plan: 'free' };
    case 'new_plan_started':
      return { ...base, current_plan: 'pro', previous_plan: 'free' };
    case 'cancelled_plan':
      return { ...base, current_plan: 'free', previous_plan: 'pro' };
    case 'report_generated':
      return { ...base, report_id: null, session_id: null, title: 'Test report' };
  }
}

function presentWebhookTest(d: {
  id: string;
  calltype: string | null;
  url: string | null;
  status: WebhookTestDto['status'];
  http_status: number | null;
  error: string | null;
  created_at: Date;
}): WebhookTestDto {
  let result: string | null = null;
  if (d.status === 'skipped') result = d.error === 'no URL configured' ? 'No webhook URL is configured for this call type' : (d.error ?? 'Skipped');
  else if (d.status !== 'pending' && d.http_status !== null) result = `Success: ${d.status === 'sent' ? 'Sent' : 'Failed'} (Status: ${d.http_status})`;
  // Node's fetch reports every network failure as "fetch failed"; say what it means.
  else if (d.status === 'failed') result = !d.error || d.error === 'fetch failed' ? 'Could not reach the webhook endpoint' : d.error;
  return { id: d.id, calltype: d.calltype ?? '', url: d.url, status: d.status, httpStatus: d.http_status, result, createdAt: d.created_at.toISOString() };
}

/**
 * Records a signed test call and hands it to the notify queue like any real webhook, with a single
 * attempt: the tester wants the endpoint's answer now, not after a backoff schedule.
 */
export async function sendWebhookTest(deps: { db: Db; queues: Queues; config: Config }, admin: User, calltype: WebhookCalltype): Promise<WebhookTestDto> {
  const id = await insertDelivery(deps.db, { kind: 'webhook', calltype, url: webhookUrlFor(deps.config, calltype), payload: samplePayload(calltype, admin) });
  await writeAudit(deps.db, { actorId: admin.id, action: 'webhook.test', details: { calltype, deliveryId: id } });
  await deps.queues.enqueue('notify-webhook', { deliveryId: id }, { attempts: 1 });
  return getWebhookTest(deps.db, id) as Promise<WebhookTestDto>;
}

const testDeliveries = (db: Db) => db.selectFrom('webhook_deliveries').selectAll().where('kind', '=', 'webhook').where(sql<boolean>`payload->>'test' = 'true'`);

export async function getWebhookTest(db: Db, id: string): Promise<WebhookTestDto | null> {
  const d = await testDeliveries(db).where('id', '=', id).executeTakeFirst();
  return d ? presentWebhookTest(d) : null;
}

/** The tester's result list, newest first. */
export async function listWebhookTests(db: Db, limit = 20): Promise<WebhookTestDto[]> {
  const rows = await testDeliveries(db).orderBy('created_at', 'desc').limit(limit).execute();
  return rows.map(presentWebhookTest);
}
