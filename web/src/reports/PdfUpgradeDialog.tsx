import { REPORT_TEXT } from '../../../core/reports/contract.js';
import { UpgradeDialog } from '../billing/UpgradeDialog';
import type { PdfDownload } from './use-pdf-download';

/** The upgrade prompt a free user gets from Download PDF. */
export function PdfUpgradeDialog({ pdf }: { pdf: PdfDownload }) {
  return (
    <UpgradeDialog opened={pdf.upgradeOpen} onClose={pdf.closeUpgrade} title={`Upgrade to ${REPORT_TEXT.freePdfFeature}`} description="PDF reports are part of the paid plans." />
  );
}
