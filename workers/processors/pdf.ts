import { UnrecoverableError } from 'bullmq';
import { REPORT_TEXT } from '../../core/reports/contract.js';
import type { Runtime } from '../../core/runtime.js';
import { pdfIsCurrent } from '../../core/reports/present.js';
import { inlineImages } from '../../core/reports/print-images.js';
import { renderPrintHtml } from '../../core/reports/print-view.js';
import { latestStability } from '../../core/stability/reruns.js';
import { getReport } from '../../core/reports/queries.js';
import { withPage } from '../chromium.js';
import { done, skipped, type FinalFailureHook, type Processor } from '../types.js';

const pdfKey = (reportId: string, version: number) => `reports/${reportId}/${version}.pdf`;

// Page numbers in the footer; the header is empty but must be given, or Chromium prints the date and URL.
const FOOTER = `<div style="width:100%;font-size:8px;font-family:Arial,sans-serif;color:#666;padding:0 0.5in;display:flex;justify-content:space-between">
<span class="title"></span><span>Page <span class="pageNumber"></span> of <span class="totalPages"></span></span></div>`;

async function exists(rt: Runtime, key: string): Promise<boolean> {
  const stream = await rt.storage.read(key);
  stream?.destroy();
  return !!stream;
}

/**
 * Renders one report's print view to a Letter PDF in the process's shared Chromium and stores it.
 * A PDF already rendered from the report as it is now is reused: the job then only says it is ready.
 */
export const renderReportPdf: Processor<'pdf'> = async ({ reportId, userId }, { rt, log }) => {
  const renderStart = new Date();
  const report = await rt.db.selectFrom('reports').selectAll().where('id', '=', reportId).executeTakeFirst();
  if (report?.status !== 'ready') throw new UnrecoverableError(`report ${reportId} is not ready`);
  const key = pdfKey(report.id, report.version);
  if (pdfIsCurrent(report) && report.pdf_path === key && (await exists(rt, key))) {
    rt.emitter.toUser(userId, 'pdf:ready', { reportId });
    return skipped('the stored PDF is current');
  }
  const dto = await getReport(rt.db, reportId, report.user_id);
  const html = renderPrintHtml(dto, {
    images: await inlineImages(
      rt.storage,
      dto.participants.map((p) => p.image),
    ),
    stability: await latestStability(rt.db, dto.sessionId),
  });
  const pdf = await withPage(rt.config.CHROMIUM_PATH, async (page) => {
    await page.setContent(html, { waitUntil: 'load' });
    return page.pdf({
      format: 'Letter',
      landscape: false,
      printBackground: true,
      margin: { top: '0.5in', right: '0.5in', bottom: '0.5in', left: '0.5in' },
      displayHeaderFooter: true,
      headerTemplate: '<span></span>',
      footerTemplate: FOOTER,
    });
  });
  await rt.storage.put(key, pdf);
  // Marked current only if the report did not change while it was rendered; otherwise render again.
  const marked = await rt.db
    .updateTable('reports')
    .set({ pdf_path: key, pdf_rendered_at: renderStart })
    .where('id', '=', reportId)
    .where('updated_at', '<=', renderStart)
    .executeTakeFirst();
  if (!Number(marked.numUpdatedRows)) throw new Error('the report changed while its PDF was rendered');
  log.info({ reportId, bytes: pdf.length }, 'report PDF rendered');
  rt.emitter.toUser(userId, 'pdf:ready', { reportId });
  return done;
};

/** The reader is told the PDF could not be made; asking again enqueues a new job. */
export const announcePdfFailed: FinalFailureHook<'pdf'> = async ({ reportId, userId }, { rt }) => {
  rt.emitter.toUser(userId, 'pdf:failed', { reportId, message: REPORT_TEXT.pdfFailed });
};
