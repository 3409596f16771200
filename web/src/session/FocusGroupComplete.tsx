import { Button, Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconConfetti } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import type { LiveSessionDto } from '../api/live-session';
import { ReportActions } from '../reports/ReportActions';

interface FocusGroupCompleteProps {
  sessionId: string;
  messages: number;
  participants: number;
  questions: number;
  report: LiveSessionDto['report'];
}

/** The end of the conversation: what was gathered, and the way to the report. */
export function FocusGroupComplete({ sessionId, messages, participants, questions, report }: FocusGroupCompleteProps) {
  const navigate = useNavigate();
  const stats = [
    { label: 'Messages', value: messages },
    { label: 'Participants', value: participants },
    { label: 'Questions', value: questions },
  ];
  return (
    <Card withBorder padding="xl" data-testid="focus-group-complete">
      <Stack align="center" gap="md">
        <ThemeIcon size={48} radius="xl" variant="light" color="teal">
          <IconConfetti size={26} />
        </ThemeIcon>
        <Title order={3} ta="center">
          Focus Group Complete!
        </Title>
        <SimpleGrid cols={3} w="100%" maw={420}>
          {stats.map((s) => (
            <Stack key={s.label} gap={0} align="center">
              <Text fz={26} fw={750}>
                {s.value}
              </Text>
              <Text size="sm" c="dimmed">
                {s.label}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        {/* View Report / Generate Detailed Report with the confirmation, progress and report modals. */}
        <ReportActions sessionId={sessionId} report={report} answers={messages - questions}>
          <Button variant="default" onClick={() => navigate('/dashboard')}>
            Back to Dashboard
          </Button>
        </ReportActions>
      </Stack>
    </Card>
  );
}
