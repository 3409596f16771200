import { Container, Grid } from '@mantine/core';
import { useState, type RefObject } from 'react';
import { errorMessage } from '../api/client';
import { liveSessionApi } from '../api/live-session';
import { AvatarProfileDialog } from '../avatars/AvatarProfileDialog';
import { toastError } from '../components/toast';
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
  const [savingAutoAdvance, setSavingAutoAdvance] = useState(false);
  const [profileId, setProfileId] = useState<string | null>(null);

  const toggleAutoAdvance = async (enabled: boolean, discussEach: boolean) => {
    const before = dto.session;
    setAutoAdvance(enabled, discussEach);
    setSavingAutoAdvance(true);
    try {
      await liveSessionApi.setAutoAdvance(sessionId, enabled, discussEach);
    } catch (error) {
      setAutoAdvance(before.autoAdvance, before.discussEach);
      toastError('Error', errorMessage(error));
    } finally {
      setSavingAutoAdvance(false);
    }
  };

  return (
    <Container size="xl" py="md">
      <SessionHeader dto={dto} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 3 }} order={{ base: 2, md: 1 }}>
          <ParticipantsPanel autoAdvanceBusy={savingAutoAdvance} onToggleAutoAdvance={(v, d) => void toggleAutoAdvance(v, d)} onOpenProfile={setProfileId} />
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
