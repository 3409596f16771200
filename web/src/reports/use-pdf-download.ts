import { useCallback, useState } from 'react';
import { REPORT_TEXT } from '../../../core/reports/contract.js';
import { isApiError } from '../api/client';
import { downloadFile, pdfUrl, reportsApi } from '../api/reports';
import { toastError, toastSuccess } from '../components/toast';
import { getSocket } from '../realtime/socket';
import { useAuthStore } from '../stores/auth-store';
import { isPaidPlan } from './use-report-generation';

// A render normally takes well under a second; past this the page stops waiting and says so.
const RENDER_TIMEOUT_MS = 90_000;

/** Resolves when the worker says the PDF is ready, rejects on `pdf:failed`; also checks after a reconnect. */
function waitForPdf(reportId: string): Promise<void> {
  const socket = getSocket();
  return new Promise<void>((resolve, reject) => {
    const finish = (ok: boolean) => {
      socket.off('pdf:ready', onReady);
      socket.off('pdf:failed', onFailed);
      socket.off('connect', onConnect);
      clearTimeout(timer);
      if (ok) resolve();
      else reject(new Error('pdf failed'));
    };
    const onReady = (p: { reportId: string }) => p.reportId === reportId && finish(true);
    const onFailed = (p: { reportId: string }) => p.reportId === reportId && finish(false);
    // Events missed while disconnected are not replayed: ask again (an answer of "ready" means done).
    const onConnect = () =>
      reportsApi.requestPdf(reportId).then(
        (r) => r.status === 'ready' && finish(true),
        () => undefined,
      );
    const timer = setTimeout(() => finish(false), RENDER_TIMEOUT_MS);
    socket.on('pdf:ready', onReady);
    socket.on('pdf:failed', onFailed);
    socket.on('connect', onConnect);
  });
}

export interface PdfDownload {
  download(reportId: string): Promise<void>;
  /** The report whose PDF is being prepared, if any. */
  pending: string | null;
  upgradeOpen: boolean;
  closeUpgrade(): void;
}

/**
 * Download PDF: a free user gets the upgrade prompt; otherwise the PDF is requested (rendered by a
 * worker unless a current one is cached), then downloaded as focus-group-report-{id}.pdf.
 */
export function usePdfDownload(): PdfDownload {
  const level = useAuthStore((s) => s.user?.subscriptionLevel);
  const [pending, setPending] = useState<string | null>(null);
  const [upgradeOpen, setUpgradeOpen] = useState(false);

  const download = useCallback(
    async (reportId: string) => {
      if (!isPaidPlan(level)) return setUpgradeOpen(true);
      setPending(reportId);
      try {
        let requested: Awaited<ReturnType<typeof reportsApi.requestPdf>>;
        try {
          requested = await reportsApi.requestPdf(reportId);
        } catch (error) {
          if (isApiError(error) && error.code === 'upgrade_required') return setUpgradeOpen(true);
          if (isApiError(error) && (error.code === 'no_report_data' || error.status === 404)) return toastError(REPORT_TEXT.noDataTitle, REPORT_TEXT.noData);
          return toastError('Error', REPORT_TEXT.pdfFailed);
        }
        if (requested.status === 'rendering') {
          try {
            await waitForPdf(reportId);
          } catch {
            return toastError('Error', REPORT_TEXT.pdfFailed);
          }
        }
        try {
          await downloadFile(pdfUrl(reportId), `focus-group-report-${reportId}.pdf`);
          toastSuccess('Success', REPORT_TEXT.pdfDownloaded);
        } catch {
          toastError('Error', REPORT_TEXT.downloadFailed);
        }
      } finally {
        setPending(null);
      }
    },
    [level],
  );

  return { download, pending, upgradeOpen, closeUpgrade: () => setUpgradeOpen(false) };
}
