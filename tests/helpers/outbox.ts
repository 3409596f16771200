import type { Db } from '../../db/client.js';
import { waitFor } from './wait.js';

export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
  status: string;
}

export async function readOutbox(db: Db, to?: string): Promise<OutboxMessage[]> {
  let q = db.selectFrom('email_outbox').selectAll().orderBy('created_at', 'desc');
  if (to) q = q.where('to_address', '=', to.toLowerCase());
  const rows = await q.execute();
  return rows.map((r) => ({ id: r.id, to: r.to_address, subject: r.subject, text: r.text_body, links: r.links, status: r.status }));
}

/** Waits for an e-mail to `to` whose subject matches, and returns its first link. */
export async function waitForEmailLink(db: Db, to: string, subject: RegExp): Promise<string> {
  const msg = await waitFor(async () => (await readOutbox(db, to)).find((m) => subject.test(m.subject)), { what: `e-mail "${subject}" to ${to}` });
  return msg.links[0]!;
}
