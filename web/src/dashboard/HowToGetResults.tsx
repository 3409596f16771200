import { Box, Button, Card, List, Modal, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { VideoPoster } from '../landing/VideoPoster';
import { WalkthroughPlayer } from '../landing/WalkthroughPlayer';

/** How to Get Results: four steps, and the product walkthrough in a modal. */
export function HowToGetResults() {
  const phone = useMediaQuery('(max-width: 36em)');
  const [open, setOpen] = useState(false);
  const [chapter, setChapter] = useState(0);
  const [playing, setPlaying] = useState(true);
  const play = () => {
    setChapter(0);
    setPlaying(true);
    setOpen(true);
  };
  return (
    <Card withBorder padding="lg" data-testid="how-to-get-results">
      <Title order={2} fz="lg" mb="sm">
        How to Get Results
      </Title>
      <Stack gap="md">
        <Box maw={360}>
          <VideoPoster title="How to Get Results" caption="4 steps · about 20 seconds" onPlay={play} />
        </Box>
        <List type="ordered" size="sm" spacing={4}>
          <List.Item>Describe your product idea and who it is for.</List.Item>
          <List.Item>Pick the avatars for your panel.</List.Item>
          <List.Item>Ask your questions; every avatar answers.</List.Item>
          <List.Item>Generate the insight report and download the PDF.</List.Item>
        </List>
        <div>
          <Button variant="light" leftSection={<IconPlayerPlay size={16} />} onClick={play}>
            Watch the walkthrough
          </Button>
        </div>
      </Stack>
      <Modal opened={open} onClose={() => setOpen(false)} title="How to Get Results" size="xl" fullScreen={phone} centered>
        {open && (
          <>
            <WalkthroughPlayer label="How to Get Results walkthrough" chapter={chapter} playing={playing} onChapterChange={setChapter} onPlayingChange={setPlaying} />
            <Text size="xs" c="dimmed" mt="sm">
              A live mock of each screen, played in the page.
            </Text>
          </>
        )}
      </Modal>
    </Card>
  );
}
