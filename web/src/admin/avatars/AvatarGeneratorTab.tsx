import { Card, Grid, Stack, Text } from '@mantine/core';
import { AsyncState } from '../AsyncState';
import { AvatarForm } from './AvatarForm';
import { BatchGenerator } from './BatchGenerator';
import { BatchList } from './BatchList';
import { useAvatarBatches } from './use-avatar-batches';

/** The single-avatar form next to the batch generator, with the batches below it. */
export function AvatarGeneratorTab() {
  const { batches, error, reload, started, replace } = useAvatarBatches();
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <AvatarForm />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="lg">
          <BatchGenerator onStarted={started} />
          <Card withBorder padding="lg">
            <Text fw={700} mb="sm">
              Batches
            </Text>
            <AsyncState loading={batches === null && !error} error={error} errorTitle="Failed to fetch batches" hasData={batches !== null} onRetry={() => void reload()}>
              <BatchList batches={batches ?? []} onChanged={replace} />
            </AsyncState>
          </Card>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
