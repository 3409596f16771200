import { Card, Container, Grid, Stack, Title } from '@mantine/core';
import { useMemo } from 'react';
import type { Participant } from '../api/live-session';
import { useLiveSessionStore } from './live-session-store';
import { ChatMessage } from './ChatMessage';
import { FocusGroupComplete } from './FocusGroupComplete';
import { askedCount, askedTexts, tokenTotal } from './live-state';
import { ProjectBriefPanel } from './ProjectBriefPanel';
import { SessionHeader } from './SessionHeader';

/** A session whose every question is answered: the summary and report actions, then the transcript. */
export function ResultsView({ sessionId }: { sessionId: string }) {
  const dto = useLiveSessionStore((s) => s.dto)!;
  const live = useLiveSessionStore((s) => s.live)!;
  const byId = useMemo(() => new Map<string, Participant>(dto.session.participants.map((p) => [p.id, p])), [dto.session.participants]);
  const messages = [...live.messages, ...live.finished];
  return (
    <Container size="xl" py="md">
      <SessionHeader dto={dto} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <FocusGroupComplete sessionId={sessionId} messages={messages.length} participants={dto.session.participants.length} questions={askedCount(live)} report={dto.report} />
            <Card withBorder padding="md">
              <Title order={2} fz="lg" mb="md">
                Transcript
              </Title>
              <Stack gap="md">
                {messages.map((m) => (
                  <ChatMessage key={m.id} message={m} participant={m.avatarId ? byId.get(m.avatarId) : undefined} />
                ))}
              </Stack>
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <ProjectBriefPanel dto={dto} askedTexts={askedTexts(live)} tokens={tokenTotal(live)} />
        </Grid.Col>
      </Grid>
    </Container>
  );
}
