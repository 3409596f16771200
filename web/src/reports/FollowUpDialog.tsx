import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { queries } from '../api/query-keys';
import { reportsApi } from '../api/reports';
import { toastSuccess } from '../components/toast';
import { showPaidActionError } from './paid-action';

interface FollowUpDialogProps {
  sessionId: string;
  opened: boolean;
  onClose: () => void;
  /** What a new round costs this panel (the session's start price). */
  price: number;
  onNeedCredits: () => void;
  onNeedUpgrade: () => void;
}

/** Ask Follow-Up: one more question to the same panel; the answers stream in on the session screen. */
export function FollowUpDialog({ sessionId, opened, onClose, price, onNeedCredits, onNeedUpgrade }: FollowUpDialogProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  // What the session screen reads of this session is stale once the panel answers again.
  const followUp = useMutation({
    mutationFn: (question: string) => reportsApi.followUp(sessionId, question),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queries.session(sessionId) });
      toastSuccess('Follow-up sent', 'The panel is answering now.');
      setText('');
      onClose();
      navigate(`/focus-group-v2/${sessionId}`);
    },
    onError: (error) => showPaidActionError(error, { needCredits: onNeedCredits, needUpgrade: onNeedUpgrade, failed: 'Failed to send the follow-up question. Please try again.' }),
  });
  const sending = followUp.isPending;

  const send = () => {
    const question = text.trim();
    if (question) followUp.mutate(question);
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Ask Follow-Up" centered>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Ask the same panel one more question. Every participant answers, hearing what the others said.{' '}
          {price > 0 ? `A new round costs ${price} credits for this panel.` : 'A new round is free for this panel.'} You can then regenerate the report to include it.
        </Text>
        <Textarea
          label="Your question"
          placeholder="Would you pay more for a version with organic ingredients?"
          autosize
          minRows={3}
          maxLength={2000}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={sending}>
            Cancel
          </Button>
          <Button onClick={send} loading={sending} disabled={!text.trim()}>
            Ask the panel
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
