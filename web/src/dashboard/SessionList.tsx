import { Badge, Button, Card, Group, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconChevronRight, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { DASHBOARD_TITLE_MAX } from '../../../core/reports/contract.js';
import type { DashboardSession } from '../api/reports';
import { cut, plural, shortDate } from '../reports/format';

/**
 * Where a session opens: a draft resumes in the setup wizard; a focus-group-v2 session opens its live
 * screen (or its results once complete); any other type opens on the session page.
 */
function sessionHref(s: Pick<DashboardSession, 'id' | 'status' | 'sessionType'>): string {
  if (s.status === 'draft') return `/new-session-v2/${s.id}`;
  return s.sessionType === 'focus-group-v2' ? `/focus-group-v2/${s.id}` : `/session/${s.id}`;
}

function progressLabel(s: DashboardSession): string {
  if (s.status === 'draft') return 'Draft: not started';
  return s.totalQuestions ? `${s.questionsAnswered} of ${s.totalQuestions} questions asked` : `${plural(s.questionsAnswered, 'question')} asked`;
}

interface SessionListProps {
  title: string;
  icon: ReactNode;
  sessions: DashboardSession[] | null;
  empty: string;
  /** An extra action per item (Generate Report on Ready for Reports). */
  action?: (s: DashboardSession) => ReactNode;
  testId: string;
}

export function SessionList({ title, icon, sessions, empty, action, testId }: SessionListProps) {
  const navigate = useNavigate();
  return (
    <Card withBorder padding="lg" h="100%" data-testid={testId}>
      <Group gap="xs" mb="md">
        {icon}
        <Title order={2} fz="lg">
          {title}
        </Title>
      </Group>
      {sessions === null && (
        <Stack gap="sm">
          <Skeleton h={56} radius="md" />
          <Skeleton h={56} radius="md" />
        </Stack>
      )}
      {sessions?.length === 0 && (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      )}
      <Stack gap="xs">
        {sessions?.map((s) => (
          <Card key={s.id} withBorder padding="sm" radius="md">
            <Group justify="space-between" wrap="wrap" gap="sm">
              <UnstyledButton onClick={() => navigate(sessionHref(s))} style={{ minWidth: 0, flex: '1 1 12rem' }} aria-label={`Open ${s.title}`}>
                <Text fw={600} size="sm" lineClamp={2} title={s.title}>
                  {cut(s.title, DASHBOARD_TITLE_MAX)}
                </Text>
                <Group gap={8} mt={4}>
                  <Badge size="xs" variant="light" color="gray" leftSection={<IconUsers size={10} />}>
                    {s.participants}
                  </Badge>
                  <Text size="xs" c="dimmed">
                    {progressLabel(s)} · {shortDate(s.updatedAt)}
                  </Text>
                </Group>
              </UnstyledButton>
              {action ? (
                action(s)
              ) : (
                <Button variant="subtle" size="compact-sm" onClick={() => navigate(sessionHref(s))} aria-label={`Continue ${s.title}`}>
                  <IconChevronRight size={18} />
                </Button>
              )}
            </Group>
          </Card>
        ))}
      </Stack>
    </Card>
  );
}
