import { Badge, Button, Card, Group, Progress, Stack, Text, Tooltip } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { keptAfterCancel } from '../../../../core/admin/batch-contract.js';
import { adminApi, type AvatarBatch, type BatchStatus } from '../../api/admin';
import { toastFailure } from '../../components/toast';
import { formatDateTime, formatDuration } from '../format';
import { batchPace } from './batch-rate';
import { isEnded } from './use-avatar-batches';

const STATUS_COLORS: Record<BatchStatus, string> = { queued: 'gray', running: 'blue', completed: 'teal', cancelled: 'orange', failed: 'red' };

function BatchRow({ batch, now, onChanged }: { batch: AvatarBatch; now: number; onChanged: (b: AvatarBatch) => void }) {
  const processed = batch.done + batch.failed;
  const pace = batchPace(batch, now);
  const live = !isEnded(batch.status);

  const cancel = useMutation({
    mutationFn: () => adminApi.cancelBatch(batch.id),
    onSuccess: onChanged,
    onError: (error) => toastFailure('Error', error),
  });

  return (
    <Card withBorder padding="md" data-testid="batch-row" data-batch-id={batch.id} data-status={batch.status}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs">
            <Badge color={STATUS_COLORS[batch.status]} variant="light">
              {batch.cancelRequested && live ? 'cancelling' : batch.status}
            </Badge>
            <Text fw={600} size="sm">
              {batch.count} avatars
            </Text>
          </Group>
          <Text size="xs" c="dimmed" mt={4}>
            {batch.tags.length ? `Tags: ${batch.tags.join(', ')}` : 'No tags'} · started {formatDateTime(batch.startedAt ?? batch.createdAt)}
            {batch.adminEmail ? ` by ${batch.adminEmail}` : ''}
          </Text>
        </div>
        {live && (
          <Button size="xs" variant="light" color="red" style={{ flexShrink: 0 }} onClick={() => cancel.mutate()} loading={cancel.isPending} disabled={batch.cancelRequested}>
            Cancel
          </Button>
        )}
      </Group>
      <Tooltip label={`${batch.done} generated, ${batch.failed} failed`} withArrow>
        <Progress.Root size="lg" mt="sm" aria-label={`Batch progress: ${processed} of ${batch.count}`}>
          <Progress.Section value={(batch.done / batch.count) * 100} color="teal" animated={batch.status === 'running'} />
          <Progress.Section value={(batch.failed / batch.count) * 100} color="red" />
        </Progress.Root>
      </Tooltip>
      <Group justify="space-between" mt={6} wrap="wrap" gap="xs">
        <Text size="sm" data-testid="batch-counts">
          {processed}/{batch.count} ({Math.floor((processed / batch.count) * 100)}%) · {batch.done} generated · {batch.failed} failed
          {batch.lastAvatarName ? ` · last: ${batch.lastAvatarName}` : ''}
        </Text>
        <Text size="sm" c="dimmed">
          {pace.perMinute !== null ? `${pace.perMinute}/min` : batch.status === 'queued' ? 'Waiting for a worker' : ''}
          {live && pace.etaSeconds !== null ? ` · about ${formatDuration(pace.etaSeconds)} left` : ''}
          {!live && batch.finishedAt ? ` · ended ${formatDateTime(batch.finishedAt)}` : ''}
        </Text>
      </Group>
      {batch.status === 'cancelled' && (
        <Text size="sm" mt={6} c="orange.8" data-testid="batch-kept">
          {keptAfterCancel(batch.done)}
        </Text>
      )}
    </Card>
  );
}

/** Running batches first, then past ones; a live bar, rate and ETA, and cancel. */
export function BatchList({ batches, onChanged }: { batches: AvatarBatch[]; onChanged: (b: AvatarBatch) => void }) {
  const [now, setNow] = useState(() => Date.now());
  // The ETA counts down between progress events.
  useInterval(() => setNow(Date.now()), 1000, { autoInvoke: true });
  if (!batches.length) {
    return (
      <Text c="dimmed" size="sm" ta="center" py="lg">
        No batches yet. Generated batches and their progress appear here.
      </Text>
    );
  }
  return (
    <Stack gap="sm" data-testid="batch-list">
      {batches.map((b) => (
        <BatchRow key={b.id} batch={b} now={now} onChanged={onChanged} />
      ))}
    </Stack>
  );
}
