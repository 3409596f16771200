import type { reportRoutes as routes } from '../../../core/reports/routes.js';
import type { rerunRoutes } from '../../../core/stability/routes.js';
import { ApiError, call, GENERIC_ERROR_MESSAGE } from './client';

export type {
  Analysis,
  DashboardDto,
  DashboardSession,
  ParticipantResponses,
  ReportDto,
  ReportListItem,
  ReportPageDto,
  ReportSection,
  SessionOverview,
} from '../../../core/reports/contract.js';

export type ExportFormat = 'markdown' | 'json' | 'csv';

export const reportsApi = {
  /** Starts a report (or a new version): 202 with its id; 402 short of credits; 403 free plan. */
  generate: (sessionId: string) => call<typeof routes.request>('POST', `/api/sessions/${sessionId}/reports`),
  get: (reportId: string, signal?: AbortSignal) => call<typeof routes.get>('GET', `/api/reports/${reportId}`, { signal }),
  page: (sessionId: string, version?: number, signal?: AbortSignal) => call<typeof routes.bySession>('GET', `/api/reports/by-session/${sessionId}`, { query: { version }, signal }),
  list: (signal?: AbortSignal) => call<typeof routes.list>('GET', '/api/reports', { signal }),
  /** Asks for the PDF: ready now (cached) or rendering (wait for `pdf:ready`). */
  requestPdf: (reportId: string) => call<typeof routes.requestPdf>('POST', `/api/reports/${reportId}/pdf`),
  transcript: (sessionId: string, signal?: AbortSignal) => call<typeof routes.transcript>('GET', `/api/sessions/${sessionId}/transcript`, { signal }),
  duplicate: (sessionId: string) => call<typeof routes.duplicate>('POST', `/api/sessions/${sessionId}/duplicate`),
  followUp: (sessionId: string, text: string) => call<typeof routes.followUp>('POST', `/api/sessions/${sessionId}/follow-up`, { body: { text } }),
  dashboard: (signal?: AbortSignal) => call<typeof routes.dashboard>('GET', '/api/dashboard', { signal }),
  /** Verdict stability: the newest rerun of the panel, and the price per run. */
  rerunState: (sessionId: string, signal?: AbortSignal) => call<typeof rerunRoutes.state>('GET', `/api/sessions/${sessionId}/reruns`, { signal }),
  /** Re-runs the panel 2 or 3 times: 202 with its id (charged once); 402 short of credits; 403 free plan. */
  rerun: (sessionId: string, runs: number) => call<typeof rerunRoutes.request>('POST', `/api/sessions/${sessionId}/reruns`, { body: { runs } }),
};

export const pdfUrl = (reportId: string) => `/api/reports/${reportId}/pdf`;
export const transcriptUrl = (sessionId: string, format: ExportFormat) => `/api/sessions/${sessionId}/transcript?format=${format}&download=1`;
export const reportExportUrl = (reportId: string, format: ExportFormat) => `/api/reports/${reportId}/export?format=${format}`;

/**
 * Downloads a file the API serves as an attachment, under the given name. Fetched (not a plain link)
 * so a failure can be reported instead of the browser showing an error page.
 */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  let res: Response;
  try {
    res = await fetch(url, { credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'network_error', GENERIC_ERROR_MESSAGE);
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
    throw new ApiError(res.status, body?.error?.code ?? `http_${res.status}`, body?.error?.message ?? GENERIC_ERROR_MESSAGE);
  }
  const blob = await res.blob();
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Give the browser a moment to start the download before the blob URL goes away.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
