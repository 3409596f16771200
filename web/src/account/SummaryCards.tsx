import { Badge, Card, Group, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconCalendarEvent, IconCoins, IconCrown } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Subscription } from '../api/billing';
import type { CreditsResponse } from '../api/types';
import { creditsLabel, formatLongDate } from './format';

function SummaryCard({ label, icon, children }: { label: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Text size="sm" c="dimmed" fw={600}>
          {label}
        </Text>
        <ThemeIcon variant="light" radius="xl" size="lg">
          {icon}
        </ThemeIcon>
      </Group>
      {children}
    </Card>
  );
}

const value = (text: ReactNode, testId: string) => (
  <Text fz={28} fw={800} lh={1.2} mt={4} data-testid={testId} style={{ letterSpacing: '-0.02em' }}>
    {text}
  </Text>
);

interface SummaryCardsProps {
  balance: number;
  credits: UseQueryResult<CreditsResponse>;
  subscription: UseQueryResult<Subscription>;
}

/** Current Credits, Current Plan, Renewal Date. */
export function SummaryCards({ balance, credits, subscription }: SummaryCardsProps) {
  const sub = subscription.data ?? null;
  const soon = credits.data?.expiringSoon ?? 0;
  // A failed read shows dashes, as a missing plan does (the cards below have the retry).
  const pending = subscription.isPending && !subscription.isError;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
      <SummaryCard label="Current Credits" icon={<IconCoins size={18} />}>
        {value(balance, 'account-credits')}
        <Text size="sm" c={soon ? 'orange' : 'dimmed'} mt={4}>
          {soon ? `${creditsLabel(soon)} expire within 7 days` : 'Credits last 61 days from purchase'}
        </Text>
      </SummaryCard>
      <SummaryCard label="Current Plan" icon={<IconCrown size={18} />}>
        {pending ? <Skeleton height={32} width="60%" mt={6} /> : value(sub?.planDisplayName ?? '—', 'account-plan')}
        <Group gap={6} mt={6}>
          {sub?.status && (
            <Badge size="sm" variant="light" color={sub.status === 'active' ? 'teal' : 'orange'}>
              {sub.status.replace(/_/g, ' ')}
            </Badge>
          )}
          {sub?.cancelAtPeriodEnd && (
            <Badge size="sm" variant="light" color="orange">
              Cancels at period end
            </Badge>
          )}
          {sub?.level === 'free' && (
            <Text size="sm" c="dimmed">
              Upgrade for custom avatars and reports
            </Text>
          )}
        </Group>
      </SummaryCard>
      <SummaryCard label="Renewal Date" icon={<IconCalendarEvent size={18} />}>
        {pending ? <Skeleton height={32} width="70%" mt={6} /> : value(sub?.renewalDate ? formatLongDate(sub.renewalDate) : '—', 'account-renewal')}
        <Text size="sm" c="dimmed" mt={4}>
          {sub?.renewalDate ? (sub.cancelAtPeriodEnd ? 'Your plan ends on this date' : 'Monthly credits renew on this date') : 'No active subscription'}
        </Text>
      </SummaryCard>
    </SimpleGrid>
  );
}
