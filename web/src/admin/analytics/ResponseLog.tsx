import { Avatar, Card, Group, Table, Text } from '@mantine/core';
import { enumLabel } from '../../../../core/avatars/enumerations.js';
import type { ResponseLogEntry } from '../../api/admin';
import { formatDateTime } from '../format';

/** The latest 200 avatar replies, with the question, the session and the avatar that wrote them. */
export function ResponseLog({ items, filtered }: { items: ResponseLogEntry[]; filtered: boolean }) {
  if (!items.length) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {filtered ? 'No replies from participants matching this filter.' : 'No avatar replies yet.'}
      </Text>
    );
  }
  return (
    <Card withBorder padding={0}>
      <Table.ScrollContainer minWidth={900}>
        <Table striped verticalSpacing="sm" data-testid="responses-log">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Avatar</Table.Th>
              <Table.Th>Question</Table.Th>
              <Table.Th>Response</Table.Th>
              <Table.Th>Session</Table.Th>
              <Table.Th>When</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td miw={200}>
                  <Group gap="sm" wrap="nowrap">
                    <Avatar src={r.avatar.imageUrl ?? undefined} alt={r.avatar.name} radius="xl" size={36}>
                      {r.avatar.name.charAt(0)}
                    </Avatar>
                    <div>
                      <Text size="sm" fw={500}>
                        {r.avatar.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {[r.avatar.jobTitle, enumLabel(r.avatar.gender), enumLabel(r.avatar.income)].filter(Boolean).join(' · ')}
                      </Text>
                    </div>
                  </Group>
                </Table.Td>
                <Table.Td maw={240}>
                  <Text size="sm" lineClamp={3}>
                    <Text span c="dimmed" size="sm">
                      Q{r.question.number}{' '}
                    </Text>
                    {r.question.text}
                  </Text>
                </Table.Td>
                <Table.Td maw={420}>
                  <Text size="sm" lineClamp={4}>
                    {r.text}
                  </Text>
                </Table.Td>
                <Table.Td maw={200}>
                  <Text size="sm" lineClamp={2}>
                    {r.session.title || 'Untitled session'}
                  </Text>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.createdAt)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
