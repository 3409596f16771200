import { Container, Grid } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type RefObject } from 'react';
import { liveSessionApi } from '../api/live-session';
import { AvatarProfileDialog } from '../avatars/AvatarProfileDialog';
import { toastFailure } from '../components/toast';
import { useLiveSessionStore } from './live-session-store';
import { ChatPanel } from './ChatPanel';
import { askedTexts, tokenTotal } from './live-state';
import { ParticipantsPanel } from './ParticipantsPanel';
import { ProjectBriefPanel } from './ProjectBriefPanel';
import { SessionHeader } from './SessionHeader';
import { useChatFlow } from './use-chat-flow';

interface LiveSessionViewProps {
  sessionId: string;
  lastEventAt: RefObject<number>;
  resync(): void;
}

/** The live group chat: participants, conversation, project brief. */
export function LiveSessionView({ sessionId, lastEventAt, resync }: LiveSessionViewProps) {
  const dto = useLiveSessionStore((s) => s.dto)!;
  const live = useLiveSessionStore((s) => s.live)!;
  const setAutoAdvance = useLiveSessionStore((s) => s.setAutoAdvance);
  const { send, discuss, sending, refusal } = useChatFlow({ sessionId, lastEventAt, resync });
  const [profileId, setProfileId] = useState<string | null>(null);

  // Shown switched at once; a refusal puts back what the session had.
  const autoAdvance = useMutation({
    mutationFn: ({ enabled, discussEach }: { enabled: boolean; discussEach: boolean }) => liveSessionApi.setAutoAdvance(sessionId, enabled, discussEach),
    onMutate: ({ enabled, discussEach }) => {
      const { autoAdvance: before, discussEach: beforeDiscussEach } = dto.session;
      setAutoAdvance(enabled, discussEach);
      return { before, beforeDiscussEach };
    },
    onError: (error, _, undo) => {
      if (undo) setAutoAdvance(undo.before, undo.beforeDiscussEach);
      toastFailure('Error', error);
    },
  });

  return (
    <Container size="xl" py="md">
      <SessionHeader dto={dto} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 3 }} order={{ base: 2, md: 1 }}>
          <ParticipantsPanel
            autoAdvanceBusy={autoAdvance.isPending}
            onToggleAutoAdvance={(enabled, discussEach) => autoAdvance.mutate({ enabled, discussEach })}
            onOpenProfile={setProfileId}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }} order={{ base: 1, md: 2 }} h={{ base: '75dvh', md: 'calc(100dvh - 170px)' }}>
          <ChatPanel sessionId={sessionId} refusal={refusal} sending={sending} onSend={send} onDiscuss={discuss} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 3 }} order={3}>
          <ProjectBriefPanel dto={dto} askedTexts={askedTexts(live)} tokens={tokenTotal(live)} />
        </Grid.Col>
      </Grid>
      <AvatarProfileDialog avatarId={profileId} onClose={() => setProfileId(null)} />
    </Container>
  );
}
