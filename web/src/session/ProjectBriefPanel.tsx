import { Anchor, Badge, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { listedAsked } from '../../../core/chat/question-plan.js';
import { useState, type ReactNode } from 'react';
import type { LiveSessionDto } from '../api/live-session';
import { formatPrice } from '../../../core/insight/brief-price.js';
import { sameQuestion } from '../../../core/chat/question-kinds.js';
import { kindLabel } from './ChatMessage';

const CONCEPT_PREVIEW_CHARS = 150;
const STATUS: Record<LiveSessionDto['session']['status'], { label: string; color: string }> = {
  draft: { label: 'Draft', color: 'gray' },
  active: { label: 'In progress', color: 'brand' },
  completed: { label: 'Completed', color: 'teal' },
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

/** The product concept, cut to 150 characters until the reader asks for the rest. */
export function ConceptText({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  const long = text.length > CONCEPT_PREVIEW_CHARS;
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
      {long && !expanded ? `${text.slice(0, CONCEPT_PREVIEW_CHARS).trimEnd()}…` : text}{' '}
      {long && (
        <Anchor component="button" type="button" size="sm" onClick={() => setExpanded((v) => !v)}>
          {expanded ? 'Show less' : 'Read more'}
        </Anchor>
      )}
    </Text>
  );
}

interface ProjectBriefPanelProps {
  dto: LiveSessionDto;
  /** The questions asked so far, in order. */
  askedTexts: string[];
  tokens: { input: number; output: number };
}

/** The right column: what the group is reacting to. */
export function ProjectBriefPanel({ dto, askedTexts, tokens }: ProjectBriefPanelProps) {
  const s = dto.session;
  const asked = askedTexts.length;
  const ticked = listedAsked(s.plannedQuestions, askedTexts);
  // The kind the wizard gave a listed question, in the chat's words ("Scale 1-10").
  const kindOf = (q: string) => {
    const k = s.keyQuestionKinds.find((x) => sameQuestion(x.text, q));
    if (!k || k.kind === 'open') return null;
    if (k.kind === 'scale' && k.scale) return kindLabel({ kind: 'scale', scale: k.scale });
    if (k.kind === 'choice' && k.options) return kindLabel({ kind: 'choice', options: k.options });
    return 'Price';
  };
  const complete = asked >= dto.progress.total;
  const status = complete && s.status === 'active' ? { label: 'Ready for report', color: 'teal' } : STATUS[s.status];
  return (
    <Card withBorder padding="md">
      <Stack gap="md">
        <Title order={2} fz="lg">
          Project Brief
        </Title>
        <Card withBorder padding="sm" radius="md" bg="var(--mantine-color-default-hover)">
          <Group justify="space-between">
            <Text size="sm" fw={600}>
              Status
            </Text>
            <Badge color={status.color} variant="light">
              {status.label}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed" mt={6}>
            {asked} of {dto.progress.total} questions asked · {s.participants.length} participants
          </Text>
          <Text size="xs" c="dimmed" data-testid="token-total">
            {(tokens.input + tokens.output).toLocaleString('en-US')} tokens used{dto.provider.simulated ? ' (estimated, simulated replies)' : ''}
          </Text>
        </Card>
        {s.productIdea && (
          <Section title="Product concept">
            <ConceptText text={s.productIdea} />
          </Section>
        )}
        {s.targetAudience && (
          <Section title="Target audience">
            <Text size="sm">{s.targetAudience}</Text>
          </Section>
        )}
        {s.briefPrice && (
          <Section title="Price">
            <Text size="sm" data-testid="brief-price">
              {formatPrice(s.briefPrice)}
            </Text>
          </Section>
        )}
        <Section title="Key questions">
          <Stack gap={6} component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
            {s.plannedQuestions.map((q, i) => (
              <Group key={i} component="li" data-testid="key-question" data-asked={ticked[i]} gap={8} wrap="nowrap" align="flex-start">
                <Text size="sm" c="dimmed" w={18} ta="right" style={{ flexShrink: 0 }}>
                  {i + 1}.
                </Text>
                <Text size="sm" style={{ flex: 1 }} c={ticked[i] ? 'dimmed' : undefined}>
                  {q}
                  {kindOf(q) && (
                    <Badge ml={6} size="xs" variant="light">
                      {kindOf(q)}
                    </Badge>
                  )}
                </Text>
                {ticked[i] && (
                  <ThemeIcon size={18} radius="xl" color="teal" variant="light" aria-label="asked" style={{ flexShrink: 0 }}>
                    <IconCheck size={12} />
                  </ThemeIcon>
                )}
              </Group>
            ))}
          </Stack>
          {!s.keyQuestions.length && (
            <Text size="xs" c="dimmed">
              The standard questions, as this project has none of its own.
            </Text>
          )}
        </Section>
        {s.additionalContext && (
          <Section title="Additional context">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {s.additionalContext}
            </Text>
          </Section>
        )}
        {s.tags.length > 0 && (
          <Section title="Tags">
            <Group gap={6}>
              {s.tags.map((t) => (
                <Badge key={t} variant="outline" color="gray" tt="none">
                  {t}
                </Badge>
              ))}
            </Group>
          </Section>
        )}
      </Stack>
    </Card>
  );
}
