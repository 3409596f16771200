import { downloadFile, reportExportUrl, transcriptUrl, type ExportFormat } from '../api/reports';
import { toastError, toastSuccess } from '../components/toast';

const ext = (format: ExportFormat) => (format === 'markdown' ? 'md' : format);

/** Downloads the report or the transcript as Markdown or JSON (the answers also as CSV), with a notice either way. */
export async function exportFile(kind: 'report' | 'transcript', id: string, format: ExportFormat): Promise<void> {
  const url = kind === 'report' ? reportExportUrl(id, format) : transcriptUrl(id, format);
  try {
    await downloadFile(url, `focus-group-${kind}-${id}.${ext(format)}`);
    toastSuccess('Success', kind === 'report' ? 'Report downloaded successfully!' : 'Transcript downloaded successfully!');
  } catch {
    toastError('Error', `Failed to download the ${kind}. Please try again.`);
  }
}
