import { Badge, Box, Button, Group, Loader, Paper, Text, Tooltip } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import type { QuestionSpec } from '../../../core/chat/question-kinds.js';
import type { Participant } from '../api/live-session';
import { AvatarPortrait } from '../avatars/AvatarPortrait';
import type { ChatMessageDto } from '../realtime/events';

const time = (iso: string) => new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

/** What a structured question asks for, in a few words: "Scale 1-10", "Choice of 3", "Price in USD". */
export function kindLabel(spec: QuestionSpec): string | null {
  if (spec.kind === 'scale') return `Scale ${spec.scale.min}-${spec.scale.max}`;
  if (spec.kind === 'choice') return `Choice: ${spec.options.join(' / ')}`;
  if (spec.kind === 'price') return `Price in ${spec.currency}${spec.period && spec.period !== 'one-off' ? ` per ${spec.period}` : ''}`;
  return null;
}

interface ChatMessageProps {
  message: ChatMessageDto;
  participant?: Participant;
  /** A discussion round's question (and its answers): the number of the question discussed. */
  discussedNumber?: number;
  /** Offered on an answered question that has no discussion round yet. */
  onDiscuss?: () => void;
  discussDisabled?: boolean;
}

/** One message of the transcript: the user's question on the right, an avatar's answer on the left. */
export function ChatMessage({ message, participant, discussedNumber, onDiscuss, discussDisabled }: ChatMessageProps) {
  const thread = message.discussesQuestionId !== undefined;
  if (message.isUser) {
    const kind = message.spec ? kindLabel(message.spec) : null;
    return (
      <Group justify="flex-end" wrap="nowrap" data-testid="chat-message" data-role="user" data-discussion={thread || undefined}>
        <Box maw="80%">
          <Text size="xs" c="dimmed" ta="right" mb={2}>
            {thread ? `Discussion of question ${discussedNumber ?? ''}` : `Question ${message.questionNumber}`} · {time(message.timestamp)}
          </Text>
          <Paper radius="lg" px="md" py="xs" bg={thread ? 'var(--mantine-color-default-hover)' : 'var(--mantine-primary-color-filled)'} withBorder={thread}>
            <Text size="sm" c={thread ? undefined : 'white'} style={{ whiteSpace: 'pre-wrap' }}>
              {thread ? `Everyone has heard the others' answers: discuss, and give your answer again. “${message.message}”` : message.message}
            </Text>
          </Paper>
          {(kind || onDiscuss) && (
            <Group justify="flex-end" gap={6} mt={4}>
              {kind && (
                <Badge size="sm" variant="light" data-testid="question-kind">
                  {kind}
                </Badge>
              )}
              {onDiscuss && (
                <Button size="compact-xs" variant="light" leftSection={<IconMessages size={12} aria-hidden />} onClick={onDiscuss} disabled={discussDisabled}>
                  Discuss and revote
                </Button>
              )}
            </Group>
          )}
        </Box>
      </Group>
    );
  }
  return (
    <Group align="flex-start" gap="sm" wrap="nowrap" data-testid="chat-message" data-role="avatar" data-discussion={thread || undefined} pl={thread ? 'lg' : undefined}>
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
        {message.value && (
          <Badge size="md" radius="sm" variant="filled" mb={4} data-testid="answer-value" style={{ textTransform: 'none' }}>
            {thread ? `Revised: ${message.value.label}` : message.value.label}
          </Badge>
        )}
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
