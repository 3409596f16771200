import { ActionIcon, Badge, Card, Group, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconCheck, IconCrown, IconId, IconPlus } from '@tabler/icons-react';
import type { AvatarDto } from '../api/avatars';
import { AvatarPortrait } from './AvatarPortrait';

export interface AvatarCardProps {
  avatar: AvatarDto;
  /** Present when the card can be selected (the paid picker); absent for a read-only card. */
  selected?: boolean;
  onToggle?: (avatar: AvatarDto) => void;
  onViewProfile: (avatar: AvatarDto) => void;
  /** Tags to highlight (the active tag filter). */
  highlightTags?: readonly string[];
}

const MAX_TAGS_SHOWN = 3;

/** One avatar in a grid: portrait, name, job, age and place, a few tags; select and profile actions. */
export function AvatarCard({ avatar, selected, onToggle, onViewProfile, highlightTags = [] }: AvatarCardProps) {
  const selectable = !!onToggle;
  const shownTags = [...avatar.tags].sort((a, b) => Number(highlightTags.some((h) => b.includes(h))) - Number(highlightTags.some((h) => a.includes(h)))).slice(0, MAX_TAGS_SHOWN);
  const facts = [avatar.age ? `${avatar.age}` : null, avatar.location].filter(Boolean).join(' · ');
  const body = (
    <Group wrap="nowrap" align="flex-start" gap="sm">
      <AvatarPortrait name={avatar.name} src={avatar.avatarImageUrl} size={56} radius="md" />
      <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
        <Group gap={6} wrap="nowrap">
          <Text fw={650} truncate="end">
            {avatar.name}
          </Text>
          {avatar.isPremium && (
            <Tooltip label="Premium: 2 credits when the session starts" withArrow>
              <Badge size="xs" color="yellow" variant="light" leftSection={<IconCrown size={10} aria-hidden />}>
                Premium
              </Badge>
            </Tooltip>
          )}
        </Group>
        <Text size="sm" c="dimmed" truncate="end">
          {avatar.jobTitle}
        </Text>
        {facts && (
          <Text size="xs" c="dimmed" truncate="end">
            {facts}
          </Text>
        )}
        <Group gap={4} mt={4}>
          {shownTags.map((t) => (
            <Badge key={t} size="xs" variant={highlightTags.some((h) => t.includes(h)) ? 'filled' : 'light'} tt="none">
              {t}
            </Badge>
          ))}
          {avatar.tags.length > MAX_TAGS_SHOWN && (
            <Text size="xs" c="dimmed">
              +{avatar.tags.length - MAX_TAGS_SHOWN}
            </Text>
          )}
        </Group>
      </Stack>
    </Group>
  );

  return (
    <Card
      withBorder
      padding="sm"
      radius="md"
      data-selected={selected || undefined}
      style={{
        borderColor: selected ? 'var(--mantine-primary-color-filled)' : undefined,
        boxShadow: selected ? '0 0 0 1px var(--mantine-primary-color-filled)' : undefined,
        height: '100%',
      }}
    >
      <Group wrap="nowrap" align="flex-start" gap="xs">
        {selectable ? (
          <UnstyledButton
            onClick={() => onToggle!(avatar)}
            aria-pressed={!!selected}
            aria-label={`${selected ? 'Deselect' : 'Select'} ${avatar.name}`}
            style={{ flex: 1, minWidth: 0 }}
          >
            {body}
          </UnstyledButton>
        ) : (
          <div style={{ flex: 1, minWidth: 0 }}>{body}</div>
        )}
        <Stack gap={4}>
          {selectable && (
            <ActionIcon
              variant={selected ? 'filled' : 'default'}
              radius="xl"
              onClick={() => onToggle!(avatar)}
              aria-label={`${selected ? 'Remove' : 'Add'} ${avatar.name}`}
              tabIndex={-1}
            >
              {selected ? <IconCheck size={16} /> : <IconPlus size={16} />}
            </ActionIcon>
          )}
          <Tooltip label="View profile" withArrow>
            <ActionIcon variant="subtle" color="gray" radius="xl" onClick={() => onViewProfile(avatar)} aria-label={`View profile of ${avatar.name}`}>
              <IconId size={16} />
            </ActionIcon>
          </Tooltip>
        </Stack>
      </Group>
    </Card>
  );
}
