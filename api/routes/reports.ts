import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { AppError, notFound } from '../../core/errors.js';
import { exportFileName, reportJson, reportMarkdown } from '../../core/next-steps/export.js';
import { REPORT_TEXT } from '../../core/reports/contract.js';
import { pdfIsCurrent } from '../../core/reports/present.js';
import { inlineImages } from '../../core/reports/print-images.js';
import { renderPrintHtml } from '../../core/reports/print-view.js';
import { latestStability } from '../../core/stability/reruns.js';
import { findViewableReport, getReport, getReportPage, listReports } from '../../core/reports/queries.js';
import { upgradeRequired } from '../../core/reports/request.js';
import type { Runtime } from '../../core/runtime.js';
import { isPaid } from '../../core/users.js';
import { requireAuth } from '../middleware/auth.js';
import { validate } from '../middleware/validate.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// A malformed id cannot name a report: the same 404 as a missing or another user's report.
const idParam =
  (name: string): RequestHandler =>
  (req, _res, next) =>
    UUID.test(String(req.params[name])) ? next() : next(notFound('Report not found'));

const pageQuery = z.strictObject({ version: z.coerce.number().int().min(1).max(10_000).optional() });
const exportQuery = z.strictObject({ format: z.enum(['markdown', 'json']).default('markdown') });

const paidOnly: RequestHandler = (req, _res, next) => (isPaid(req.user!) ? next() : next(upgradeRequired(REPORT_TEXT.freePdfFeature)));

// The print view is static HTML: no scripts, no network, only inline styles and data: images.
const PRINT_CSP = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; frame-ancestors 'self'";

/** Reports: the archive, one report, a session's report page, PDFs, the print view and exports. */
export function reportRoutes(rt: Runtime): Router {
  const r = Router();

  r.get('/', requireAuth, async (req, res) => {
    res.json({ items: await listReports(rt.db, req.user!.id) });
  });

  r.get('/by-session/:sessionId', requireAuth, idParam('sessionId'), validate(pageQuery, 'query'), async (req, res) => {
    const { version } = res.locals.query as z.infer<typeof pageQuery>;
    res.json(await getReportPage(rt.db, String(req.params.sessionId), req.user!.id, version));
  });

  r.get('/:id', requireAuth, idParam('id'), async (req, res) => {
    res.json(await getReport(rt.db, String(req.params.id), req.user!.id));
  });

  // Asks for the PDF: answers at once when a current one is stored, else enqueues a render and the
  // browser waits for `pdf:ready` (or `pdf:failed`) before downloading.
  r.post('/:id/pdf', requireAuth, idParam('id'), paidOnly, async (req, res) => {
    const { report } = await findViewableReport(rt.db, String(req.params.id), req.user!.id);
    if (report.status !== 'ready') throw new AppError(409, 'no_report_data', REPORT_TEXT.noData);
    if (pdfIsCurrent(report) && report.pdf_path) {
      const stored = await rt.storage.read(report.pdf_path);
      stored?.destroy();
      if (stored) return res.json({ status: 'ready' });
    }
    await rt.queues.enqueue(
      'pdf',
      { reportId: report.id, userId: req.user!.id, requestedAt: Date.now() },
      // While a render of this report waits or runs, more clicks join it instead of queueing renders.
      { deduplication: { id: `pdf_${report.id}` } },
    );
    res.status(202).json({ status: 'rendering' });
  });

  r.get('/:id/pdf', requireAuth, idParam('id'), paidOnly, async (req, res) => {
    const { report } = await findViewableReport(rt.db, String(req.params.id), req.user!.id);
    const stream = report.status === 'ready' && pdfIsCurrent(report) && report.pdf_path ? await rt.storage.read(report.pdf_path) : null;
    if (!stream) throw new AppError(404, 'pdf_not_ready', 'The PDF of this report has not been generated yet.');
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `attachment; filename="focus-group-report-${report.id}.pdf"`);
    res.setHeader('Cache-Control', 'private, no-cache');
    stream.on('error', () => res.destroy()).pipe(res);
  });

  r.get('/:id/print', requireAuth, idParam('id'), async (req, res) => {
    const dto = await getReport(rt.db, String(req.params.id), req.user!.id);
    if (dto.status !== 'ready') throw new AppError(409, 'no_report_data', REPORT_TEXT.noData);
    const html = renderPrintHtml(dto, { images: await inlineImages(rt.storage, dto.participants.map((p) => p.image)), stability: await latestStability(rt.db, dto.sessionId) });
    res.setHeader('Content-Security-Policy', PRINT_CSP);
    res.type('html').send(html);
  });

  r.get('/:id/export', requireAuth, idParam('id'), validate(exportQuery, 'query'), async (req, res) => {
    const { format } = res.locals.query as z.infer<typeof exportQuery>;
    const dto = await getReport(rt.db, String(req.params.id), req.user!.id);
    if (dto.status !== 'ready') throw new AppError(409, 'no_report_data', REPORT_TEXT.noData);
    res.setHeader('Content-Disposition', `attachment; filename="${exportFileName('report', dto.id, format)}"`);
    if (format === 'json') return res.json(reportJson(dto));
    res.type('text/markdown; charset=utf-8').send(reportMarkdown(dto));
  });

  return r;
}
