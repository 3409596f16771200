import type { Router } from 'express';
import { notFound } from '../../core/errors.js';
import { duplicateSession } from '../../core/next-steps/duplicate.js';
import { exportFileName, transcriptExport, transcriptMarkdown } from '../../core/next-steps/export.js';
import { askFollowUp } from '../../core/next-steps/follow-up.js';
import { requestReport } from '../../core/reports/request.js';
import { reportRoutes as routes } from '../../core/reports/routes.js';
import { loadTranscript } from '../../core/reports/transcript.js';
import type { Runtime } from '../../core/runtime.js';
import { SENT, contractRouter } from '../http/contract-router.js';

/**
 * What follows a finished conversation, per session: generate a report, read or export the
 * transcript, duplicate the session, ask the panel a follow-up. Mounted at /api/sessions beside the
 * sessions and chat routers, with middleware per route so the shared prefix stays theirs.
 */
export function sessionResultRoutes(rt: Runtime): Router {
  const { router, add } = contractRouter('/api/sessions');

  add(routes.request, async ({ params }, req) => requestReport(rt, req.user!, params.id));

  add(routes.transcript, async ({ params, query }, req, res) => {
    const t = await loadTranscript(rt.db, params.id);
    if (!t || t.session.userId !== req.user!.id) throw notFound('Session not found');
    const data = transcriptExport(t);
    if (query.download === '1') res.setHeader('Content-Disposition', `attachment; filename="${exportFileName('transcript', t.session.id, query.format)}"`);
    if (query.format === 'json') return data;
    res.type('text/markdown; charset=utf-8').send(transcriptMarkdown(data));
    return SENT;
  });

  add(routes.duplicate, async ({ params }, req) => duplicateSession(rt.db, req.user!, params.id));

  add(routes.followUp, async ({ params, body }, req) => askFollowUp(rt, req.user!, params.id, body.text));

  return router;
}
