import type { Router } from 'express';
import { notFound } from '../../core/errors.js';
import { duplicateSession } from '../../core/next-steps/duplicate.js';
import { answersCsv } from '../../core/next-steps/answers-csv.js';
import { exportFileName, transcriptExport, transcriptMarkdown } from '../../core/next-steps/export.js';
import { askFollowUp } from '../../core/next-steps/follow-up.js';
import { requestReport } from '../../core/reports/request.js';
import { reportRoutes as routes } from '../../core/reports/routes.js';
import { loadTranscript } from '../../core/reports/transcript.js';
import type { Runtime } from '../../core/runtime.js';
import { rerunRoutes } from '../../core/stability/routes.js';
import { requestRerun, rerunState } from '../../core/stability/reruns.js';
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
    if (query.download === '1') res.setHeader('Content-Disposition', `attachment; filename="${exportFileName('transcript', t.session.id, query.format)}"`);
    if (query.format === 'csv') {
      res.type('text/csv; charset=utf-8').send(await answersCsv(rt.db, t));
      return SENT;
    }
    const data = transcriptExport(t);
    if (query.format === 'json') return data;
    res.type('text/markdown; charset=utf-8').send(transcriptMarkdown(data));
    return SENT;
  });

  // Verdict stability: the newest rerun (with the price per run), and a new one (charged once).
  add(rerunRoutes.state, async ({ params }, req) => rerunState(rt.db, req.user!, params.id));
  add(rerunRoutes.request, async ({ params, body }, req) => requestRerun(rt, req.user!, params.id, body.runs));

  add(routes.duplicate, async ({ params }, req) => duplicateSession(rt.db, req.user!, params.id));

  add(routes.followUp, async ({ params, body }, req) => askFollowUp(rt, req.user!, params.id, body.text));

  return router;
}
