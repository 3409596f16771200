import { Button, Card, Container, EmptyState, Group, Stack, Text, Title } from '@mantine/core';
import { IconArchive, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { queries } from '../api/query-keys';
import type { ReportListItem } from '../api/reports';
import { QueryLoader, QueryState } from '../components/QueryState';
import { plural, shortDate } from './format';
import { VerdictBadge } from './VerdictBadge';

function ReportRow({ r }: { r: ReportListItem }) {
  return (
    <Card withBorder padding="md" data-testid="archive-item">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <div style={{ minWidth: 0, flex: '1 1 16rem' }}>
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {r.title}
          </Text>
          <Group gap="xs" mt={4}>
            <Text size="sm" c="dimmed">
              {shortDate(r.createdAt)} · {plural(r.responseCount, 'response')}
              {r.version > 1 ? ` · version ${r.version}` : ''}
            </Text>
            <VerdictBadge verdict={r.verdict} size="sm" />
          </Group>
        </div>
        <Button component={Link} to={`/report/${r.sessionId}`} variant="light">
          View Report
        </Button>
      </Group>
    </Card>
  );
}

/** /archive and /reports: the user's reports, newest first (each session once, at its newest version). */
export function ArchiveScreen() {
  const reports = useQuery(queries.reports());

  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1} fz={{ base: 26, sm: 32 }}>
              Past reports
            </Title>
            <Text c="dimmed" mt={4}>
              Every insight report from your focus groups.
            </Text>
          </div>
          <Button component={Link} to="/new-session-v2" leftSection={<IconPlus size={16} />}>
            Start New Session
          </Button>
        </Group>
        <QueryState
          query={reports}
          errorTitle="Error"
          errorText={() => 'Your reports could not be loaded.'}
          retryLabel="Retry"
          loading={<QueryLoader py={60} />}
          empty={{
            when: ({ items }) => items.length === 0,
            render: (
              <Card withBorder padding="xl" data-testid="archive-empty">
                <EmptyState
                  variant="light"
                  size="lg"
                  icon={<IconArchive size={28} />}
                  title="No reports yet"
                  description="Run a focus group, then generate an insight report: it will be listed here."
                >
                  <EmptyState.Actions>
                    <Button component={Link} to="/new-session-v2">
                      Start New Session
                    </Button>
                  </EmptyState.Actions>
                </EmptyState>
              </Card>
            ),
          }}
        >
          {({ items }) => (
            <Stack gap="sm" data-testid="archive-list">
              {items.map((r) => (
                <ReportRow key={r.id} r={r} />
              ))}
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Container>
  );
}
