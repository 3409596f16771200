import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { SessionDto } from '../api/sessions';

interface ChooseSessionDialogProps {
  session: SessionDto | null;
  busy: boolean;
  onOpen: (session: SessionDto) => void;
  onStartNew: (session: SessionDto) => void;
  onClose: () => void;
}

/**
 * Shown on /new-session when a setup or a running session exists. A running session can be opened; a
 * setup can be continued. Starting anew deletes a setup (a running session is kept: it was paid for).
 */
export function ChooseSessionDialog({ session, busy, onOpen, onStartNew, onClose }: ChooseSessionDialogProps) {
  const active = session?.status === 'active';
  // An active session whose every question is answered is finished, waiting only for its report.
  const finished = active && session.totalQuestions > 0 && session.currentQuestion >= session.totalQuestions;
  const name = session?.title?.trim() || 'Untitled session';
  return (
    <Modal opened={!!session} onClose={onClose} title="Choose Session Option" centered radius="lg">
      {session && (
        <Stack gap="md">
          <Text size="sm">
            {finished ? (
              <>
                Your session <b>{name}</b> is finished: every question has been answered. Open it to see the results and generate its report, or set up a new one.
              </>
            ) : active ? (
              <>
                Your session <b>{name}</b> is in progress. Open it to continue the discussion, or set up a new one.
              </>
            ) : (
              <>
                You have a saved setup, <b>{name}</b>. Continue where you left off, or start a new session: the saved setup will be deleted.
              </>
            )}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => onStartNew(session)} loading={busy}>
              Start a New Session
            </Button>
            <Button onClick={() => onOpen(session)} disabled={busy} data-autofocus>
              {finished ? 'Open Results' : active ? 'Open Saved Session' : 'Continue Saved Setup'}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
