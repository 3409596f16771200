import { Badge, Box, Group, Loader, Paper, Text, Tooltip } from '@mantine/core';
import type { Participant } from '../api/live-session';
import { AvatarPortrait } from '../avatars/AvatarPortrait';
import type { ChatMessageDto } from '../realtime/events';

const time = (iso: string) => new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

/** One message of the transcript: the user's question on the right, an avatar's answer on the left. */
export function ChatMessage({ message, participant }: { message: ChatMessageDto; participant?: Participant }) {
  if (message.isUser) {
    return (
      <Group justify="flex-end" wrap="nowrap" data-testid="chat-message" data-role="user">
        <Box maw="80%">
          <Text size="xs" c="dimmed" ta="right" mb={2}>
            Question {message.questionNumber} · {time(message.timestamp)}
          </Text>
          <Paper radius="lg" px="md" py="xs" bg="var(--mantine-primary-color-filled)">
            <Text size="sm" c="white" style={{ whiteSpace: 'pre-wrap' }}>
              {message.message}
            </Text>
          </Paper>
        </Box>
      </Group>
    );
  }
  return (
    <Group align="flex-start" gap="sm" wrap="nowrap" data-testid="chat-message" data-role="avatar">
      <AvatarPortrait name={message.name} src={message.avatarImage} size={36} radius="xl" />
      <Paper radius="lg" px="md" py="xs" withBorder maw="85%">
        {/* Wraps rather than squeezes: on a phone the name, role and time would otherwise break mid-word. */}
        <Group gap={6} wrap="wrap" mb={2} style={{ rowGap: 0 }}>
          <Text size="xs" fw={600}>
            {message.name}
          </Text>
          {participant?.jobTitle && (
            <Text size="xs" c="dimmed" lineClamp={1}>
              {participant.jobTitle}
            </Text>
          )}
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            · {time(message.timestamp)}
          </Text>
          {message.simulated && (
            <Tooltip label="Written by the offline persona simulator, not an AI model" withArrow>
              <Badge size="xs" variant="light" color="gray">
                simulated
              </Badge>
            </Tooltip>
          )}
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {message.message}
        </Text>
      </Paper>
    </Group>
  );
}

/** A reply being written: the text so far, or a typing indicator before the first word. */
export function TypingMessage({ participant, text }: { participant: Participant; text: string }) {
  return (
    <Group align="flex-start" gap="sm" wrap="nowrap" data-testid="typing-message" aria-live="off">
      <AvatarPortrait name={participant.name} src={participant.avatarImage} size={36} radius="xl" />
      <Paper radius="lg" px="md" py="xs" withBorder maw="85%" style={{ borderStyle: 'dashed' }}>
        <Text size="xs" fw={600} mb={2}>
          {participant.name}
        </Text>
        {text ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {text}
            <Loader type="dots" size={14} ml={6} display="inline-block" />
          </Text>
        ) : (
          <Group gap={6}>
            <Loader type="dots" size="sm" />
            <Text size="xs" c="dimmed">
              {participant.name.split(' ')[0]} is typing…
            </Text>
          </Group>
        )}
      </Paper>
    </Group>
  );
}
