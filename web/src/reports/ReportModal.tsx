import { Alert, Avatar, Button, Group, Loader, Modal, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCircleCheck, IconDownload, IconExternalLink, IconFileText } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { REPORT_TEXT } from '../../../core/reports/contract.js';
import { queries } from '../api/query-keys';
import { longDate } from './format';
import { PdfUpgradeDialog } from './PdfUpgradeDialog';
import { ReportCards } from './ReportCards';
import { SessionOverviewCard } from './SessionOverviewCard';
import { TranscriptDialog } from './TranscriptDialog';
import { usePdfDownload } from './use-pdf-download';
import { VerdictBadge } from './VerdictBadge';

interface ReportModalProps {
  reportId: string | null;
  onClose: () => void;
  /** Shows the success notice (the modal opened because generation just finished). */
  justGenerated?: boolean;
}

/** The generated report in a modal: title, counts, date, Session Overview, participants, the sections. */
export function ReportModal({ reportId, onClose, justGenerated = false }: ReportModalProps) {
  const phone = useMediaQuery('(max-width: 48em)');
  const reportQuery = useQuery({ ...queries.report(reportId ?? ''), enabled: !!reportId });
  const report = reportQuery.data ?? null;
  // Any failure reads as "not found": the modal opens on a report id the page has just been given.
  const failed = reportQuery.isError && !report;
  const [transcriptOpen, setTranscriptOpen] = useState(false);
  const pdf = usePdfDownload();

  const s = report?.session;
  return (
    <>
      <Modal opened={!!reportId} onClose={onClose} size="70rem" fullScreen={phone} title={report?.title ?? 'Report'}>
        {!report && !failed && (
          <Group justify="center" py="xl">
            <Loader type="dots" />
            <Text c="dimmed">Loading report...</Text>
          </Group>
        )}
        {failed && (
          <Alert color="red" title={REPORT_TEXT.notFoundTitle}>
            {REPORT_TEXT.notFound}
          </Alert>
        )}
        {report && s && (
          <Stack gap="md" data-testid="report-modal">
            {justGenerated && (
              <Alert color="teal" icon={<IconCircleCheck size={18} />} data-testid="report-success">
                {REPORT_TEXT.generated}
              </Alert>
            )}
            <Group justify="space-between" align="flex-start" gap="sm">
              <div>
                <Text c="dimmed" size="sm">
                  {s.participantCount} participants · {s.messageCount} messages · {longDate(report.createdAt)}
                </Text>
                <Group gap="xs" mt={6}>
                  <VerdictBadge verdict={report.verdict} size="lg" />
                  {report.provider === 'offline' && (
                    <Tooltip label="Written by the offline simulator; every figure and quote comes from the transcript.">
                      <Text size="xs" c="dimmed">
                        Simulated prose
                      </Text>
                    </Tooltip>
                  )}
                </Group>
              </div>
              <Group gap="xs">
                <Button variant="default" leftSection={<IconFileText size={16} />} onClick={() => setTranscriptOpen(true)}>
                  View Transcript
                </Button>
                <Button leftSection={<IconDownload size={16} />} loading={pdf.pending === report.id} onClick={() => pdf.download(report.id)}>
                  Download Report
                </Button>
              </Group>
            </Group>
            <SessionOverviewCard session={s} />
            <div>
              <Title order={3} fz="lg" mb="xs">
                Participants
              </Title>
              <Group gap="sm">
                {report.participants.map((p) => (
                  <Group key={p.avatarId} gap={6} wrap="nowrap">
                    <Avatar src={p.image} alt="" radius="xl" size="sm" color="brand">
                      {p.name.charAt(0)}
                    </Avatar>
                    <Text size="sm">{p.name}</Text>
                  </Group>
                ))}
              </Group>
            </div>
            <ReportCards sections={report.sections} compact />
            <Group justify="space-between">
              <Button component={Link} to={`/report/${report.sessionId}`} variant="light" rightSection={<IconExternalLink size={16} />}>
                Open full report
              </Button>
              <Button variant="default" onClick={onClose}>
                Close
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
      {report && <TranscriptDialog sessionId={report.sessionId} opened={transcriptOpen} onClose={() => setTranscriptOpen(false)} />}
      <PdfUpgradeDialog pdf={pdf} />
    </>
  );
}
