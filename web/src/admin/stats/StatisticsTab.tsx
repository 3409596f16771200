import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { AdminStats } from '../../../../core/admin/contract.js';
import { queries } from '../../api/query-keys';
import { QueryState } from '../../components/QueryState';
import { formatCount, formatDateTime, formatMoney } from '../format';
import { QueuePanel } from './QueuePanel';
import { StatCard } from './StatCard';

function StatCards({ s }: { s: AdminStats }) {
  const level = (name: string) => s.users.byLevel.find((l) => l.level === name);
  const otherLevels = s.users.byLevel.filter((l) => !['free', 'pro', 'enterprise'].includes(l.level));
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} data-testid="stat-cards">
      <StatCard label="Total users" value={formatCount(s.users.total)} />
      <StatCard label="Free users" value={formatCount(level('free')?.users ?? 0)} />
      <StatCard label="Pro users" value={formatCount(level('pro')?.users ?? 0)} />
      <StatCard label="Enterprise users" value={formatCount(level('enterprise')?.users ?? 0)} />
      {otherLevels.map((l) => (
        <StatCard key={l.level} label={`${l.level} users`} value={formatCount(l.users)} />
      ))}
      <StatCard label="Active subscriptions" value={formatCount(s.activeSubscriptions)} hint="Paid plans whose renewal date is in the future" />
      <StatCard label="Monthly recurring revenue" value={formatMoney(s.monthlyRecurringRevenue)} hint="$29 per active pro, $99 per active enterprise" />
      <StatCard label="Paid months" value={formatCount(s.paidMonths)} hint="Months since each subscription started (30-day months, rounded up)" />
      <StatCard label="Subscription revenue" value={formatMoney(s.subscriptionRevenue)} hint="Paid months at $29 (pro) and $99 (enterprise)" />
      <StatCard label="Focus groups" value={formatCount(s.focusGroups)} />
      <StatCard label="Avg. focus groups per user" value={s.averageFocusGroupsPerUser.toFixed(2)} />
      <StatCard label="Reports" value={formatCount(s.reports)} />
      <StatCard label="Credits sold" value={formatCount(s.creditsSold)} hint="Plan renewals and top-ups; admin grants excluded" />
      <StatCard label="Credits used" value={formatCount(s.creditsUsed)} hint="Net of refunds" />
      <StatCard label="LLM tokens" value={formatCount(s.llmTokens.total)} hint={`${formatCount(s.llmTokens.input)} in, ${formatCount(s.llmTokens.output)} out`} />
    </SimpleGrid>
  );
}

export function StatisticsTab() {
  const stats = useQuery(queries.admin.stats());

  return (
    <Stack gap="lg">
      <QueryState query={stats} errorTitle="Failed to fetch statistics">
        {(s) => (
          <Stack gap="md">
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                As of {formatDateTime(s.generatedAt)}
              </Text>
              <Button size="xs" variant="default" leftSection={<IconRefresh size={14} />} onClick={() => void stats.refetch()} loading={stats.isFetching}>
                Refresh
              </Button>
            </Group>
            <StatCards s={s} />
          </Stack>
        )}
      </QueryState>
      <QueuePanel />
    </Stack>
  );
}
