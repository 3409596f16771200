import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { adminApi } from '../../api/admin';
import { AsyncState } from '../AsyncState';
import { formatCount, formatDateTime, formatMoney } from '../format';
import { useLoad } from '../use-load';
import { QueuePanel } from './QueuePanel';
import { StatCard } from './StatCard';

export function StatisticsTab() {
  const stats = useLoad((signal) => adminApi.stats(signal), []);
  const s = stats.data;
  const level = (name: string) => s?.users.byLevel.find((l) => l.level === name);
  const otherLevels = s?.users.byLevel.filter((l) => !['free', 'pro', 'enterprise'].includes(l.level)) ?? [];

  return (
    <Stack gap="lg">
      <AsyncState loading={stats.loading} error={stats.error} errorTitle="Failed to fetch statistics" hasData={!!s} onRetry={stats.reload}>
        {s && (
          <Stack gap="md">
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                As of {formatDateTime(s.generatedAt)}
              </Text>
              <Button size="xs" variant="default" leftSection={<IconRefresh size={14} />} onClick={stats.reloadQuietly} loading={stats.loading}>
                Refresh
              </Button>
            </Group>
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
          </Stack>
        )}
      </AsyncState>
      <QueuePanel />
    </Stack>
  );
}
