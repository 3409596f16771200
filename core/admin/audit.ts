import type { Transaction } from 'kysely';
import type { Db } from '../../db/client.js';
import type { Database } from '../../db/types.js';

type AuditAction =
  | 'impersonation.start'
  | 'impersonation.end'
  | 'plan.update'
  | 'avatar.create'
  | 'avatar_batch.create'
  | 'avatar_batch.cancel'
  | 'webhook.test'
  | 'credits.grant'
  | 'user.update';

export interface AuditEntry {
  actorId: string;
  action: AuditAction;
  targetUserId?: string | null;
  details?: Record<string, unknown>;
}

/** One audit row; pass the caller's transaction when the audited change is written in one. */
export async function writeAudit(db: Db | Transaction<Database>, e: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: e.actorId,
      action: e.action,
      target_user_id: e.targetUserId ?? null,
      details: e.details ? JSON.stringify(e.details) : null,
    })
    .execute();
}
