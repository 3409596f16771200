import { Anchor, Badge, Card, Group, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { queries } from '../../api/query-keys';
import { QueryState } from '../../components/QueryState';
import { formatCount } from '../format';

const POLL_MS = 5000;

/** Workers and job rates per queue, refreshed every few seconds; bull-board has the details. */
export function QueuePanel() {
  const overview = useQuery({ ...queries.admin.queues(), refetchInterval: POLL_MS });
  const o = overview.data;

  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <div>
          <Text fw={700} size="lg">
            Queues and workers
          </Text>
          <Text size="sm" c="dimmed">
            {o
              ? `${o.workers} ${o.workers === 1 ? 'worker' : 'workers'} connected; rates are jobs per minute over the last ${o.rateWindowMinutes} minutes.`
              : 'Live from the job queues.'}
          </Text>
        </div>
        <Anchor href="/admin/queues" target="_blank" rel="noopener" size="sm">
          Open the queue dashboard
        </Anchor>
      </Group>
      <QueryState query={overview} errorTitle="Failed to fetch queue statistics">
        {({ queues }) => (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="xs" data-testid="queue-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Queue</Table.Th>
                  <Table.Th ta="right">Workers</Table.Th>
                  <Table.Th ta="right">Waiting</Table.Th>
                  <Table.Th ta="right">Active</Table.Th>
                  <Table.Th ta="right">Delayed</Table.Th>
                  <Table.Th ta="right">Failed</Table.Th>
                  <Table.Th ta="right">Completed / min</Table.Th>
                  <Table.Th ta="right">Failed / min</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {queues.map((q) => (
                  <Table.Tr key={q.queue}>
                    <Table.Td>
                      <Text size="sm" ff="monospace">
                        {q.queue}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">
                      {q.workers === 0 ? (
                        <Badge color="red" variant="light">
                          none
                        </Badge>
                      ) : (
                        q.workers
                      )}
                    </Table.Td>
                    <Table.Td ta="right">{formatCount(q.waiting)}</Table.Td>
                    <Table.Td ta="right">{formatCount(q.active)}</Table.Td>
                    <Table.Td ta="right">{formatCount(q.delayed)}</Table.Td>
                    <Table.Td ta="right">{formatCount(q.failed)}</Table.Td>
                    <Table.Td ta="right">{q.completedPerMinute}</Table.Td>
                    <Table.Td ta="right">{q.failedPerMinute}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryState>
    </Card>
  );
}
