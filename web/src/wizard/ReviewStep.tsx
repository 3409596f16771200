import { Badge, Card, Group, List, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { FREE_QUESTION_LIMIT } from '../../../core/sessions/rules.js';
import type { AvatarDto } from '../api/avatars';
import { AvatarPortrait } from '../avatars/AvatarPortrait';
import { CostSummary } from './CostSummary';
import { costOf, type WizardForm } from './wizard-state';

interface ReviewStepProps {
  form: WizardForm;
  avatars: AvatarDto[];
  free: boolean;
  balance: number;
  onAddCredits: () => void;
  onViewProfile: (avatar: AvatarDto) => void;
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed" mb={4}>
        {label}
      </Text>
      {children}
    </div>
  );
}

const orDash = (v: string) => (v.trim() ? v : '—');

/** Step 3: everything the group will see, the participants and what starting costs. */
export function ReviewStep({ form, avatars, free, balance, onAddCredits, onViewProfile }: ReviewStepProps) {
  const questions = form.keyQuestions.map((q) => q.trim()).filter(Boolean);
  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="md">
        <Stack gap="md">
          <Title order={3}>{form.title.trim()}</Title>
          <Field label="Product idea">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {form.productIdea.trim()}
            </Text>
          </Field>
          <Field label="Target audience">
            <Text size="sm">{orDash(form.targetAudience)}</Text>
          </Field>
          <Field label={`Key questions (${questions.length})`}>
            {questions.length ? (
              <List type="ordered" size="sm" spacing={2}>
                {questions.map((q, i) => (
                  <List.Item key={i}>{q}</List.Item>
                ))}
              </List>
            ) : (
              <Text size="sm" c="dimmed">
                The {FREE_QUESTION_LIMIT} standard questions will be asked.
              </Text>
            )}
          </Field>
          <Field label="Additional context">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {orDash(form.additionalContext)}
            </Text>
          </Field>
          {form.tags.length > 0 && (
            <Field label="Tags">
              <Group gap={6}>
                {form.tags.map((t) => (
                  <Badge key={t} variant="light" tt="none">
                    {t}
                  </Badge>
                ))}
              </Group>
            </Field>
          )}
        </Stack>
      </Card>
      <Card withBorder radius="md" padding="md">
        <Stack gap="sm">
          <Text fw={650}>Participants ({avatars.length})</Text>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs">
            {avatars.map((a) => (
              <UnstyledButton key={a.id} onClick={() => onViewProfile(a)} aria-label={`View profile of ${a.name}`} p={4} style={{ borderRadius: 8 }}>
                <Group gap="xs" wrap="nowrap">
                  <AvatarPortrait name={a.name} src={a.avatarImageUrl} size={36} />
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600} truncate="end">
                      {a.name}
                    </Text>
                    <Text size="xs" c="dimmed" truncate="end">
                      {a.jobTitle}
                    </Text>
                  </div>
                </Group>
              </UnstyledButton>
            ))}
          </SimpleGrid>
          {free ? (
            <Text size="sm" c="dimmed">
              Free plan: this team of 4 answers up to {FREE_QUESTION_LIMIT} questions, at no cost.
            </Text>
          ) : (
            <CostSummary cost={costOf(avatars, true)} balance={balance} onAddCredits={onAddCredits} />
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
