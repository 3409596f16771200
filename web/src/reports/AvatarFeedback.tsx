import { Avatar, Badge, Blockquote, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Analysis, ParticipantResponses } from '../api/reports';

const STANCE = { positive: { label: 'Positive', color: 'teal' }, neutral: { label: 'Measured', color: 'gray' }, negative: { label: 'Sceptical', color: 'red' } } as const;

/** One card per avatar: who they are, their overall tone, and the line that spoke loudest. */
export function AvatarFeedback({ analysis, participants }: { analysis: Analysis; participants: ParticipantResponses[] }) {
  const photo = new Map(participants.map((p) => [p.avatarId, p.image]));
  return (
    <Stack gap="sm">
      <Title order={2} fz="lg">
        Avatar Feedback
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {analysis.avatars.map((a) => (
          <Card key={a.avatarId} withBorder padding="md" data-testid="avatar-feedback">
            <Group justify="space-between" wrap="nowrap" mb="sm">
              <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                <Avatar src={photo.get(a.avatarId)} alt="" radius="xl" color="brand">
                  {a.name.charAt(0)}
                </Avatar>
                <div style={{ minWidth: 0 }}>
                  <Text fw={700} truncate>
                    {a.name}
                  </Text>
                  {a.jobTitle && (
                    <Text size="xs" c="dimmed" truncate>
                      {a.jobTitle}
                    </Text>
                  )}
                </div>
              </Group>
              <Badge variant="light" color={STANCE[a.stance].color}>
                {STANCE[a.stance].label}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {a.answered} answers · {a.sentiment.positive} positive · {a.sentiment.neutral} neutral · {a.sentiment.negative} negative
            </Text>
            {a.quote && (
              <Blockquote mt="sm" p="sm" color={STANCE[a.quote.label].color} fz="sm">
                {a.quote.text}
                <Text size="xs" c="dimmed" mt={4}>
                  Q{a.quote.questionNumber}
                </Text>
              </Blockquote>
            )}
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
