import { Avatar, Badge, Box, Card, Group, Paper, Stack, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { SAMPLE_PERSONAS, SAMPLE_QUESTION, SAMPLE_REPLIES } from './personas';

/** An illustration of a live session: a question, three persona replies, one more typing. */
export function HeroChatPreview() {
  const typing = SAMPLE_PERSONAS[3];
  return (
    <Card withBorder radius="xl" shadow="xl" padding={0} aria-label="Example focus group conversation" role="figure">
      <Group justify="space-between" px="lg" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Group gap={8}>
          <Box w={8} h={8} bg="teal" style={{ borderRadius: '50%' }} aria-hidden />
          <Text fw={600} size="sm">
            Group Chat
          </Text>
        </Group>
        <Avatar.Group spacing="xs">
          {SAMPLE_PERSONAS.slice(0, 4).map((p) => (
            <Avatar key={p.name} size={28} radius="xl" color={p.color} variant="filled" title={p.name}>
              <Text fz={12} fw={700}>
                {p.name.charAt(0)}
              </Text>
            </Avatar>
          ))}
        </Avatar.Group>
      </Group>
      <Stack gap="sm" p="lg">
        <Group justify="flex-end">
          <Paper radius="lg" px="md" py="xs" bg="var(--mantine-primary-color-filled)" maw="85%">
            <Text size="sm" c="white">
              {SAMPLE_QUESTION}
            </Text>
          </Paper>
        </Group>
        {SAMPLE_REPLIES.map(({ persona, text }) => (
          <Group key={persona.name} align="flex-start" gap="sm" wrap="nowrap">
            <Avatar size={32} radius="xl" color={persona.color} variant="light">
              <Text fz={11} fw={700}>
                {persona.initials}
              </Text>
            </Avatar>
            <Paper radius="lg" px="md" py="xs" withBorder style={{ flex: 1 }}>
              <Text size="xs" fw={600}>
                {persona.name}{' '}
                <Text span size="xs" c="dimmed" fw={400}>
                  · {persona.role}
                </Text>
              </Text>
              <Text size="sm" mt={2}>
                {text}
              </Text>
            </Paper>
          </Group>
        ))}
        <Group gap="sm" wrap="nowrap">
          <Avatar size={32} radius="xl" color={typing.color} variant="light">
            <Text fz={11} fw={700}>
              {typing.initials}
            </Text>
          </Avatar>
          <Paper radius="lg" px="md" py={10} withBorder c="dimmed" aria-label={`${typing.name} is typing`}>
            <span className="typing-dot" />
            <span className="typing-dot" />
            <span className="typing-dot" />
          </Paper>
        </Group>
      </Stack>
      <Group justify="space-between" px="lg" py="sm" className="landing-tint" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
        <Group gap={6}>
          <IconSparkles size={16} color="var(--mantine-color-indigo-filled)" aria-hidden />
          <Text size="xs" fw={600}>
            Insight report
          </Text>
        </Group>
        <Badge color="yellow" variant="light">
          Verdict: Needs Tweaks
        </Badge>
      </Group>
    </Card>
  );
}
