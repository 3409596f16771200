import { Box, Card, Divider, Group, Progress, ScrollArea, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Participant } from '../api/live-session';
import { useLiveSessionStore } from './live-session-store';
import { ChatComposer } from './ChatComposer';
import { ChatMessage, TypingMessage } from './ChatMessage';
import { FocusGroupComplete } from './FocusGroupComplete';
import { nextListed } from '../../../core/chat/question-plan.js';
import { askedCount, askedTexts, isDiscussed, isRoundOpen } from './live-state';
import type { KindFields } from '../components/question-kind-draft';

interface ChatPanelProps {
  sessionId: string;
  refusal: string | null;
  sending: boolean;
  onSend(text: string, questionNumber?: number, kind?: KindFields): Promise<string | null>;
  onDiscuss(questionId: string): Promise<string | null>;
}

/** The centre column: progress, the conversation as it happens, and the question input. */
export function ChatPanel({ sessionId, refusal, sending, onSend, onDiscuss }: ChatPanelProps) {
  const navigate = useNavigate();
  const dto = useLiveSessionStore((s) => s.dto)!;
  const live = useLiveSessionStore((s) => s.live)!;
  const byId = useMemo(() => new Map<string, Participant>(dto.session.participants.map((p) => [p.id, p])), [dto.session.participants]);

  const asked = askedCount(live);
  const total = dto.progress.total;
  const complete = asked >= total;
  const current = Math.min(asked + 1, total);
  const open = isRoundOpen(live);
  const upcoming = complete ? null : nextListed(dto.session.plannedQuestions, askedTexts(live));
  const typing = Object.values(live.replies).filter((r) => r.state === 'typing');
  const busy = refusal !== null || sending;
  const goToReport = () => navigate(`/report/${sessionId}?generate=1`);
  const numbers = new Map(live.messages.filter((m) => m.isUser).map((m) => [m.id, m.questionNumber]));
  // A question may be discussed once, after it has answers, while the session has questions left.
  const discussable = (id: string) => !complete && !isDiscussed(live, id) && live.messages.some((m) => !m.isUser && m.questionId === id);

  // Follow the conversation as it grows, like a chat app.
  const viewport = useRef<HTMLDivElement>(null);
  const lastText = typing.map((r) => r.text.length).join(',');
  useEffect(() => {
    viewport.current?.scrollTo({ top: viewport.current.scrollHeight, behavior: 'smooth' });
  }, [live.messages.length, live.finished.length, typing.length, lastText]);

  return (
    <Card withBorder padding={0} h="100%" style={{ display: 'flex', flexDirection: 'column', minHeight: 520 }}>
      <Box p="md">
        <Group justify="space-between" align="baseline">
          <Title order={2} fz="lg">
            Group Chat
          </Title>
          <Text size="sm" c="dimmed" data-testid="question-progress">
            Question {current} of {total}
          </Text>
        </Group>
        <Progress value={total ? (asked / total) * 100 : 0} mt="xs" size="sm" aria-label={`${asked} of ${total} questions asked`} />
        {upcoming && (
          <Text size="sm" mt="xs" c="dimmed">
            Current question:{' '}
            <UnstyledButton onClick={() => !busy && void onSend(upcoming)} disabled={busy} title={busy ? undefined : 'Ask this question now'} style={{ fontSize: 'inherit' }}>
              <Text span size="sm" fw={500} c={busy ? 'dimmed' : 'var(--mantine-primary-color-filled)'}>
                {upcoming}
              </Text>
            </UnstyledButton>
          </Text>
        )}
      </Box>
      <Divider />
      <ScrollArea viewportRef={viewport} style={{ flex: 1 }} offsetScrollbars>
        <Stack gap="md" p="md" role="log" aria-label="Conversation" aria-live="polite">
          {live.messages.length === 0 && live.finished.length === 0 && (
            <Text c="dimmed" ta="center" py="xl">
              No messages yet. Ask your first question to get started!
            </Text>
          )}
          {live.messages.map((m) => (
            <ChatMessage
              key={m.id}
              message={m}
              participant={m.avatarId ? byId.get(m.avatarId) : undefined}
              discussedNumber={m.discussesQuestionId ? numbers.get(m.discussesQuestionId) : undefined}
              onDiscuss={m.isUser && !m.discussesQuestionId && discussable(m.id) ? () => void onDiscuss(m.id) : undefined}
              discussDisabled={busy}
            />
          ))}
          {/* Finished answers waiting for their turn stay visible where they will land. */}
          {live.finished.map((m) => (
            <ChatMessage key={m.id} message={m} participant={m.avatarId ? byId.get(m.avatarId) : undefined} />
          ))}
          {typing.map((r) => {
            const p = byId.get(r.avatarId);
            return p ? <TypingMessage key={`${r.questionId}:${r.avatarId}`} participant={p} text={r.text} /> : null;
          })}
          {complete && !open && (
            <FocusGroupComplete sessionId={sessionId} messages={live.messages.length} participants={dto.session.participants.length} questions={asked} report={dto.report} />
          )}
        </Stack>
      </ScrollArea>
      <Divider />
      <Box p="md">
        <ChatComposer
          complete={complete}
          refusal={refusal}
          sending={sending}
          briefCurrency={dto.session.briefPrice?.currency ?? null}
          onSend={(text, kind) => onSend(text, undefined, kind)}
          onGenerateReport={goToReport}
        />
      </Box>
    </Card>
  );
}
