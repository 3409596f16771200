import { Badge, Button, Card, EmptyState, Group, Progress, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconCoins, IconPlus } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { BatchUrgency, CreditBatch, CreditsResponse } from '../api/types';
import { QueryState } from '../components/QueryState';
import { creditsLabel, formatShortDate } from './format';

const URGENCY_COLOR: Record<BatchUrgency, string> = { critical: 'red', warning: 'orange', normal: 'teal' };
const SOURCE_LABEL: Record<string, string> = { subscription: 'Monthly plan credits', 'top-up': 'Credit top-up', 'admin-grant': 'Added by support' };

const daysLabel = (days: number) => (days <= 1 ? 'Expires within a day' : `${days} days left`);

function BatchRow({ batch, onOpen }: { batch: CreditBatch; onOpen: () => void }) {
  const color = URGENCY_COLOR[batch.urgency];
  return (
    <UnstyledButton
      onClick={onOpen}
      data-testid="credit-batch"
      data-urgency={batch.urgency}
      aria-label={`${creditsLabel(batch.remaining)}, ${daysLabel(batch.daysLeft)}. Add credits`}
      p="sm"
      style={{ borderRadius: 'var(--mantine-radius-md)', border: `1px solid var(--mantine-color-${color}-outline)`, background: `var(--mantine-color-${color}-light)` }}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={700}>
            {batch.remaining}{' '}
            <Text span size="sm" c="dimmed" fw={400}>
              of {creditsLabel(batch.credits)}
            </Text>
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {SOURCE_LABEL[batch.source ?? ''] ?? 'Credits'} · expires {formatShortDate(batch.expiresAt)}
          </Text>
        </Stack>
        <Badge color={color} variant="filled" radius="xl" style={{ flexShrink: 0 }}>
          {daysLabel(batch.daysLeft)}
        </Badge>
      </Group>
      <Progress value={(batch.remaining / batch.credits) * 100} color={color} size="xs" mt="xs" aria-hidden />
    </UnstyledButton>
  );
}

interface CreditBatchesPanelProps {
  credits: UseQueryResult<CreditsResponse>;
  onAddCredits: () => void;
}

/** Open credit batches, soonest expiry first, coloured by urgency; any of them opens the top-up dialog. */
export function CreditBatchesPanel({ credits, onAddCredits }: CreditBatchesPanelProps) {
  return (
    <Card withBorder radius="lg" padding="lg">
      <Group justify="space-between" mb="md" gap="sm">
        <div>
          <Title order={2} fz="lg">
            Credit Batches
          </Title>
          <Text size="sm" c="dimmed">
            Oldest credits are used first.
          </Text>
        </div>
        <Button leftSection={<IconPlus size={16} />} onClick={onAddCredits} size="sm">
          Add Credits
        </Button>
      </Group>
      <QueryState
        query={credits}
        errorTitle="Credits could not be loaded"
        loading={
          <Stack gap="sm" aria-busy="true">
            <Skeleton height={64} radius="md" />
            <Skeleton height={64} radius="md" />
          </Stack>
        }
        empty={{
          when: (data) => data.batches.length === 0,
          render: (
            <EmptyState
              icon={<IconCoins size={24} />}
              variant="light"
              color="gray"
              title="No active credits"
              description="Add a credit pack or choose a monthly plan to get credits for extra avatars and reports."
            />
          ),
        }}
      >
        {({ batches, expiringSoon }) => (
          <Stack gap="sm">
            {expiringSoon > 0 && (
              <Text size="sm" c="orange" fw={600}>
                {creditsLabel(expiringSoon)} expire within 7 days.
              </Text>
            )}
            {batches.map((b) => (
              <BatchRow key={b.id} batch={b} onOpen={onAddCredits} />
            ))}
          </Stack>
        )}
      </QueryState>
    </Card>
  );
}
