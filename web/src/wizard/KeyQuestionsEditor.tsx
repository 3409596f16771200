import { ActionIcon, Button, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { FREE_QUESTION_LIMIT } from '../../../core/sessions/rules.js';
import { QuestionKindPicker } from '../components/QuestionKindPicker';
import { openDraft, type KindDraft } from '../components/question-kind-draft';

interface KeyQuestionsEditorProps {
  questions: string[];
  /** Each question's kind, by position. */
  kinds: KindDraft[];
  /** Questions and kinds change together, so they stay aligned. */
  onChange: (questions: string[], kinds: KindDraft[]) => void;
  briefCurrency: string | null;
  free: boolean;
  /** Opens the upgrade dialog when a free user asks for a sixth question. */
  onLimit: () => void;
}

// Paid users are not limited by the product; this only keeps a session's brief readable.
const PAID_QUESTION_LIMIT = 50;

/** The key questions: edit, remove while more than one remains, add (a free plan stops at 5). */
export function KeyQuestionsEditor({ questions, kinds, onChange, briefCurrency, free, onLimit }: KeyQuestionsEditorProps) {
  const kindAt = (i: number) => kinds[i] ?? openDraft();
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  useEffect(() => {
    if (focusIndex !== null) refs.current[focusIndex]?.focus();
    setFocusIndex(null);
  }, [focusIndex]);

  const add = () => {
    if (free && questions.length >= FREE_QUESTION_LIMIT) return onLimit();
    if (questions.length >= PAID_QUESTION_LIMIT) return;
    onChange([...questions, ''], [...questions.map((_, i) => kindAt(i)), openDraft()]);
    setFocusIndex(questions.length);
  };
  return (
    <Stack gap="xs" role="group" aria-labelledby="key-questions-label">
      <Group justify="space-between" align="baseline">
        <Text id="key-questions-label" size="sm" fw={500}>
          Key Questions
        </Text>
        <Text size="xs" c="dimmed">
          {free ? `${questions.length} of ${FREE_QUESTION_LIMIT} on the free plan` : `${questions.length} question${questions.length === 1 ? '' : 's'}`}
        </Text>
      </Group>
      {questions.map((q, i) => (
        <Group key={i} gap="xs" wrap="nowrap" align="flex-start">
          <Text size="sm" c="dimmed" w={22} pt={8} ta="right" aria-hidden>
            {i + 1}.
          </Text>
          <Stack gap={4} style={{ flex: 1 }}>
            <TextInput
              ref={(el) => {
                refs.current[i] = el;
              }}
              style={{ flex: 1 }}
              size="sm"
              value={q}
              maxLength={500}
              placeholder="What would you like the group to answer?"
              aria-label={`Question ${i + 1}`}
              onChange={(e) =>
                onChange(
                  questions.map((x, j) => (j === i ? e.currentTarget.value : x)),
                  questions.map((_, j) => kindAt(j)),
                )
              }
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  if (i === questions.length - 1) add();
                }
              }}
            />
            <QuestionKindPicker
              value={kindAt(i)}
              onChange={(k) =>
                onChange(
                  questions,
                  questions.map((_, j) => (j === i ? k : kindAt(j))),
                )
              }
              briefCurrency={briefCurrency}
              label={`Question ${i + 1}`}
            />
          </Stack>
          <Tooltip label={questions.length > 1 ? 'Remove question' : 'A session needs at least one question'} withArrow>
            <ActionIcon
              variant="subtle"
              color="gray"
              mt={4}
              onClick={() =>
                onChange(
                  questions.filter((_, j) => j !== i),
                  questions.map((_, j) => kindAt(j)).filter((_, j) => j !== i),
                )
              }
              disabled={questions.length <= 1}
              aria-label={`Remove question ${i + 1}`}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ))}
      <Group>
        <Button variant="subtle" size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={add} disabled={!free && questions.length >= PAID_QUESTION_LIMIT}>
          Add question
        </Button>
      </Group>
    </Stack>
  );
}
