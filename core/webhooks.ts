import { createHmac } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Db } from '../db/client.js';
import type { Database } from '../db/types.js';

export const WEBHOOK_CALLTYPES = ['new_user', 'new_plan_started', 'cancelled_plan', 'report_generated'] as const;
export type WebhookCalltype = (typeof WEBHOOK_CALLTYPES)[number];

export interface DeliveryInput {
  kind: 'webhook' | 'affiliate';
  calltype?: string;
  url: string | undefined;
  payload: Record<string, unknown>;
}

/** Records an outbound call (inside the caller's transaction); the caller enqueues `notify-webhook` after commit. */
export async function insertDelivery(db: Db | Transaction<Database>, d: DeliveryInput): Promise<string> {
  const row = await db
    .insertInto('webhook_deliveries')
    .values({ kind: d.kind, calltype: d.calltype ?? null, url: d.url ?? null, payload: JSON.stringify(d.payload) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** `X-Signature: t=<unix>,v1=<hex hmac-sha256 of "t.body">`, so receivers can verify origin and freshness. */
export function signPayload(secret: string, body: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}
