import type { Router } from 'express';
import { isLoopbackHost } from '../../core/config.js';
import { AppError } from '../../core/errors.js';
import { devMailboxRoutes as routes } from '../../core/ops-routes.js';
import type { Runtime } from '../../core/runtime.js';
import { contractRouter, SENT } from '../http/contract-router.js';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The e-mail outbox for development and tests: mounted only with DEV_MAILBOX on (refused in
 * production by the config), and even then only for clients on this machine, since it lists every
 * reset link. The socket's own address is checked, not req.ip, which a proxy header could set.
 */
export function devMailboxRoutes(rt: Runtime): Router {
  const { router, add } = contractRouter('/dev');
  router.use((req, _res, next) => {
    if (!isLoopbackHost(req.socket.remoteAddress ?? '')) return next(new AppError(404, 'not_found', 'Not found'));
    next();
  });
  const load = (to?: string) => {
    let q = rt.db.selectFrom('email_outbox').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(200);
    if (to) q = q.where('to_address', '=', to.toLowerCase());
    return q.execute();
  };
  add(routes.list, async ({ query }) => {
    const rows = await load(query.to);
    return rows.map((m) => ({ id: m.id, to: m.to_address, subject: m.subject, text: m.text_body, links: m.links, status: m.status, createdAt: m.created_at.toISOString() }));
  });
  add(routes.page, async (_input, _req, res) => {
    const rows = await load();
    const items = rows
      .map(
        (m) => `<article><header><strong>${escapeHtml(m.subject)}</strong> to ${escapeHtml(m.to_address)}
<time>${m.created_at.toISOString()}</time> <em>${escapeHtml(m.status)}</em></header>
<pre>${escapeHtml(m.text_body)}</pre>${m.links.map((l) => `<a href="${escapeHtml(l)}">${escapeHtml(l)}</a>`).join('<br>')}</article>`,
      )
      .join('');
    res.type('html').send(`<!doctype html><meta charset="utf-8"><title>Dev mailbox</title>
<style>body{font-family:system-ui;max-width:860px;margin:24px auto;padding:0 16px}article{border:1px solid #ddd;border-radius:8px;padding:12px;margin:12px 0}pre{white-space:pre-wrap}time,em{color:#666;font-size:12px;margin-left:8px}</style>
<h1>Dev mailbox</h1><p>Messages the app would have sent (SMTP_URL is not set). Newest first.</p>${items || '<p>No messages yet.</p>'}`);
    return SENT;
  });
  return router;
}
