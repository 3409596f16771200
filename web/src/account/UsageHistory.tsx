import { Alert, Badge, Card, EmptyState, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconHistory } from '@tabler/icons-react';
import type { CreditHistoryEntry, CreditsResponse } from '../api/types';
import { formatDateTime } from './format';
import type { Loadable } from './use-account-data';

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
export function UsageHistory({ credits }: { credits: Loadable<CreditsResponse> }) {
  return (
    <Card withBorder radius="lg" padding="lg">
      <Title order={2} fz="lg" mb={4}>
        Credit Usage History
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Your 50 most recent credit changes.
      </Text>
      {credits.status === 'loading' && <Skeleton height={160} radius="md" aria-busy="true" />}
      {credits.status === 'error' && <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title="History could not be loaded" />}
      {credits.status === 'ready' && credits.data.history.length === 0 && (
        <EmptyState
          icon={<IconHistory size={24} />}
          variant="light"
          color="gray"
          title="No credit activity yet"
          description="Purchases, charges for extra avatars and reports, and expiries will be listed here."
        />
      )}
      {credits.status === 'ready' && credits.data.history.length > 0 && (
        <>
          {/* Phones: one card per row. */}
          <Stack gap="xs" hiddenFrom="sm">
            {credits.data.history.map((h) => (
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
                {credits.data.history.map((h) => (
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
    </Card>
  );
}
