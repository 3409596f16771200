import { Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { adminApi, type WebhookTest } from '../../api/admin';
import { errorMessage } from '../../api/client';
import { AsyncState } from '../AsyncState';
import { formatDateTime } from '../format';
import { useLoad } from '../use-load';

// The four webhook call types (docs/admin.md, Webhook tester), one button each.
const CALLTYPES = ['new_user', 'new_plan_started', 'cancelled_plan', 'report_generated'] as const;
const POLL_MS = 1000;

const COLORS: Record<WebhookTest['status'], string> = { pending: 'gray', sent: 'teal', failed: 'red', skipped: 'orange' };

/** Sends a signed test call through the notify queue and lists what each endpoint answered. */
export function WebhookTesterTab() {
  const tests = useLoad((signal) => adminApi.webhookTests(signal), []);
  const [sending, setSending] = useState<string | null>(null);
  const [sendError, setSendError] = useState<{ calltype: string; message: string } | null>(null);
  const pending = tests.data?.items.some((t) => t.status === 'pending') ?? false;
  // Results arrive from the worker; poll only while one is outstanding.
  useInterval(() => pending && tests.reloadQuietly(), POLL_MS, { autoInvoke: true });

  const send = async (calltype: (typeof CALLTYPES)[number]) => {
    setSending(calltype);
    setSendError(null);
    try {
      const test = await adminApi.sendWebhookTest(calltype);
      tests.setData((d) => ({ items: [test, ...(d?.items ?? [])] }));
    } catch (error) {
      setSendError({ calltype, message: errorMessage(error) });
    } finally {
      setSending(null);
    }
  };

  return (
    <Stack gap="md">
      <Card withBorder padding="lg">
        <Text fw={700} size="lg">
          Webhook Tester
        </Text>
        <Text size="sm" c="dimmed" mb="md">
          Each button sends a signed test call (marked "test": true) to the endpoint configured for that call type.
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          {CALLTYPES.map((c) => (
            <Button key={c} variant="light" leftSection={<IconSend size={16} />} loading={sending === c} disabled={sending !== null && sending !== c} onClick={() => send(c)}>
              {c}
            </Button>
          ))}
        </SimpleGrid>
        {sendError && (
          <Text c="red" size="sm" mt="sm" role="alert">
            {sendError.calltype}: {sendError.message}
          </Text>
        )}
      </Card>
      <Card withBorder padding="lg">
        <Text fw={700} mb="sm">
          Results
        </Text>
        <AsyncState loading={tests.loading} error={tests.error} errorTitle="Failed to fetch webhook tests" hasData={!!tests.data} onRetry={tests.reload}>
          {tests.data?.items.length === 0 ? (
            <Text c="dimmed" size="sm">
              No test calls yet.
            </Text>
          ) : (
            <Stack gap="xs" data-testid="webhook-results">
              {tests.data?.items.map((t) => (
                <Group key={t.id} justify="space-between" wrap="nowrap" gap="sm" py={6} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
                  <Group gap="sm" wrap="nowrap">
                    <Badge color={COLORS[t.status]} variant="light" w={84}>
                      {t.status}
                    </Badge>
                    <Text size="sm" ff="monospace">
                      {t.calltype}
                    </Text>
                  </Group>
                  <Group gap="sm" wrap="nowrap">
                    {t.status === 'pending' ? <Loader size="xs" /> : <Text size="sm">{t.result}</Text>}
                    <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      {formatDateTime(t.createdAt)}
                    </Text>
                  </Group>
                </Group>
              ))}
            </Stack>
          )}
        </AsyncState>
      </Card>
    </Stack>
  );
}
