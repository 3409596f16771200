import type { Transaction } from 'kysely';
import type { Db } from '../db/client.js';
import type { Database } from '../db/types.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  links?: string[];
}

/** Records the e-mail in the outbox (inside the caller's transaction); the caller enqueues it after commit. */
export async function insertOutbox(db: Db | Transaction<Database>, msg: MailMessage): Promise<string> {
  const row = await db
    .insertInto('email_outbox')
    .values({ to_address: msg.to, subject: msg.subject, text_body: msg.text, html_body: msg.html ?? null, links: msg.links ?? [] })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function layout(title: string, body: string, action: { label: string; url: string }): string {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;background:#f6f7fb;padding:24px">
<div style="max-width:520px;margin:auto;background:#fff;border-radius:12px;padding:32px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>
<p style="line-height:1.5;color:#333">${escapeHtml(body)}</p>
<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#5b4cdb;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="font-size:12px;color:#777">If the button does not work, paste this link into your browser:<br>${escapeHtml(action.url)}</p>
</div></body></html>`;
}

export function verificationEmail(to: string, url: string): MailMessage {
  const body = 'Welcome to Focus Group! Confirm your e-mail address to start running virtual focus groups. This link is valid for 48 hours.';
  return {
    to,
    subject: 'Confirm your e-mail address',
    text: `${body}\n\nConfirm your e-mail: ${url}\n\nIf you did not sign up, ignore this message.`,
    html: layout('Confirm your e-mail address', body, { label: 'Confirm e-mail', url }),
    links: [url],
  };
}

export function passwordResetEmail(to: string, url: string): MailMessage {
  const body = 'Someone asked to reset the password of your Focus Group account. This link is valid for one hour and works once.';
  return {
    to,
    subject: 'Reset your password',
    text: `${body}\n\nReset your password: ${url}\n\nIf it was not you, ignore this message: your password stays the same.`,
    html: layout('Reset your password', body, { label: 'Reset password', url }),
    links: [url],
  };
}
