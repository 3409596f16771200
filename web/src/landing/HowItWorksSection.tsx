import { Box, Group, SimpleGrid, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { Section } from './Section';
import { CHAPTERS } from './walkthrough-chapters';
import { WalkthroughPlayer } from './WalkthroughPlayer';

const STEPS = [
  { title: 'Describe your idea', text: 'Write a few sentences about the product and who it is for. Setup takes under 2 minutes.' },
  { title: 'Pick your panel', text: 'Start with 4 personas, or search and add the exact customers you want to hear from.' },
  { title: 'Ask your questions', text: 'Use the 5 ready-made questions or your own. Every participant answers in seconds.' },
  { title: 'Get your report', text: 'Turn the discussion into an insight report with a verdict and download it as a PDF.' },
];

export function HowItWorksSection() {
  const [chapter, setChapter] = useState(0);
  const [playing, setPlaying] = useState(false);

  return (
    <Section id="how-it-works" eyebrow="How it works" title="From idea to verdict in four steps" subtitle="Pick a step to see it in the walkthrough, or press play.">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 32, md: 56 }} style={{ alignItems: 'center' }}>
        <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {STEPS.map((step, i) => {
            const active = i === chapter;
            return (
              <li key={step.title}>
                <UnstyledButton
                  onClick={() => setChapter(i)}
                  aria-current={active ? 'step' : undefined}
                  w="100%"
                  p="md"
                  style={{
                    borderRadius: 'var(--mantine-radius-lg)',
                    border: `1px solid ${active ? 'var(--mantine-primary-color-filled)' : 'transparent'}`,
                    background: active ? 'var(--mantine-primary-color-light)' : undefined,
                    transition: 'background 150ms ease, border-color 150ms ease',
                  }}
                >
                  <Group gap="md" wrap="nowrap" align="flex-start">
                    <ThemeIcon size={36} radius="xl" variant={active ? 'filled' : 'light'} style={{ flex: 'none' }}>
                      <Text fw={800} size="sm">
                        {i + 1}
                      </Text>
                    </ThemeIcon>
                    <Box>
                      <Text fw={700}>{step.title}</Text>
                      <Text size="sm" c="dimmed" lh={1.55}>
                        {step.text}
                      </Text>
                    </Box>
                  </Group>
                </UnstyledButton>
              </li>
            );
          })}
        </Stack>
        <WalkthroughPlayer
          label="How it works walkthrough"
          chapter={Math.min(chapter, CHAPTERS.length - 1)}
          playing={playing}
          onChapterChange={setChapter}
          onPlayingChange={setPlaying}
        />
      </SimpleGrid>
    </Section>
  );
}
