import { Alert, Button, Card, Container, EmptyState, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconBulb, IconSparkles } from '@tabler/icons-react';
import { useParams } from 'react-router-dom';
import type { ReportDto, ReportPageDto } from '../api/reports';
import { BackButton } from '../components/BackButton';
import { AvatarFeedback } from './AvatarFeedback';
import { longDate } from './format';
import { GenerationDialogs } from './GenerationDialogs';
import { InsightFigures } from './InsightFigures';
import { NextSteps } from './NextSteps';
import { PanelStability } from './PanelStability';
import { ReportMarkdown } from './ReportMarkdown';
import { ReportPageStatus } from './ReportPageStatus';
import { useFollowInFlight, useReportGeneration } from './use-report-generation';
import { useReportPage } from './use-report-page';
import { VerdictBadge } from './VerdictBadge';

function Overview({ page, report }: { page: ReportPageDto; report: ReportDto | null }) {
  const s = page.session;
  return (
    <Card withBorder padding="lg">
      <Title order={2} fz="lg" mb="sm">
        Project Overview
      </Title>
      <Stack gap="sm">
        {s.productIdea ? <ReportMarkdown size="sm">{s.productIdea}</ReportMarkdown> : <Text c="dimmed">No product description.</Text>}
        <Text size="sm">
          <Text span fw={600}>
            Target customer:{' '}
          </Text>
          {s.targetAudience || 'Not specified'}
        </Text>
        <Text size="sm" c="dimmed">
          {s.participantCount} participants · {s.questionCount} questions · {s.messageCount} messages · {longDate(report?.createdAt ?? s.createdAt)}
        </Text>
      </Stack>
    </Card>
  );
}

function KeyInsights({ report }: { report: ReportDto }) {
  return (
    <Card withBorder padding="lg">
      <Title order={2} fz="lg" mb="sm">
        Summary of Key Insights
      </Title>
      <List spacing="xs" size="sm" icon={<IconBulb size={16} />} center>
        {report.keyInsights.map((k) => (
          <List.Item key={k}>{k}</List.Item>
        ))}
      </List>
    </Card>
  );
}

/** /results/:id: verdict, project overview, key insights, avatar feedback and next steps of a session. */
export function ResultsScreen() {
  const { id } = useParams();
  const { query, page, reload } = useReportPage(id, undefined);
  const gen = useReportGeneration(id ?? '', reload);
  const report = page?.report ?? null;
  useFollowInFlight(page, gen.follow);

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <div>
          <BackButton fallback="/dashboard" label="Back" ml={-10} />
        </div>
        <ReportPageStatus
          query={query}
          loadingText="Loading results..."
          errorText="The results could not be loaded."
          notFound={
            <Alert color="gray" title="Session not found">
              This session does not exist or is not yours.
            </Alert>
          }
        />
        {page && (
          <>
            <Group justify="space-between" align="flex-start">
              <Title order={1} fz={{ base: 26, sm: 32 }} style={{ overflowWrap: 'anywhere', flex: 1 }}>
                {page.session.title}
              </Title>
              <VerdictBadge verdict={report?.verdict} size="xl" />
            </Group>
            <Overview page={page} report={report} />
            {report ? (
              <>
                <KeyInsights report={report} />
                {report.analysis ? (
                  <>
                    <InsightFigures analysis={report.analysis} participants={report.participants} />
                    <AvatarFeedback analysis={report.analysis} participants={report.participants} />
                  </>
                ) : (
                  <Text size="sm" c="dimmed" data-testid="figures-unavailable">
                    This report was built before answers were coded, so it has no figures. A new version of the report adds them.
                  </Text>
                )}
              </>
            ) : (
              <Card withBorder padding="xl">
                <EmptyState
                  variant="light"
                  icon={<IconSparkles size={28} />}
                  title={gen.state.phase === 'generating' ? 'Generating Report...' : 'No insights yet'}
                  description="The verdict, key insights and avatar feedback come from the insight report of this session."
                >
                  {page.isOwner && gen.state.phase !== 'generating' && (
                    <EmptyState.Actions>
                      <Button onClick={gen.start}>Generate Report</Button>
                    </EmptyState.Actions>
                  )}
                </EmptyState>
              </Card>
            )}
            {page.isOwner && report && <PanelStability sessionId={page.session.id} canRerun />}
            {page.isOwner ? (
              <NextSteps sessionId={page.session.id} reportId={report?.id ?? null} roundPrice={page.session.roundCost} onGenerate={gen.start} />
            ) : (
              <Text size="sm" c="dimmed">
                This is a sample. Start a session from the dashboard to get results for your own idea.
              </Text>
            )}
          </>
        )}
      </Stack>
      <GenerationDialogs gen={gen} answers={page ? page.session.messageCount - page.session.questionCount : undefined} />
    </Container>
  );
}
