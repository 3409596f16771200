import { CloseButton, Group, Paper, Pill, Stack, Text } from '@mantine/core';
import { MAX_SELECTED_AVATARS } from '../../../core/sessions/rules.js';
import type { AvatarDto } from '../api/avatars';
import { AvatarPortrait } from '../avatars/AvatarPortrait';
import { CostSummary } from './CostSummary';
import { costOf } from './wizard-state';

interface SelectedTrayProps {
  selected: AvatarDto[];
  balance: number;
  onRemove: (avatar: AvatarDto) => void;
  onAddCredits: () => void;
}

/** The group so far, in the order chosen (the first four are free), with its cost. */
export function SelectedTray({ selected, balance, onRemove, onAddCredits }: SelectedTrayProps) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={650} id="selected-avatars-label">
            Your group
          </Text>
          <Text size="sm" c="dimmed" aria-live="polite">
            {selected.length} of {MAX_SELECTED_AVATARS} selected
          </Text>
        </Group>
        {selected.length ? (
          <Group gap={6} role="list" aria-labelledby="selected-avatars-label">
            {selected.map((a, i) => (
              <Pill key={a.id} role="listitem" size="lg" styles={{ root: { paddingLeft: 4 } }}>
                <Group gap={6} wrap="nowrap">
                  <AvatarPortrait name={a.name} src={a.avatarImageUrl} size={22} />
                  <span>{a.name}</span>
                  {(i >= 4 || a.isPremium) && (
                    <Text span size="xs" c="dimmed">
                      {i >= 4 && a.isPremium ? '4 cr' : '2 cr'}
                    </Text>
                  )}
                  <CloseButton size="xs" aria-label={`Remove ${a.name}`} onClick={() => onRemove(a)} />
                </Group>
              </Pill>
            ))}
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            Pick the people you want to hear from: search by job, place or trait, or filter by tags.
          </Text>
        )}
        <CostSummary cost={costOf(selected, true)} balance={balance} onAddCredits={onAddCredits} />
      </Stack>
    </Paper>
  );
}
