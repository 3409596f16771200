import { Button, Card, NumberInput, Stack, TagsInput, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSparkles } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BATCH_DEFAULT, BATCH_MAX, BATCH_MIN, BATCH_SIZE_MESSAGE } from '../../../../core/admin/batch-contract.js';
import { adminApi, type AvatarBatch } from '../../api/admin';
import { errorMessage } from '../../api/client';
import { queries } from '../../api/query-keys';
import { toastError, toastSuccess } from '../../components/toast';

/** The batch AI generator: how many avatars and which tags; each avatar gets a random 30% of the tags. */
export function BatchGenerator({ onStarted }: { onStarted: (batch: AvatarBatch) => void }) {
  const [count, setCount] = useState<number | string>(BATCH_DEFAULT);
  const [tags, setTags] = useState<string[]>([]);
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), 250);
  const [touched, setTouched] = useState(false);
  const size = typeof count === 'number' ? count : count.trim() === '' ? NaN : Number(count);
  const sizeValid = Number.isInteger(size) && size >= BATCH_MIN && size <= BATCH_MAX;

  // Existing catalogue tags as suggestions; a new tag can still be typed.
  const suggestions = useQuery(queries.avatarTags(query)).data?.tags ?? [];

  const generate = useMutation({
    mutationFn: (n: number) => adminApi.startBatch(n, tags),
    onSuccess: ({ batch }, n) => {
      onStarted(batch);
      toastSuccess('Batch started', `Generating ${n} avatars, one every 200 ms. Progress is shown below.`);
    },
    onError: (error) => toastError('Error', `Failed to generate avatars: ${errorMessage(error)}`),
  });

  const start = () => {
    setTouched(true);
    if (sizeValid) generate.mutate(size);
  };

  return (
    <Card withBorder padding="lg">
      <Text fw={700} size="lg">
        Batch AI generator
      </Text>
      <Text size="sm" c="dimmed" mb="md">
        Generates avatars one at a time. Each must carry a random 30% of the chosen tags (at least one); all of a batch's avatars appear in the catalogue together when it ends.
      </Text>
      <Stack gap="md">
        {/* No clamping: a typed 1001 or 0 is shown as wrong, never silently turned into another size. */}
        <NumberInput
          label="Number of avatars"
          description={`${BATCH_MIN} to ${BATCH_MAX}`}
          min={BATCH_MIN}
          max={BATCH_MAX}
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
          value={count}
          onChange={(v) => {
            setCount(v);
            setTouched(true);
          }}
          error={touched && !sizeValid ? BATCH_SIZE_MESSAGE : undefined}
          disabled={generate.isPending}
        />
        <TagsInput
          label="Tags"
          description="Press Enter after each tag"
          placeholder="e.g. parent, rural, pet-owner"
          data={suggestions}
          value={tags}
          onChange={setTags}
          searchValue={search}
          onSearchChange={setSearch}
          maxTags={50}
          clearable
          disabled={generate.isPending}
        />
        <Button leftSection={<IconSparkles size={16} />} onClick={start} loading={generate.isPending} disabled={touched && !sizeValid}>
          Generate avatars
        </Button>
      </Stack>
    </Card>
  );
}
