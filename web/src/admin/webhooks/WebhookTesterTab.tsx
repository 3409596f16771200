import { Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi, type WebhookTest } from '../../api/admin';
import { errorMessage } from '../../api/client';
import { queries } from '../../api/query-keys';
import { QueryState } from '../../components/QueryState';
import { formatDateTime } from '../format';

// The four webhook call types (docs/admin.md, Webhook tester), one button each.
const CALLTYPES = ['new_user', 'new_plan_started', 'cancelled_plan', 'report_generated'] as const;
const POLL_MS = 1000;

const COLORS: Record<WebhookTest['status'], string> = { pending: 'gray', sent: 'teal', failed: 'red', skipped: 'orange' };

/** Sends a signed test call through the notify queue and lists what each endpoint answered. */
export function WebhookTesterTab() {
  const queryClient = useQueryClient();
  const testsQuery = queries.admin.webhookTests();
  // Results arrive from the worker; poll only while one is outstanding.
  const tests = useQuery({ ...testsQuery, refetchInterval: (q) => (q.state.data?.items.some((t) => t.status === 'pending') ? POLL_MS : false) });
  const sendTest = useMutation({
    mutationFn: (calltype: (typeof CALLTYPES)[number]) => adminApi.sendWebhookTest(calltype),
    onSuccess: (test) => queryClient.setQueryData(testsQuery.queryKey, (d) => ({ items: [test, ...(d?.items ?? [])] })),
  });
  const sending = sendTest.isPending ? sendTest.variables : null;
  const sendError = sendTest.isError ? { calltype: sendTest.variables, message: errorMessage(sendTest.error) } : null;

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
            <Button
              key={c}
              variant="light"
              leftSection={<IconSend size={16} />}
              loading={sending === c}
              disabled={sending !== null && sending !== c}
              onClick={() => sendTest.mutate(c)}
            >
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
        <QueryState
          query={tests}
          errorTitle="Failed to fetch webhook tests"
          empty={{
            when: (d) => d.items.length === 0,
            render: (
              <Text c="dimmed" size="sm">
                No test calls yet.
              </Text>
            ),
          }}
        >
          {({ items }) => (
            <Stack gap="xs" data-testid="webhook-results">
              {items.map((t) => (
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
        </QueryState>
      </Card>
    </Stack>
  );
}
