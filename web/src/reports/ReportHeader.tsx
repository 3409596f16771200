import { Button, Group, Menu, Select, Stack, Text, Title } from '@mantine/core';
import { IconChartBar, IconChevronDown, IconDownload, IconFileExport, IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { ReportDto, ReportPageDto } from '../api/reports';
import { longDate } from './format';
import { VerdictBadge } from './VerdictBadge';

interface ReportHeaderProps {
  page: ReportPageDto;
  report: ReportDto | null;
  onVersion: (version: number | undefined) => void;
  onRegenerate: () => void;
  regenerating: boolean;
  onDownloadPdf: () => void;
  pdfPending: boolean;
  onExport: (kind: 'report' | 'transcript', format: 'markdown' | 'json' | 'csv') => void;
}

/** Title, counts, session id and date, then Regenerate, Download PDF, versions and exports. */
export function ReportHeader({ page, report, onVersion, onRegenerate, regenerating, onDownloadPdf, pdfPending, onExport }: ReportHeaderProps) {
  const s = page.session;
  const ready = page.versions.filter((v) => v.status === 'ready');
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start" gap="md">
        <div style={{ minWidth: 0, flex: '1 1 20rem' }}>
          <Title order={1} fz={{ base: 26, sm: 32 }} style={{ overflowWrap: 'anywhere' }}>
            {report?.title ?? s.title}
          </Title>
          <Text c="dimmed" size="sm" mt={4} data-testid="report-meta">
            {s.participantCount} participants · {s.questionCount} questions · {longDate(report?.createdAt ?? s.createdAt)}
          </Text>
          <Text c="dimmed" size="xs" mt={2} style={{ overflowWrap: 'anywhere' }}>
            Session {s.id}
          </Text>
        </div>
        <Group gap="xs">
          {page.isOwner && report && (
            <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={onRegenerate} loading={regenerating} data-testid="regenerate">
              Regenerate
            </Button>
          )}
          {report && (
            <Button leftSection={<IconDownload size={16} />} onClick={onDownloadPdf} loading={pdfPending} data-testid="download-pdf">
              Download PDF
            </Button>
          )}
        </Group>
      </Group>
      {report && (
        <Group gap="sm" justify="space-between">
          <Group gap="sm">
            <VerdictBadge verdict={report.verdict} size="lg" />
            {report.isSample && (
              <Text size="sm" c="dimmed">
                Sample report
              </Text>
            )}
            {report.provider === 'offline' && (
              <Text size="xs" c="dimmed">
                Prose by the offline simulator; figures and quotes from the transcript
              </Text>
            )}
          </Group>
          <Group gap="xs">
            {ready.length > 1 && (
              <Select
                size="xs"
                w={170}
                aria-label="Report version"
                value={String(report.version)}
                data={ready.map((v) => ({ value: String(v.version), label: `Version ${v.version} · ${longDate(v.createdAt)}` }))}
                onChange={(v) => onVersion(v && Number(v) !== ready[0]!.version ? Number(v) : undefined)}
                allowDeselect={false}
              />
            )}
            <Button size="xs" variant="subtle" component={Link} to={`/results/${s.id}`} leftSection={<IconChartBar size={14} />}>
              Results summary
            </Button>
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <Button size="xs" variant="subtle" leftSection={<IconFileExport size={14} />} rightSection={<IconChevronDown size={14} />}>
                  Export
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>Report</Menu.Label>
                <Menu.Item onClick={() => onExport('report', 'markdown')}>Markdown (.md)</Menu.Item>
                <Menu.Item onClick={() => onExport('report', 'json')}>JSON (.json)</Menu.Item>
                {page.isOwner && (
                  <>
                    <Menu.Label>Transcript</Menu.Label>
                    <Menu.Item onClick={() => onExport('transcript', 'markdown')}>Markdown (.md)</Menu.Item>
                    <Menu.Item onClick={() => onExport('transcript', 'json')}>JSON (.json)</Menu.Item>
                    <Menu.Item onClick={() => onExport('transcript', 'csv')}>Every answer, CSV (.csv)</Menu.Item>
                  </>
                )}
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
      )}
    </Stack>
  );
}
