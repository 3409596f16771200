import { useMutation } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { REPORT_TEXT } from '../../../core/reports/contract.js';
import { isApiError } from '../api/client';
import { downloadFile, pdfUrl, reportsApi } from '../api/reports';
import { Failure, toastFailure, toastSuccess } from '../components/toast';
import { useSocketEvent } from '../realtime/use-socket-event';
import { useAuthStore } from '../stores/auth-store';
import { isPaidPlan } from './use-report-generation';

// A render normally takes well under a second; past this the page stops waiting and says so.
const RENDER_TIMEOUT_MS = 90_000;

export interface PdfDownload {
  download(reportId: string): void;
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
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  /** The renders this page waits for, by report id. */
  const waiting = useRef(new Map<string, (rendered: boolean) => void>());

  /** True when the worker says the PDF is ready, false on `pdf:failed` or when it takes too long. */
  const renderOf = (reportId: string) =>
    new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => finish(false), RENDER_TIMEOUT_MS);
      const finish = (rendered: boolean) => {
        clearTimeout(timer);
        waiting.current.delete(reportId);
        resolve(rendered);
      };
      waiting.current.set(reportId, finish);
    });
  const settle = (reportId: string, rendered: boolean) => waiting.current.get(reportId)?.(rendered);
  // Events missed while disconnected are not replayed: ask again (an answer of "ready" means done; a
  // failure changes nothing, the render's own wait still ends it).
  const ask = useMutation({
    mutationFn: (reportId: string) => reportsApi.requestPdf(reportId),
    onSuccess: (r, reportId) => r.status === 'ready' && settle(reportId, true),
  });
  const resync = () => {
    for (const reportId of waiting.current.keys()) ask.mutate(reportId);
  };
  useSocketEvent('pdf:ready', ({ reportId }) => settle(reportId, true), { resync });
  useSocketEvent('pdf:failed', ({ reportId }) => settle(reportId, false));

  // The request, the render it may wait for and the download are one write: pending until the file is saved.
  const pdf = useMutation({
    mutationFn: async (reportId: string) => {
      // Listening starts before the request: a quick render's `pdf:ready` may arrive before its answer.
      const rendered = renderOf(reportId);
      try {
        let requested: Awaited<ReturnType<typeof reportsApi.requestPdf>>;
        try {
          requested = await reportsApi.requestPdf(reportId);
        } catch (error) {
          if (isApiError(error) && error.code === 'upgrade_required') throw error;
          if (isApiError(error) && (error.code === 'no_report_data' || error.status === 404)) throw new Failure(REPORT_TEXT.noDataTitle, REPORT_TEXT.noData);
          throw new Failure('Error', REPORT_TEXT.pdfFailed);
        }
        if (requested.status === 'rendering' && !(await rendered)) throw new Failure('Error', REPORT_TEXT.pdfFailed);
        await downloadFile(pdfUrl(reportId), `focus-group-report-${reportId}.pdf`).catch(() => {
          throw new Failure('Error', REPORT_TEXT.downloadFailed);
        });
      } finally {
        settle(reportId, false);
      }
    },
    onSuccess: () => toastSuccess('Success', REPORT_TEXT.pdfDownloaded),
    onError: (error) => (isApiError(error) && error.code === 'upgrade_required' ? setUpgradeOpen(true) : toastFailure('Error', error, REPORT_TEXT.pdfFailed)),
  });
  const { mutate } = pdf;

  const download = useCallback(
    (reportId: string) => {
      if (isPaidPlan(level)) mutate(reportId);
      else setUpgradeOpen(true);
    },
    [level, mutate],
  );

  const pending = pdf.isPending ? pdf.variables : null;
  return { download, pending, upgradeOpen, closeUpgrade: () => setUpgradeOpen(false) };
}
