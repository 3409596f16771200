import { Avatar, Badge, Box, Group, Paper, Progress, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import type { ReactNode } from 'react';
import { SAMPLE_PERSONAS, SAMPLE_QUESTION, SAMPLE_REPLIES } from './personas';

export interface Chapter {
  title: string;
  caption: string;
  screen: ReactNode;
}

function IdeaScreen() {
  return (
    <Stack gap="xs">
      <TextInput label="Session title" value="Family dinner planner" readOnly size="xs" tabIndex={-1} />
      <Textarea
        label="Product Idea"
        value="An app that plans a week of family dinners in 5 minutes and builds the grocery list."
        readOnly
        autosize
        minRows={2}
        size="xs"
        tabIndex={-1}
      />
      <TextInput label="Target Audience" value="Busy parents, 30 to 45" readOnly size="xs" tabIndex={-1} />
    </Stack>
  );
}

function PanelScreen() {
  return (
    <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs">
      {SAMPLE_PERSONAS.map((p, i) => (
        <Paper key={p.name} withBorder radius="md" p="xs" style={i < 4 ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}>
          <Group gap={8} wrap="nowrap">
            <Avatar size={28} radius="xl" color={p.color} variant="light">
              <Text fz={10} fw={700}>
                {p.initials}
              </Text>
            </Avatar>
            <Box miw={0}>
              <Text size="xs" fw={600} truncate>
                {p.name}
              </Text>
              <Text fz={10} c="dimmed" truncate>
                {p.role}
              </Text>
            </Box>
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function ChatScreen() {
  return (
    <Stack gap={8}>
      <Group justify="flex-end">
        <Paper radius="lg" px="sm" py={6} bg="var(--mantine-primary-color-filled)" maw="90%">
          <Text size="xs" c="white">
            {SAMPLE_QUESTION}
          </Text>
        </Paper>
      </Group>
      {SAMPLE_REPLIES.slice(0, 2).map(({ persona, text }) => (
        <Group key={persona.name} gap={8} align="flex-start" wrap="nowrap">
          <Avatar size={24} radius="xl" color={persona.color} variant="light">
            <Text fz={9} fw={700}>
              {persona.initials}
            </Text>
          </Avatar>
          <Paper withBorder radius="lg" px="sm" py={6} style={{ flex: 1 }}>
            <Text size="xs">{text}</Text>
          </Paper>
        </Group>
      ))}
    </Stack>
  );
}

function ReportScreen() {
  const rows = [
    { label: 'Saves time on planning', value: 82, color: 'teal' },
    { label: 'Price feels fair', value: 46, color: 'yellow' },
    { label: 'Would recommend', value: 64, color: 'indigo' },
  ];
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" fw={700}>
          Insight report
        </Text>
        <Badge color="yellow" variant="light">
          Needs Tweaks
        </Badge>
      </Group>
      {rows.map((r) => (
        <div key={r.label}>
          <Group justify="space-between" mb={4}>
            <Text size="xs">{r.label}</Text>
            <Text size="xs" c="dimmed">
              {r.value}%
            </Text>
          </Group>
          <Progress value={r.value} color={r.color} size="sm" radius="xl" />
        </div>
      ))}
      <Text size="xs" c="dimmed">
        Top recommendation: offer a shared family plan at a lower monthly price.
      </Text>
    </Stack>
  );
}

export const CHAPTERS: Chapter[] = [
  { title: 'Describe your idea', caption: 'A few sentences about the product and who it is for.', screen: <IdeaScreen /> },
  { title: 'Meet your panel', caption: 'Four personas are ready; paid plans search 2,000+ more.', screen: <PanelScreen /> },
  { title: 'Ask your questions', caption: 'Every participant answers and reacts to the others.', screen: <ChatScreen /> },
  { title: 'Get your report', caption: 'Sentiment, quotes, recommendations and a verdict.', screen: <ReportScreen /> },
];
