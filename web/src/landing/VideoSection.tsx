import { Box } from '@mantine/core';
import { useState } from 'react';
import { Section } from './Section';
import { VideoPoster } from './VideoPoster';
import { WalkthroughPlayer } from './WalkthroughPlayer';

export function VideoSection() {
  const [started, setStarted] = useState(false);
  const [chapter, setChapter] = useState(0);
  const [playing, setPlaying] = useState(false);

  return (
    <Section
      id="video"
      eyebrow="See it in action"
      title="A whole focus group, start to verdict"
      subtitle="Watch an idea go from a few sentences to a panel discussion and an insight report."
      size="md"
    >
      <Box maw={820} mx="auto">
        {started ? (
          <WalkthroughPlayer label="Product walkthrough" chapter={chapter} playing={playing} onChapterChange={setChapter} onPlayingChange={setPlaying} />
        ) : (
          <VideoPoster
            title="Product walkthrough"
            caption="4 steps · about 20 seconds"
            onPlay={() => {
              setStarted(true);
              setPlaying(true);
            }}
          />
        )}
      </Box>
    </Section>
  );
}
