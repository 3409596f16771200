import nodemailer, { type Transporter } from 'nodemailer';
import { done, skipped, type Processor } from '../types.js';

const transports = new Map<string, Transporter>();
function transportFor(url: string): Transporter {
  let t = transports.get(url);
  if (!t) {
    t = nodemailer.createTransport(url);
    transports.set(url, t);
  }
  return t;
}

/** Sends one outbox e-mail over SMTP, or keeps it in the outbox (visible at /dev/mailbox) without SMTP. */
export const notifyEmail: Processor<'notify-email'> = async ({ outboxId }, { rt, log }) => {
  const mail = await rt.db.selectFrom('email_outbox').selectAll().where('id', '=', outboxId).executeTakeFirst();
  if (!mail) return skipped('the e-mail is gone');
  if (mail.status === 'sent' || mail.status === 'stored') return skipped(`the e-mail is already ${mail.status}`);
  if (!rt.config.SMTP_URL) {
    await rt.db
      .updateTable('email_outbox')
      .set({ status: 'stored', attempts: mail.attempts + 1 })
      .where('id', '=', outboxId)
      .execute();
    return skipped('no SMTP_URL: kept in the outbox');
  }
  try {
    await transportFor(rt.config.SMTP_URL).sendMail({
      from: rt.config.MAIL_FROM,
      to: mail.to_address,
      subject: mail.subject,
      text: mail.text_body,
      html: mail.html_body ?? undefined,
    });
  } catch (err) {
    await rt.db
      .updateTable('email_outbox')
      .set({ attempts: mail.attempts + 1, error: String((err as Error).message).slice(0, 500) })
      .where('id', '=', outboxId)
      .execute();
    log.warn({ err, outboxId }, 'e-mail send failed; will retry');
    throw err;
  }
  await rt.db
    .updateTable('email_outbox')
    .set({ status: 'sent', sent_at: new Date(), attempts: mail.attempts + 1, error: null })
    .where('id', '=', outboxId)
    .execute();
  return done;
};
