import { Button } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { expandApi, type ExpandField } from '../api/sessions';
import { toastFailure } from '../components/toast';

interface ExpandButtonProps {
  text: string;
  field: ExpandField;
  /** Names the field for screen readers: "Expand product idea with AI". */
  fieldLabel: string;
  onExpanded: (text: string) => void;
}

/** Expand with AI: disabled while the field is empty or an expansion is running; the answer replaces the text. */
export function ExpandButton({ text, field, fieldLabel, onExpanded }: ExpandButtonProps) {
  const expand = useMutation({
    mutationFn: () => expandApi.expand(text, field),
    onSuccess: ({ expandedText }) => onExpanded(expandedText),
    onError: (e) => toastFailure('Expand with AI', e, 'Failed to expand text. Please try again.'),
  });
  const running = expand.isPending;
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconSparkles size={14} aria-hidden />}
      onClick={() => expand.mutate()}
      loading={running}
      disabled={!text.trim() || running}
      aria-label={`Expand ${fieldLabel.toLowerCase()} with AI`}
    >
      Expand with AI
    </Button>
  );
}
