import { Badge, Card, EmptyState, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { CreditHistoryEntry, CreditsResponse } from '../api/types';
import { QueryState } from '../components/QueryState';
import { formatDateTime } from './format';

const TYPE: Record<CreditHistoryEntry['type'], { label: string; color: string }> = {
  allocated: { label: 'Added', color: 'teal' },
  used: { label: 'Used', color: 'brand' },
  expired: { label: 'Expired', color: 'gray' },
  refunded: { label: 'Refunded', color: 'cyan' },
};

function Amount({ credits }: { credits: number }) {
  return (
    <Text fw={700} c={credits > 0 ? 'teal' : 'dimmed'} style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
      {credits > 0 ? `+${credits}` : `−${Math.abs(credits)}`}
    </Text>
  );
}

function What({ entry }: { entry: CreditHistoryEntry }) {
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text size="sm" lineClamp={2}>
        {entry.description ?? TYPE[entry.type].label}
      </Text>
      {entry.sessionTitle && (
        <Text size="xs" c="dimmed" truncate>
          Session: {entry.sessionTitle}
        </Text>
      )}
    </Stack>
  );
}

/** Credit Usage History: the 50 newest ledger rows, with the session each charge was for. */
export function UsageHistory({ credits }: { credits: UseQueryResult<CreditsResponse> }) {
  return (
    <Card withBorder radius="lg" padding="lg">
      <Title order={2} fz="lg" mb={4}>
        Credit Usage History
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Your 50 most recent credit changes.
      </Text>
      <QueryState
        query={credits}
        errorTitle="History could not be loaded"
        loading={<Skeleton height={160} radius="md" aria-busy="true" />}
        empty={{
          when: (data) => data.history.length === 0,
          render: (
            <EmptyState
              icon={<IconHistory size={24} />}
              variant="light"
              color="gray"
              title="No credit activity yet"
              description="Purchases, charges for extra avatars and reports, and expiries will be listed here."
            />
          ),
        }}
      >
        {({ history }) => (
          <>
            {/* Phones: one card per row. */}
            <Stack gap="xs" hiddenFrom="sm">
              {history.map((h) => (
                <Group key={h.id} justify="space-between" wrap="nowrap" align="flex-start" py={6} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
                  <Stack gap={4} style={{ minWidth: 0 }}>
                    <What entry={h} />
                    <Group gap={6}>
                      <Badge size="xs" variant="light" color={TYPE[h.type].color}>
                        {TYPE[h.type].label}
                      </Badge>
                      <Text size="xs" c="dimmed">
                        {formatDateTime(h.createdAt)}
                      </Text>
                    </Group>
                  </Stack>
                  <Amount credits={h.credits} />
                </Group>
              ))}
            </Stack>
            <Table.ScrollContainer minWidth={560} visibleFrom="sm">
              <Table verticalSpacing="sm" highlightOnHover data-testid="credit-history">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Date</Table.Th>
                    <Table.Th>Description</Table.Th>
                    <Table.Th>Type</Table.Th>
                    <Table.Th ta="right">Credits</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {history.map((h) => (
                    <Table.Tr key={h.id}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        <Text size="sm">{formatDateTime(h.createdAt)}</Text>
                      </Table.Td>
                      <Table.Td>
                        <What entry={h} />
                      </Table.Td>
                      <Table.Td>
                        <Badge size="sm" variant="light" color={TYPE[h.type].color}>
                          {TYPE[h.type].label}
                        </Badge>
                      </Table.Td>
                      <Table.Td ta="right">
                        <Amount credits={h.credits} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        )}
      </QueryState>
    </Card>
  );
}
