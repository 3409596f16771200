import { Button, Group } from '@mantine/core';
import { IconFileAnalytics, IconSparkles } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { IDLE_UI, useReportUiStore } from '../stores/report-generation-store';
import { GenerationDialogs } from './GenerationDialogs';
import { ReportModal } from './ReportModal';
import { useReportGeneration } from './use-report-generation';

export interface ReportActionsProps {
  sessionId: string;
  /** The session's latest report, as the live session knows it. */
  report: { id: string; status: 'generating' | 'ready' | 'failed' } | null;
  /** Number of answers, for the confirmation's wording. */
  answers?: number;
  /** Extra buttons next to the report button (Back to Dashboard). */
  children?: React.ReactNode;
}

/**
 * The report actions of a finished session (the results view of /focus-group-v2/:id): View Report or
 * Generate Detailed Report, with the confirmation, the live progress modal and the report modal
 * (View Transcript, Download Report, close) that opens when the report is ready.
 */
export function ReportActions({ sessionId, report, answers, children }: ReportActionsProps) {
  const { openReportId, fresh } = useReportUiStore((s) => s.bySession[sessionId] ?? IDLE_UI);
  const update = useReportUiStore((s) => s.update);
  const openReport = (id: string | null, justGenerated = false) => update(sessionId, (ui) => ({ ...ui, openReportId: id, fresh: justGenerated }));
  const [latest, setLatest] = useState(report);
  const gen = useReportGeneration(sessionId, (reportId) => {
    setLatest({ id: reportId, status: 'ready' });
    openReport(reportId, true);
  });
  const { follow } = gen;

  useEffect(() => setLatest(report), [report?.id, report?.status]);
  // A report already generating when the page loaded (a reload mid-generation): show its progress.
  useEffect(() => {
    if (report?.status === 'generating') follow(report.id, 0, null, null, true);
  }, [report?.id, report?.status]);

  const generating = gen.state.phase === 'generating';
  return (
    <>
      <Group justify="center" gap="sm">
        {latest?.status === 'ready' && !generating ? (
          <Button leftSection={<IconFileAnalytics size={18} />} onClick={() => openReport(latest.id)} data-testid="view-report">
            View Report
          </Button>
        ) : (
          <Button leftSection={<IconSparkles size={18} />} loading={gen.state.phase === 'starting'} onClick={generating ? gen.show : gen.start} data-testid="generate-report">
            {generating ? 'Generating Report...' : 'Generate Detailed Report'}
          </Button>
        )}
        {children}
      </Group>
      <GenerationDialogs gen={gen} answers={answers} />
      <ReportModal reportId={openReportId} justGenerated={fresh} onClose={() => openReport(null)} />
    </>
  );
}
