import { Avatar, Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { ParticipantResponses as Participant } from '../api/reports';

function Person({ p }: { p: Participant }) {
  const facts = [p.jobTitle, p.age !== null ? `${p.age} years` : null, p.location].filter(Boolean).join(' · ');
  return (
    <Card withBorder padding="lg" data-testid="participant-responses">
      <Group gap="sm" mb="md" wrap="nowrap">
        <Avatar src={p.image} alt={p.name} radius="xl" size="lg" color="brand">
          {p.name.charAt(0)}
        </Avatar>
        <div style={{ minWidth: 0 }}>
          <Text fw={700} truncate>
            {p.name}
          </Text>
          {facts && (
            <Text size="sm" c="dimmed">
              {facts}
            </Text>
          )}
        </div>
      </Group>
      {p.responses.length ? (
        <Table.ScrollContainer minWidth={560}>
          <Table striped verticalSpacing="sm" withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={90}>Question</Table.Th>
                <Table.Th w="32%">Question Text</Table.Th>
                <Table.Th>Response</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {p.responses.map((r) => (
                <Table.Tr key={r.questionNumber}>
                  <Table.Td fw={700}>Q{r.questionNumber}</Table.Td>
                  <Table.Td>{r.questionText}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'pre-wrap' }}>
                    {r.valueLabel && (
                      <Badge mr={6} radius="sm" style={{ textTransform: 'none' }}>
                        {r.valueLabel}
                      </Badge>
                    )}
                    {r.response}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <Text size="sm" c="dimmed">
          No answers from this participant.
        </Text>
      )}
    </Card>
  );
}

/** Detailed Participant Responses: every answer, word for word, per avatar. */
export function ParticipantResponses({ participants }: { participants: Participant[] }) {
  return (
    <Stack gap="md">
      <Title order={2} fz="xl">
        Detailed Participant Responses
      </Title>
      {participants.some((p) => p.responses.length) ? (
        participants.map((p) => <Person key={p.avatarId} p={p} />)
      ) : (
        <Text c="dimmed">No detailed responses available for this session.</Text>
      )}
    </Stack>
  );
}
