import { Card, Highlight, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import type { ParticipantResponses } from '../api/reports';
import { answersBehind, type Evidence } from './evidence';

/** The answers behind one figure, in full, with who said them and to which question. */
function EvidenceDialog({ evidence, participants, onClose }: { evidence: Evidence | null; participants: ParticipantResponses[]; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 36em)');
  const answers = evidence ? answersBehind(participants, evidence.answerIds) : [];
  const names = new Map(participants.map((p) => [p.avatarId, p.name]));
  const silent = (evidence?.avatarIds ?? []).filter((id) => !answers.some((a) => a.avatarId === id)).map((id) => names.get(id) ?? 'A participant');
  return (
    <Modal opened={!!evidence} onClose={onClose} title={evidence?.title} size="lg" fullScreen={phone} closeButtonProps={{ 'aria-label': 'Close' }} data-testid="evidence-dialog">
      <Stack gap="sm">
        {answers.length === 0 && silent.length === 0 && (
          <Text size="sm" c="dimmed">
            No answers are behind this figure.
          </Text>
        )}
        {answers.map((a) => (
          <Card key={a.answerId} withBorder padding="sm" data-testid="evidence-answer">
            <Text size="sm" fw={700}>
              {a.name}
            </Text>
            <Text size="xs" c="dimmed" mb={6} style={{ overflowWrap: 'anywhere' }}>
              Q{a.questionNumber}: {a.questionText}
            </Text>
            <Highlight size="sm" highlight={evidence?.highlight ?? []} style={{ overflowWrap: 'anywhere' }} data-testid="evidence-text">
              {a.response}
            </Highlight>
          </Card>
        ))}
        {silent.length > 0 && (
          <Text size="sm" c="dimmed">
            No answer of theirs states it: {silent.join(', ')}.
          </Text>
        )}
      </Stack>
    </Modal>
  );
}

/** One evidence dialog for a screen area: `open(evidence)` from any figure, render `dialog` once. */
export function useEvidenceDialog(participants: ParticipantResponses[]) {
  const [evidence, setEvidence] = useState<Evidence | null>(null);
  return { open: setEvidence, dialog: <EvidenceDialog evidence={evidence} participants={participants} onClose={() => setEvidence(null)} /> };
}
