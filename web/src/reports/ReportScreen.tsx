import { Button, Card, Container, EmptyState, Progress, Stack, Text } from '@mantine/core';
import { IconFileSearch, IconSparkles } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { REPORT_TEXT, STEP_LABELS } from '../../../core/reports/contract.js';
import { BackButton } from '../components/BackButton';
import { exportFile } from './exports';
import { GenerationDialogs } from './GenerationDialogs';
import { InsightFigures } from './InsightFigures';
import { ParticipantResponses } from './ParticipantResponses';
import { PanelStability } from './PanelStability';
import { PdfUpgradeDialog } from './PdfUpgradeDialog';
import { ReportCards } from './ReportCards';
import { ReportHeader } from './ReportHeader';
import { ReportPageStatus } from './ReportPageStatus';
import { SessionOverviewCard } from './SessionOverviewCard';
import { usePdfDownload } from './use-pdf-download';
import { useFollowInFlight, useReportGeneration } from './use-report-generation';
import { useReportPage } from './use-report-page';

function NotFound() {
  return (
    <Card withBorder padding="xl">
      <EmptyState variant="light" size="lg" icon={<IconFileSearch size={28} />} title={REPORT_TEXT.notFoundTitle} description={REPORT_TEXT.notFound}>
        <EmptyState.Actions>
          <Button component={Link} to="/reports">
            Back to Reports
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Card>
  );
}

/** /report/:sessionId: the session's newest report (or a chosen version), with generation and PDF. */
export function ReportScreen() {
  const { sessionId } = useParams();
  const [params, setParams] = useSearchParams();
  const [version, setVersion] = useState<number | undefined>(undefined);
  const { query, page, reload } = useReportPage(sessionId, version);
  const pdf = usePdfDownload();
  const gen = useReportGeneration(sessionId ?? '', () => {
    setVersion(undefined);
    reload();
  });
  const autoStarted = useRef(false);
  const { start } = gen;
  useFollowInFlight(page, gen.follow);

  // "Generate Detailed Report" from the chat links here with ?generate=1: open the confirmation once.
  useEffect(() => {
    if (!page || autoStarted.current || params.get('generate') !== '1') return;
    autoStarted.current = true;
    setParams((p) => (p.delete('generate'), p), { replace: true });
    if (page.isOwner && !page.inFlight) start();
  }, [page, params, setParams, start]);

  const generating = gen.state.phase === 'generating' ? gen.state : null;
  const report = page?.report ?? null;

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <div>
          <BackButton fallback="/reports" label="Back to Reports" ml={-10} />
        </div>
        <ReportPageStatus query={query} loadingText="Loading report..." errorText="The report could not be loaded. Please try again." notFound={<NotFound />} />
        {page && (
          <>
            <ReportHeader
              page={page}
              report={report}
              onVersion={setVersion}
              onRegenerate={generating ? gen.show : gen.start}
              regenerating={!!generating || gen.state.phase === 'starting'}
              onDownloadPdf={() => report && pdf.download(report.id)}
              pdfPending={!!report && pdf.pending === report.id}
              onExport={(kind, format) => void exportFile(kind, kind === 'report' ? report!.id : page.session.id, format)}
            />
            {generating?.hidden && (
              <Card withBorder padding="md" data-testid="report-in-progress">
                <Text size="sm" fw={600} mb={6}>
                  {report ? 'A new version is being generated' : 'Generating Report'}: {generating.step ? `${STEP_LABELS[generating.step]} done` : 'starting'}
                </Text>
                <Progress value={generating.progress} animated />
              </Card>
            )}
            {!report && !generating && (
              <Card withBorder padding="xl">
                <EmptyState
                  variant="light"
                  icon={<IconSparkles size={28} />}
                  title="No report yet"
                  description="Generate an insight report from this session's answers: verdict, purchase intent, price reaction, concerns, quotes and recommendations."
                >
                  {page.isOwner && (
                    <EmptyState.Actions>
                      <Button onClick={gen.start} loading={gen.state.phase === 'starting'} data-testid="generate-report">
                        Generate Report
                      </Button>
                    </EmptyState.Actions>
                  )}
                </EmptyState>
              </Card>
            )}
            <SessionOverviewCard session={page.session} />
            {report && (
              <>
                {report.analysis && <InsightFigures analysis={report.analysis} participants={report.participants} />}
                {page.isOwner && <PanelStability sessionId={page.session.id} canRerun={false} />}
                <ReportCards sections={report.sections} />
                <ParticipantResponses participants={report.participants} />
              </>
            )}
          </>
        )}
      </Stack>
      <GenerationDialogs gen={gen} answers={page ? page.session.messageCount - page.session.questionCount : undefined} />
      <PdfUpgradeDialog pdf={pdf} />
    </Container>
  );
}
