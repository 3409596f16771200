import { ActionIcon, Box, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPlayerPauseFilled, IconPlayerPlayFilled, IconRotateClockwise } from '@tabler/icons-react';
import { CHAPTERS } from './walkthrough-chapters';

const CHAPTER_MS = 5000;

interface WalkthroughPlayerProps {
  chapter: number;
  playing: boolean;
  onChapterChange: (chapter: number) => void;
  onPlayingChange: (playing: boolean) => void;
  label: string;
}

/**
 * The product walkthrough, played in the page: four chapters, each a live mock of the screen it
 * describes, advancing on a timer bar. Built from the app's own components rather than a video file so
 * the page makes no external requests and the "video" matches the product as it is.
 */
export function WalkthroughPlayer({ chapter, playing, onChapterChange, onPlayingChange, label }: WalkthroughPlayerProps) {
  const current = CHAPTERS[chapter];
  const atEnd = chapter === CHAPTERS.length - 1;

  const advance = () => {
    if (atEnd) onPlayingChange(false);
    else onChapterChange(chapter + 1);
  };

  const toggle = () => {
    if (!playing && atEnd) onChapterChange(0);
    onPlayingChange(!playing);
  };

  return (
    <Card withBorder radius="lg" padding={0} shadow="md" role="region" aria-label={label} aria-roledescription="walkthrough player">
      <Box p={{ base: 'md', sm: 'lg' }} className="landing-tint" mih={{ base: 330, sm: 310 }}>
        <Text size="xs" c="dimmed" fw={600} tt="uppercase" mb="xs" style={{ letterSpacing: '0.08em' }}>
          Step {chapter + 1} of {CHAPTERS.length}
        </Text>
        <Card withBorder radius="md" padding="md" aria-live="polite">
          {current.screen}
        </Card>
      </Box>
      <Stack gap="xs" p={{ base: 'sm', sm: 'md' }}>
        <Group gap="sm" wrap="nowrap" align="center">
          <ActionIcon variant="filled" radius="xl" size="lg" onClick={toggle} aria-label={playing ? 'Pause walkthrough' : atEnd ? 'Replay walkthrough' : 'Play walkthrough'}>
            {playing ? <IconPlayerPauseFilled size={16} /> : atEnd ? <IconRotateClockwise size={16} /> : <IconPlayerPlayFilled size={16} />}
          </ActionIcon>
          <Box miw={0} style={{ flex: 1 }}>
            <Text fw={600} size="sm" truncate>
              {current.title}
            </Text>
            <Text size="xs" c="dimmed" lineClamp={2}>
              {current.caption}
            </Text>
          </Box>
        </Group>
        <Group gap={6} wrap="nowrap" role="tablist" aria-label="Walkthrough steps">
          {CHAPTERS.map((c, i) => (
            <UnstyledButton
              key={c.title}
              role="tab"
              aria-selected={i === chapter}
              aria-label={`Step ${i + 1}: ${c.title}`}
              onClick={() => onChapterChange(i)}
              style={{ flex: 1, padding: '8px 0' }}
            >
              <Box h={4} style={{ borderRadius: 4, overflow: 'hidden', background: 'var(--mantine-color-default-border)' }}>
                {i < chapter && <Box h="100%" bg="var(--mantine-primary-color-filled)" />}
                {i === chapter && (
                  <Box
                    key={`${chapter}`}
                    h="100%"
                    bg="var(--mantine-primary-color-filled)"
                    className="walkthrough-progress"
                    onAnimationEnd={advance}
                    style={{
                      transformOrigin: 'left',
                      animationDuration: `${CHAPTER_MS}ms`,
                      animationPlayState: playing ? 'running' : 'paused',
                    }}
                  />
                )}
              </Box>
            </UnstyledButton>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}
