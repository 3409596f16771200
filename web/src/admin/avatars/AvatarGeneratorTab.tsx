import { Card, Grid, Stack, Text } from '@mantine/core';
import { QueryState } from '../../components/QueryState';
import { AvatarForm } from './AvatarForm';
import { BatchGenerator } from './BatchGenerator';
import { BatchList } from './BatchList';
import { useAvatarBatches } from './use-avatar-batches';

/** The single-avatar form next to the batch generator, with the batches below it. */
export function AvatarGeneratorTab() {
  const { query, started, replace } = useAvatarBatches();
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
            <QueryState query={query} errorTitle="Failed to fetch batches">
              {({ items }) => <BatchList batches={items} onChanged={replace} />}
            </QueryState>
          </Card>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
