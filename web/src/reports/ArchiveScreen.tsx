import { Alert, Button, Card, Center, Container, EmptyState, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconArchive, IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { reportsApi, type ReportListItem } from '../api/reports';
import { plural, shortDate } from './format';
import { VerdictBadge } from './VerdictBadge';

type Load = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; items: ReportListItem[] };

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
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ kind: 'loading' });
    reportsApi.list(controller.signal).then(
      ({ items }) => setLoad({ kind: 'ready', items }),
      () => !controller.signal.aborted && setLoad({ kind: 'error' }),
    );
    return () => controller.abort();
  }, [attempt]);

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
        {load.kind === 'loading' && (
          <Center py={60} role="status">
            <Loader type="dots" />
          </Center>
        )}
        {load.kind === 'error' && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} title="Error">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">Your reports could not be loaded.</Text>
              <Button size="xs" variant="light" onClick={() => setAttempt((n) => n + 1)}>
                Retry
              </Button>
            </Stack>
          </Alert>
        )}
        {load.kind === 'ready' && load.items.length === 0 && (
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
        )}
        {load.kind === 'ready' && load.items.length > 0 && (
          <Stack gap="sm" data-testid="archive-list">
            {load.items.map((r) => (
              <ReportRow key={r.id} r={r} />
            ))}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
