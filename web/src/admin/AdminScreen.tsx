import { Button, Container, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconChartBar, IconCurrencyDollar, IconExternalLink, IconListDetails, IconMessages, IconUserPlus, IconUsers, IconWebhook } from '@tabler/icons-react';
import { useSearchParams } from 'react-router-dom';
import { AnalyticsTab } from './analytics/AnalyticsTab';
import { AvatarGeneratorTab } from './avatars/AvatarGeneratorTab';
import { AvatarBatchContext, useAvatarBatchFeed } from './avatars/use-avatar-batches';
import { PricingTab } from './pricing/PricingTab';
import { StatisticsTab } from './stats/StatisticsTab';
import { UsersTab } from './users/UsersTab';
import { WebhookTesterTab } from './webhooks/WebhookTesterTab';

// The six tabs, in the order of docs/admin.md (Access). The active tab is in the URL (?tab=) so a reload or a shared link
// opens the same tab.
const TABS = [
  { value: 'users', label: 'Users & Subscriptions', icon: IconUsers, Panel: UsersTab },
  { value: 'statistics', label: 'Statistics', icon: IconChartBar, Panel: StatisticsTab },
  { value: 'analytics', label: 'Focus Group Analytics', icon: IconMessages, Panel: AnalyticsTab },
  { value: 'avatars', label: 'Avatar Generator', icon: IconUserPlus, Panel: AvatarGeneratorTab },
  { value: 'pricing', label: 'Price Configuration', icon: IconCurrencyDollar, Panel: PricingTab },
  { value: 'webhooks', label: 'Webhook Tester', icon: IconWebhook, Panel: WebhookTesterTab },
] as const;

export function AdminScreen() {
  const batches = useAvatarBatchFeed();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active = TABS.some((t) => t.value === requested) ? requested! : TABS[0].value;

  return (
    <Container size="xl" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <div>
            <Title order={1} fz={{ base: 26, sm: 32 }}>
              Admin Dashboard
            </Title>
            <Text c="dimmed" mt={4}>
              Users, statistics, analytics, avatars, pricing and webhooks.
            </Text>
          </div>
          {/* A server page (bull-board), not a client route: a plain link, in its own tab. */}
          <Button
            component="a"
            href="/admin/queues"
            target="_blank"
            rel="noopener"
            variant="default"
            leftSection={<IconListDetails size={16} />}
            rightSection={<IconExternalLink size={14} aria-hidden />}
          >
            Queues
          </Button>
        </Group>
        <AvatarBatchContext.Provider value={batches}>
          <Tabs value={active} onChange={(v) => v && setParams({ tab: v }, { replace: true })} keepMounted={false} variant="outline">
            <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
              {TABS.map(({ value, label, icon: Icon }) => (
                <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} />} style={{ whiteSpace: 'nowrap' }}>
                  {label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {TABS.map(({ value, Panel }) => (
              <Tabs.Panel key={value} value={value} pt="lg">
                <Panel />
              </Tabs.Panel>
            ))}
          </Tabs>
        </AvatarBatchContext.Provider>
      </Stack>
    </Container>
  );
}
