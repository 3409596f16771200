import { Avatar, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { CONCERN_LABELS } from '../../../core/insight/codebook.js';
import { PARTICIPANT_LABEL } from '../../../core/reports/prose/facts.js';
import type { Analysis, ParticipantResponses } from '../api/reports';
import { useEvidenceDialog } from './EvidenceDialog';
import { QuoteButton } from './FigureParts';
import { LABEL_COLOR, STANCE_LOOK } from './figure-look';
import { plural } from './format';

const PRICE_TEXT = { too_high: 'Price too high', acceptable: 'Price acceptable', unstated: null } as const;

/** One card per participant: who they are, what they would do (their coded intent), and their words. */
export function AvatarFeedback({ analysis, participants }: { analysis: Analysis; participants: ParticipantResponses[] }) {
  const { open, dialog } = useEvidenceDialog(participants);
  const photo = new Map(participants.map((p) => [p.avatarId, p.image]));
  return (
    <Stack gap="sm">
      <Title order={2} fz="lg">
        Avatar Feedback
      </Title>
      {analysis.figures.participants.length === 0 && <Text c="dimmed">No participants answered.</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {analysis.figures.participants.map((a) => {
          const stance = STANCE_LOOK.find((s) => s.key === a.stance)!;
          const facts = [`${stance.label} overall`, PRICE_TEXT[a.price], ...a.concerns.map((c) => CONCERN_LABELS[c])].filter(Boolean).join(' · ');
          return (
            <Card key={a.avatarId} withBorder padding="md" data-testid="avatar-feedback">
              <Group justify="space-between" wrap="wrap" gap="xs" mb="sm">
                <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 10rem' }}>
                  <Avatar src={photo.get(a.avatarId)} alt="" radius="xl" color="brand">
                    {a.name.charAt(0)}
                  </Avatar>
                  <div style={{ minWidth: 0 }}>
                    <Text fw={700} truncate>
                      {a.name}
                    </Text>
                    {a.jobTitle && (
                      <Text size="xs" c="dimmed" truncate>
                        {a.jobTitle}
                      </Text>
                    )}
                  </div>
                </Group>
                <Badge variant="light" color={LABEL_COLOR[a.label]} data-testid="participant-label">
                  {PARTICIPANT_LABEL[a.label]}
                </Badge>
              </Group>
              <Text size="sm" c="dimmed">
                {facts}
              </Text>
              {a.quote && (
                <Stack mt="sm">
                  <QuoteButton quote={a.quote} open={open} />
                </Stack>
              )}
              {a.answerIds.length > 0 && (
                <Button
                  variant="subtle"
                  size="compact-sm"
                  mt="xs"
                  w="fit-content"
                  onClick={() => open({ title: `${a.name}: ${plural(a.answerIds.length, 'answer')} about the idea`, answerIds: a.answerIds })}
                >
                  Read {plural(a.answerIds.length, 'answer')}
                </Button>
              )}
            </Card>
          );
        })}
      </SimpleGrid>
      {dialog}
    </Stack>
  );
}
