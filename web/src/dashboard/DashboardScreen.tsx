import { Anchor, Button, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { IconArchive, IconBulb, IconClockPlay, IconFileAnalytics, IconPlus, IconReportAnalytics } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { queries } from '../api/query-keys';
import type { DashboardDto } from '../api/reports';
import { QueryError } from '../components/QueryState';
import { VerdictBadge } from '../reports/VerdictBadge';
import { displayName, useAuthStore } from '../stores/auth-store';
import { HowToGetResults } from './HowToGetResults';
import { SessionList } from './SessionList';

function TestIdeaCard() {
  const navigate = useNavigate();
  return (
    <UnstyledButton onClick={() => navigate('/new-session-v2')} aria-label="Test a Product Idea" data-testid="test-product-idea">
      <Card withBorder padding="lg" h="100%" style={{ cursor: 'pointer' }}>
        <Group wrap="nowrap" align="flex-start">
          <ThemeIcon size={44} radius="md" variant="light">
            <IconBulb size={24} />
          </ThemeIcon>
          <div>
            <Text fw={700}>Test a Product Idea</Text>
            <Text size="sm" c="dimmed">
              Describe your idea, pick a panel of avatars and hear what they think, then get a verdict.
            </Text>
          </div>
        </Group>
      </Card>
    </UnstyledButton>
  );
}

function SampleReports({ samples }: { samples: DashboardDto['samples'] | null }) {
  return (
    <Card withBorder padding="lg" data-testid="sample-reports">
      <Group gap="xs" mb="sm">
        <IconReportAnalytics size={20} />
        <Title order={2} fz="lg">
          Sample reports
        </Title>
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        See what you get: two real reports generated from sample focus groups.
      </Text>
      <Stack gap="xs">
        {samples?.length === 0 && (
          <Text size="sm" c="dimmed">
            No sample reports are installed.
          </Text>
        )}
        {samples?.map((s) => (
          <Group key={s.sessionId} justify="space-between" wrap="wrap" gap={6}>
            <Anchor component={Link} to={`/report/${s.sessionId}`} size="sm" fw={600} style={{ minWidth: 0 }}>
              {s.title}
            </Anchor>
            <VerdictBadge verdict={s.verdict} size="sm" style={{ flexShrink: 0 }} />
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

/** /dashboard: start something, continue what is running, report on what is finished. */
export function DashboardScreen() {
  const navigate = useNavigate();
  const user = useAuthStore((s) => s.user);
  const dashboard = useQuery(queries.dashboard());
  const data = dashboard.data ?? null;
  // The lists show their empty state under the error, not a loader that never ends.
  const failed = dashboard.isError && !dashboard.isFetching && !data;

  return (
    <Container size="xl" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="md">
          <div>
            <Title order={1} fz={{ base: 26, sm: 32 }}>
              What do you want to test today?
            </Title>
            {user && (
              <Text c="dimmed" mt={4}>
                Welcome back, {displayName(user)}.
              </Text>
            )}
          </div>
          <Group gap="sm">
            <Button component={Link} to="/new-session-v2" leftSection={<IconPlus size={16} />}>
              Start New Session
            </Button>
            <Button component={Link} to="/archive" variant="default" leftSection={<IconArchive size={16} />}>
              View Past Reports
            </Button>
          </Group>
        </Group>
        {failed && <QueryError title="Error" message="Your sessions could not be loaded." retryLabel="Retry" onRetry={() => void dashboard.refetch()} />}
        <TestIdeaCard />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <SessionList
            title="Continue Working"
            icon={<IconClockPlay size={20} />}
            sessions={failed ? [] : (data?.inProgress ?? null)}
            empty="Nothing in progress. Start a new session to test an idea."
            testId="continue-working"
          />
          <SessionList
            title="Ready for Reports"
            icon={<IconFileAnalytics size={20} />}
            sessions={failed ? [] : (data?.readyForReport ?? null)}
            empty="Finished sessions waiting for an insight report appear here."
            testId="ready-for-reports"
            action={(s) => (
              <Button size="compact-sm" variant="light" onClick={() => navigate(`/report/${s.id}?generate=1`)}>
                Generate Report
              </Button>
            )}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <HowToGetResults />
          <SampleReports samples={failed ? [] : (data?.samples ?? null)} />
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
