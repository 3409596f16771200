import { ActionIcon, Box, Card, Checkbox, Group, Loader, NavLink, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { useHover } from '@mantine/hooks';
import { IconId, IconMessages } from '@tabler/icons-react';
import { useState } from 'react';
import type { Participant } from '../api/live-session';
import { useLiveSessionStore } from './live-session-store';
import { AvatarPortrait } from '../avatars/AvatarPortrait';

function ParticipantRow({ participant, typing, onOpenProfile }: { participant: Participant; typing: boolean; onOpenProfile(): void }) {
  const { hovered, ref } = useHover<HTMLDivElement>();
  const [focused, setFocused] = useState(false);
  return (
    <Group ref={ref} gap="sm" wrap="nowrap" px="xs" py={6} style={{ borderRadius: 'var(--mantine-radius-md)' }} data-testid="participant">
      <AvatarPortrait name={participant.name} src={participant.avatarImage} size={32} radius="xl" />
      <Box style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" fw={500} truncate>
          {participant.name}
        </Text>
        {typing ? (
          <Group gap={4}>
            <Loader type="dots" size={12} />
            <Text size="xs" c="dimmed">
              typing
            </Text>
          </Group>
        ) : (
          participant.jobTitle && (
            <Text size="xs" c="dimmed" truncate>
              {participant.jobTitle}
            </Text>
          )
        )}
      </Box>
      <Tooltip label="View profile" withArrow>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`View profile of ${participant.name}`}
          onClick={onOpenProfile}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          style={{ opacity: hovered || focused ? 1 : 0, transition: 'opacity 120ms' }}
        >
          <IconId size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

interface ParticipantsPanelProps {
  autoAdvanceBusy: boolean;
  onToggleAutoAdvance(enabled: boolean, discussEach: boolean): void;
  onOpenProfile(avatarId: string): void;
}

/** The left column: the group chat entry, every participant (with who is typing) and Auto-Advance. */
export function ParticipantsPanel({ autoAdvanceBusy, onToggleAutoAdvance, onOpenProfile }: ParticipantsPanelProps) {
  const dto = useLiveSessionStore((s) => s.dto)!;
  const replies = useLiveSessionStore((s) => s.live!.replies);
  const typing = new Set(
    Object.values(replies)
      .filter((r) => r.state === 'typing')
      .map((r) => r.avatarId),
  );
  const participants = dto.session.participants;
  return (
    <Card withBorder padding="md">
      <Stack gap="xs">
        <Text size="xs" tt="uppercase" fw={700} c="dimmed">
          Participants ({participants.length})
        </Text>
        <NavLink
          active
          label="Group Chat"
          leftSection={<IconMessages size={18} />}
          description={`${participants.length} avatars`}
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        />
        <Stack gap={2}>
          {participants.map((p) => (
            <ParticipantRow key={p.id} participant={p} typing={typing.has(p.id)} onOpenProfile={() => onOpenProfile(p.id)} />
          ))}
        </Stack>
        <Box pt="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
          <Switch
            label="Auto-Advance"
            description="Ask the next listed question once everyone has answered"
            onLabel="ON"
            offLabel="OFF"
            size="md"
            checked={dto.session.autoAdvance}
            disabled={autoAdvanceBusy}
            onChange={(e) => onToggleAutoAdvance(e.currentTarget.checked, dto.session.discussEach)}
          />
          <Checkbox
            mt="sm"
            size="xs"
            label="Discuss each question"
            description="Before the next question, the group hears everyone's answers and may revise; each discussion counts as a question"
            checked={dto.session.discussEach}
            disabled={autoAdvanceBusy}
            onChange={(e) => onToggleAutoAdvance(dto.session.autoAdvance, e.currentTarget.checked)}
          />
        </Box>
      </Stack>
    </Card>
  );
}
