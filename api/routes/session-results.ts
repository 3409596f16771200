import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { notFound } from '../../core/errors.js';
import { duplicateSession } from '../../core/next-steps/duplicate.js';
import { answersCsv } from '../../core/next-steps/answers-csv.js';
import { exportFileName, transcriptExport, transcriptMarkdown } from '../../core/next-steps/export.js';
import { askFollowUp } from '../../core/next-steps/follow-up.js';
import { requestReport } from '../../core/reports/request.js';
import { loadTranscript } from '../../core/reports/transcript.js';
import type { Runtime } from '../../core/runtime.js';
import { rerunBodySchema } from '../../core/stability/contract.js';
import { requestRerun, rerunState } from '../../core/stability/reruns.js';
import { requireAuth } from '../middleware/auth.js';
import { validate } from '../middleware/validate.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const sessionParam: RequestHandler = (req, _res, next) => (UUID.test(String(req.params.id)) ? next() : next(notFound('Session not found')));
const owner = [requireAuth, sessionParam];

const transcriptQuery = z.strictObject({
  format: z.enum(['markdown', 'json', 'csv']).default('json'),
  download: z.enum(['0', '1']).default('0'),
});
const followUpBody = z.strictObject({
  text: z.string().trim().min(1, 'Please type a question').max(2000, 'must be at most 2000 characters'),
});

/**
 * What follows a finished conversation, per session: generate a report, read or export the
 * transcript, duplicate the session, ask the panel a follow-up. Mounted at /api/sessions beside the
 * sessions and chat routers, with middleware per route so the shared prefix stays theirs.
 */
export function sessionResultRoutes(rt: Runtime): Router {
  const r = Router();

  r.post('/:id/reports', ...owner, async (req, res) => {
    const result = await requestReport(rt, req.user!, String(req.params.id));
    res.status(202).json(result);
  });

  // Verdict stability: the newest rerun (with the price per run), and a new one (charged once).
  r.get('/:id/reruns', ...owner, async (req, res) => {
    res.json(await rerunState(rt.db, req.user!, String(req.params.id)));
  });

  r.post('/:id/reruns', ...owner, validate(rerunBodySchema), async (req, res) => {
    const { runs } = req.body as z.infer<typeof rerunBodySchema>;
    res.status(202).json(await requestRerun(rt, req.user!, String(req.params.id), runs));
  });

  r.get('/:id/transcript', ...owner, validate(transcriptQuery, 'query'), async (req, res) => {
    const { format, download } = res.locals.query as z.infer<typeof transcriptQuery>;
    const t = await loadTranscript(rt.db, String(req.params.id));
    if (!t || t.session.userId !== req.user!.id) throw notFound('Session not found');
    if (download === '1') res.setHeader('Content-Disposition', `attachment; filename="${exportFileName('transcript', t.session.id, format)}"`);
    if (format === 'csv') return res.type('text/csv; charset=utf-8').send(await answersCsv(rt.db, t));
    const data = transcriptExport(t);
    if (format === 'json') return res.json(data);
    res.type('text/markdown; charset=utf-8').send(transcriptMarkdown(data));
  });

  r.post('/:id/duplicate', ...owner, async (req, res) => {
    res.status(201).json(await duplicateSession(rt.db, req.user!, String(req.params.id)));
  });

  r.post('/:id/follow-up', ...owner, validate(followUpBody), async (req, res) => {
    const { text } = req.body as z.infer<typeof followUpBody>;
    res.status(202).json(await askFollowUp(rt, req.user!, String(req.params.id), text));
  });

  return r;
}
