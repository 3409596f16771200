import { Button } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../api/client';
import { expandApi, type ExpandField } from '../api/sessions';
import { toastError } from '../components/toast';

interface ExpandButtonProps {
  text: string;
  field: ExpandField;
  /** Names the field for screen readers: "Expand product idea with AI". */
  fieldLabel: string;
  onExpanded: (text: string) => void;
}

/** Expand with AI: disabled while the field is empty or an expansion is running; the answer replaces the text. */
export function ExpandButton({ text, field, fieldLabel, onExpanded }: ExpandButtonProps) {
  const [running, setRunning] = useState(false);
  const run = async () => {
    setRunning(true);
    try {
      const { expandedText } = await expandApi.expand(text, field);
      onExpanded(expandedText);
    } catch (e) {
      toastError('Expand with AI', errorMessage(e, 'Failed to expand text. Please try again.'));
    } finally {
      setRunning(false);
    }
  };
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconSparkles size={14} aria-hidden />}
      onClick={() => void run()}
      loading={running}
      disabled={!text.trim() || running}
      aria-label={`Expand ${fieldLabel.toLowerCase()} with AI`}
    >
      Expand with AI
    </Button>
  );
}
