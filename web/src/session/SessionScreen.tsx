import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { FullPageLoader } from '../components/FullPageLoader';
import { LiveSessionView } from './LiveSessionView';
import { ResultsView } from './ResultsView';
import { useLiveSession } from './use-live-session';

function LoadProblem({ title, message }: { title: string; message: string }) {
  return (
    <Center py={80} px="md">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" color="red">
          <IconAlertTriangle size={26} />
        </ThemeIcon>
        <Title order={1} fz={24}>
          {title}
        </Title>
        <Text c="dimmed">{message}</Text>
        <Button component={Link} to="/dashboard" mt="sm">
          Back to Dashboard
        </Button>
      </Stack>
    </Center>
  );
}

function SessionLoader({ sessionId }: { sessionId: string }) {
  const { status, lastEventAt, resync } = useLiveSession(sessionId);
  switch (status.kind) {
    case 'loading':
      return <FullPageLoader label="Loading focus group session..." />;
    case 'not-found':
      return <LoadProblem title="Session not found" message="Session not found or access denied" />;
    case 'error':
      return <LoadProblem title="Error Loading Session" message={status.message} />;
    case 'ready':
      // A session finished before this visit opens on its results; one finished here stays in the chat.
      return status.completeAtLoad ? <ResultsView sessionId={sessionId} /> : <LiveSessionView sessionId={sessionId} lastEventAt={lastEventAt} resync={resync} />;
  }
}

/** /focus-group-v2/:id and /session/:id (or ?sessionKey=): the live group chat, or its results. */
export function SessionScreen() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const sessionId = id ?? search.get('sessionKey');
  if (!sessionId) return <LoadProblem title="No Session Key Provided" message="Open a session from your dashboard to continue." />;
  // Keyed by id: moving to another session starts from a clean state.
  return <SessionLoader key={sessionId} sessionId={sessionId} />;
}
