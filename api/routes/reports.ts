import type { RequestHandler, Router } from 'express';
import { AppError } from '../../core/errors.js';
import { exportFileName, reportJson, reportMarkdown } from '../../core/next-steps/export.js';
import { REPORT_TEXT } from '../../core/reports/contract.js';
import { pdfIsCurrent } from '../../core/reports/present.js';
import { inlineImages } from '../../core/reports/print-images.js';
import { renderPrintHtml } from '../../core/reports/print-view.js';
import { latestStability } from '../../core/stability/reruns.js';
import { findViewableReport, getReport, getReportPage, listReports } from '../../core/reports/queries.js';
import { upgradeRequired } from '../../core/reports/request.js';
import { reportRoutes as routes } from '../../core/reports/routes.js';
import type { Runtime } from '../../core/runtime.js';
import { isPaid } from '../../core/users.js';
import { SENT, contractRouter } from '../http/contract-router.js';

const paidOnly: RequestHandler = (req, _res, next) => (isPaid(req.user!) ? next() : next(upgradeRequired(REPORT_TEXT.freePdfFeature)));

// The print view is static HTML: no scripts, no network, only inline styles and data: images.
const PRINT_CSP = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; frame-ancestors 'self'";

/** Reports: the archive, one report, a session's report page, PDFs, the print view and exports. */
export function reportRoutes(rt: Runtime): Router {
  const { router, add } = contractRouter('/api/reports');

  add(routes.list, async (_input, req) => ({ items: await listReports(rt.db, req.user!.id) }));

  add(routes.bySession, async ({ params, query }, req) => getReportPage(rt.db, params.sessionId, req.user!.id, query.version));

  add(routes.get, async ({ params }, req) => getReport(rt.db, params.id, req.user!.id));

  // Asks for the PDF: answers at once when a current one is stored, else enqueues a render and the
  // browser waits for `pdf:ready` (or `pdf:failed`) before downloading.
  add(
    routes.requestPdf,
    async ({ params }, req, res) => {
      const { report } = await findViewableReport(rt.db, params.id, req.user!.id);
      if (report.status !== 'ready') throw new AppError(409, 'no_report_data', REPORT_TEXT.noData);
      if (pdfIsCurrent(report) && report.pdf_path) {
        const stored = await rt.storage.read(report.pdf_path);
        stored?.destroy();
        if (stored) return { status: 'ready' as const };
      }
      await rt.queues.enqueue(
        'pdf',
        { reportId: report.id, userId: req.user!.id, requestedAt: Date.now() },
        // While a render of this report waits or runs, more clicks join it instead of queueing renders.
        { deduplication: { id: `pdf_${report.id}` } },
      );
      res.status(202);
      return { status: 'rendering' as const };
    },
    [paidOnly],
  );

  add(
    routes.downloadPdf,
    async ({ params }, req, res) => {
      const { report } = await findViewableReport(rt.db, params.id, req.user!.id);
      const stream = report.status === 'ready' && pdfIsCurrent(report) && report.pdf_path ? await rt.storage.read(report.pdf_path) : null;
      if (!stream) throw new AppError(404, 'pdf_not_ready', 'The PDF of this report has not been generated yet.');
      res.setHeader('Content-Type', 'application/pdf');
      res.setHeader('Content-Disposition', `attachment; filename="focus-group-report-${report.id}.pdf"`);
      res.setHeader('Cache-Control', 'private, no-cache');
      stream.on('error', () => res.destroy()).pipe(res);
      return SENT;
    },
    [paidOnly],
  );

  add(routes.print, async ({ params }, req, res) => {
    const dto = await getReport(rt.db, params.id, req.user!.id);
    if (dto.status !== 'ready') throw new AppError(409, 'no_report_data', REPORT_TEXT.noData);
    const html = renderPrintHtml(dto, {
      images: await inlineImages(
        rt.storage,
        dto.participants.map((p) => p.image),
      ),
      stability: await latestStability(rt.db, dto.sessionId),
    });
    res.setHeader('Content-Security-Policy', PRINT_CSP);
    res.type('html').send(html);
    return SENT;
  });

  add(routes.export, async ({ params, query }, req, res) => {
    const { format } = query;
    const dto = await getReport(rt.db, params.id, req.user!.id);
    if (dto.status !== 'ready') throw new AppError(409, 'no_report_data', REPORT_TEXT.noData);
    res.setHeader('Content-Disposition', `attachment; filename="${exportFileName('report', dto.id, format)}"`);
    if (format === 'json') return reportJson(dto);
    res.type('text/markdown; charset=utf-8').send(reportMarkdown(dto));
    return SENT;
  });

  return router;
}
