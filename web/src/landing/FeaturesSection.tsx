import { Badge, Group, Paper, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconClock } from '@tabler/icons-react';
import { Section } from './Section';

const FEATURES: { title: string; text: string; soon?: boolean }[] = [
  { title: 'AI customer personas', text: '4 ready-made participants on every plan; paid plans search a library of 2,000+ by keyword and tag.' },
  { title: 'Live group chat', text: 'Every participant answers each question and hears what the others said.' },
  { title: 'Your own questions', text: 'Up to 5 key questions on the free plan, as many as you like on a paid plan.' },
  { title: 'Insight report with a verdict', text: 'Sentiment per question and per participant, real quotes and next steps.' },
  { title: 'PDF download', text: 'Share a polished report with your team, clients or investors.' },
  { title: 'Report archive', text: 'Every past session and report in one place, ready to revisit.' },
  { title: 'Expand with AI', text: 'Turn a rough one-liner into a complete product brief.' },
  { title: 'Supporting documents', text: 'Upload a pitch deck, landing page or spec for the panel to read.', soon: true },
];

export function FeaturesSection() {
  return (
    <Section id="features" eyebrow="What's included" title="Everything you need to test an idea" subtitle="One workspace from the first question to the final report." tinted>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {FEATURES.map((f) => (
          <Paper key={f.title} component="li" withBorder radius="lg" p="md">
            <Group gap="md" wrap="nowrap" align="flex-start">
              <ThemeIcon size={28} radius="xl" color={f.soon ? 'gray' : 'teal'} variant="light" style={{ flex: 'none' }}>
                {f.soon ? <IconClock size={16} /> : <IconCheck size={16} />}
              </ThemeIcon>
              <div>
                <Group gap={8}>
                  <Text fw={700}>{f.title}</Text>
                  {f.soon && (
                    <Badge size="sm" variant="light" color="gray">
                      Coming soon
                    </Badge>
                  )}
                </Group>
                <Text size="sm" c="dimmed" mt={2} lh={1.55}>
                  {f.text}
                </Text>
              </div>
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
    </Section>
  );
}
