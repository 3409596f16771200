import { Button, Card, Center, EmptyState, Group, Pagination, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowsShuffle, IconSearch, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { AVATAR_PAGE_SIZE, type TagMode } from '../../../core/avatars/enumerations.js';
import { useQuery } from '@tanstack/react-query';
import type { AvatarDto } from '../api/avatars';
import { errorMessage } from '../api/client';
import { queries } from '../api/query-keys';
import { AvatarCard } from '../avatars/AvatarCard';
import { QueryState } from '../components/QueryState';
import { TagFilter } from './TagFilter';

interface AvatarPickerProps {
  selected: AvatarDto[];
  tags: string[];
  onTags: (tags: string[]) => void;
  onToggle: (avatar: AvatarDto) => void;
  onViewProfile: (avatar: AvatarDto) => void;
}

const MAX_PAGES_SHOWN = 84; // 1,000 counted matches / 12 per page

/** Search and tag filter over the catalogue, a page of 12 (12 random ones with no search or tag). */
export function AvatarPicker({ selected, tags, onTags, onToggle, onViewProfile }: AvatarPickerProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [mode, setMode] = useState<TagMode>('any');
  const [page, setPage] = useState(1);
  const avatars = useQuery(queries.avatarSearch({ search: debounced, tags, mode, page }));
  const result = avatars.data ?? null;
  const loading = avatars.isFetching;
  const selectedIds = new Set(selected.map((a) => a.id));
  const pages = result ? Math.min(MAX_PAGES_SHOWN, Math.ceil(result.total / AVATAR_PAGE_SIZE)) : 0;
  const filtered = !!debounced.trim() || tags.length > 0;

  const summary = !result
    ? ''
    : result.random
      ? `12 random avatars from ${result.total.toLocaleString('en-US')}${result.totalCapped ? '+' : ''}`
      : `${result.total.toLocaleString('en-US')}${result.totalCapped ? '+' : ''} matching avatar${result.total === 1 ? '' : 's'}`;

  return (
    <Stack gap="md">
      <TextInput
        label="Search avatars"
        placeholder="Name, job, location, personality, hobby or tag"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
        type="search"
      />
      <TagFilter
        tags={tags}
        mode={mode}
        onTags={(t) => {
          onTags(t);
          setPage(1);
        }}
        onMode={(m) => {
          setMode(m);
          setPage(1);
        }}
      />
      <Group justify="space-between" mih={30}>
        <Text size="sm" c="dimmed" aria-live="polite">
          {loading && !result ? 'Loading avatars…' : summary}
        </Text>
        {result?.random && (
          <Button size="xs" variant="subtle" leftSection={<IconArrowsShuffle size={14} aria-hidden />} onClick={() => void avatars.refetch()} loading={loading}>
            Show 12 others
          </Button>
        )}
      </Group>

      <QueryState
        query={avatars}
        errorTitle="Could not load avatars"
        errorText={(error) => errorMessage(error, 'Failed to load avatars.')}
        loading={
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" aria-busy>
            {Array.from({ length: 6 }, (_, i) => (
              <Card key={i} withBorder padding="sm" radius="md">
                <Group wrap="nowrap">
                  <Skeleton height={56} width={56} radius="md" />
                  <Stack gap={6} style={{ flex: 1 }}>
                    <Skeleton height={12} width="70%" />
                    <Skeleton height={10} width="50%" />
                    <Skeleton height={10} width="80%" />
                  </Stack>
                </Group>
              </Card>
            ))}
          </SimpleGrid>
        }
        empty={{
          when: ({ items }) => items.length === 0,
          render: (
            <Card withBorder radius="md" padding="lg">
              <EmptyState variant="light" icon={<IconUsersGroup size={24} />} title="No avatars match" description="Try fewer words, another tag, or match Any tag instead of All.">
                {filtered && (
                  <EmptyState.Actions>
                    <Center>
                      <Button
                        variant="default"
                        onClick={() => {
                          setSearch('');
                          onTags([]);
                          setPage(1);
                        }}
                      >
                        Clear search and tags
                      </Button>
                    </Center>
                  </EmptyState.Actions>
                )}
              </EmptyState>
            </Card>
          ),
        }}
      >
        {({ items }) => (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" style={{ opacity: loading ? 0.6 : 1, transition: 'opacity 120ms' }} aria-busy={loading}>
            {items.map((a) => (
              <AvatarCard key={a.id} avatar={a} selected={selectedIds.has(a.id)} onToggle={onToggle} onViewProfile={onViewProfile} highlightTags={tags} />
            ))}
          </SimpleGrid>
        )}
      </QueryState>
      {result && !result.random && pages > 1 && (
        <Group justify="center">
          <Pagination total={pages} value={page} onChange={setPage} siblings={1} boundaries={1} size="sm" aria-label="Avatar result pages" />
        </Group>
      )}
    </Stack>
  );
}
