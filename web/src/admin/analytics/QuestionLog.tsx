import { Card, Table, Text } from '@mantine/core';
import type { QuestionLogEntry } from '../../api/admin';
import { formatDateTime } from '../format';

/** The latest 100 questions asked in any focus group, with their session. */
export function QuestionLog({ items, filtered }: { items: QuestionLogEntry[]; filtered: boolean }) {
  if (!items.length) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {filtered ? 'No questions were answered by participants matching this filter.' : 'No questions have been asked yet.'}
      </Text>
    );
  }
  return (
    <Card withBorder padding={0}>
      <Table.ScrollContainer minWidth={760}>
        <Table striped verticalSpacing="sm" data-testid="questions-log">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Asked</Table.Th>
              <Table.Th>Question</Table.Th>
              <Table.Th>Session</Table.Th>
              <Table.Th>User</Table.Th>
              <Table.Th ta="right">Replies</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((q) => (
              <Table.Tr key={q.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(q.createdAt)}</Table.Td>
                <Table.Td maw={420}>
                  <Text size="sm">
                    <Text span c="dimmed" size="sm">
                      Q{q.questionNumber}{' '}
                    </Text>
                    {q.text}
                  </Text>
                </Table.Td>
                <Table.Td maw={260}>
                  <Text size="sm" fw={500} lineClamp={1}>
                    {q.session.title || 'Untitled session'}
                  </Text>
                  {q.session.productIdea && (
                    <Text size="xs" c="dimmed" lineClamp={2}>
                      {q.session.productIdea}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{q.session.userEmail}</Text>
                </Table.Td>
                <Table.Td ta="right">{q.responseCount}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
