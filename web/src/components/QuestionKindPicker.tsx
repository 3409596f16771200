import { ActionIcon, Button, Group, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { CURRENCIES, MAX_OPTIONS, MIN_OPTIONS, SCALE_PRESETS, type QuestionKind, type ScalePreset } from '../../../core/chat/question-kinds.js';
import type { KindDraft } from './question-kind-draft';

const KINDS: { value: QuestionKind; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'scale', label: 'Scale' },
  { value: 'choice', label: 'Choice' },
  { value: 'price', label: 'Price' },
];

interface QuestionKindPickerProps {
  value: KindDraft;
  onChange(next: KindDraft): void;
  /** The brief's currency, which a price question takes unless another is chosen. */
  briefCurrency: string | null;
  /** Names the controls ("Question 2 kind"). */
  label: string;
  disabled?: boolean;
}

/** What kind of answer a question asks for: open text, a point on a scale, one of a few options, or an amount. */
export function QuestionKindPicker({ value, onChange, briefCurrency, label, disabled }: QuestionKindPickerProps) {
  const set = (patch: Partial<KindDraft>) => onChange({ ...value, ...patch });
  return (
    <Stack gap={6}>
      <SegmentedControl size="xs" data={KINDS} value={value.kind} onChange={(k) => set({ kind: k as QuestionKind })} aria-label={`${label} kind`} disabled={disabled} />
      {value.kind === 'scale' && (
        <Select
          size="xs"
          aria-label={`${label} scale`}
          data={(Object.keys(SCALE_PRESETS) as ScalePreset[]).map((p) => ({ value: p, label: SCALE_PRESETS[p].label }))}
          value={value.preset}
          onChange={(p) => p && set({ preset: p as ScalePreset })}
          allowDeselect={false}
          disabled={disabled}
          description={`${SCALE_PRESETS[value.preset].scale.min} = ${SCALE_PRESETS[value.preset].scale.minLabel}, ${SCALE_PRESETS[value.preset].scale.max} = ${SCALE_PRESETS[value.preset].scale.maxLabel}`}
        />
      )}
      {value.kind === 'choice' && (
        <Stack gap={4}>
          {value.options.map((o, i) => (
            <Group key={i} gap={4} wrap="nowrap">
              <TextInput
                size="xs"
                style={{ flex: 1 }}
                value={o}
                maxLength={80}
                placeholder={`Option ${i + 1}`}
                aria-label={`${label} option ${i + 1}`}
                disabled={disabled}
                onChange={(e) => set({ options: value.options.map((x, j) => (j === i ? e.currentTarget.value : x)) })}
              />
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                aria-label={`Remove option ${i + 1}`}
                disabled={disabled || value.options.length <= MIN_OPTIONS}
                onClick={() => set({ options: value.options.filter((_, j) => j !== i) })}
              >
                <IconX size={14} />
              </ActionIcon>
            </Group>
          ))}
          {value.options.length < MAX_OPTIONS && (
            <Group>
              <Button
                variant="subtle"
                size="compact-xs"
                leftSection={<IconPlus size={12} aria-hidden />}
                onClick={() => set({ options: [...value.options, ''] })}
                disabled={disabled}
              >
                Add option
              </Button>
            </Group>
          )}
        </Stack>
      )}
      {value.kind === 'price' && (
        <Group gap="xs" wrap="nowrap">
          <Text size="xs" c="dimmed">
            The most each participant would pay, in
          </Text>
          <Select
            size="xs"
            w={90}
            aria-label={`${label} currency`}
            data={[...CURRENCIES]}
            value={value.currency ?? briefCurrency ?? 'USD'}
            onChange={(c) => set({ currency: c })}
            allowDeselect={false}
            disabled={disabled}
          />
        </Group>
      )}
    </Stack>
  );
}
