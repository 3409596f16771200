import { ActionIcon, Button, Group, Textarea, Tooltip } from '@mantine/core';
import { IconFileAnalytics, IconSend } from '@tabler/icons-react';
import { useState } from 'react';

interface ChatComposerProps {
  complete: boolean;
  busy: boolean;
  onSend(text: string): Promise<boolean>;
  onGenerateReport(): void;
}

/**
 * The question input. Send is disabled while the text is blank or a round is running; once every
 * question is asked, the input turns read-only and offers the report instead (the wording of docs/sessions-and-reports.md, The live session).
 */
export function ChatComposer({ complete, busy, onSend, onGenerateReport }: ChatComposerProps) {
  const [text, setText] = useState('');
  const blank = text.trim() === '';

  if (complete) {
    return (
      <Group gap="sm" wrap="nowrap" align="flex-end">
        <Textarea
          readOnly
          value="Click to generate report"
          aria-label="Ready to generate your insight report"
          description="Ready to generate your insight report"
          onClick={onGenerateReport}
          style={{ flex: 1, cursor: 'pointer' }}
          autosize
          minRows={1}
        />
        <Button leftSection={<IconFileAnalytics size={16} />} onClick={onGenerateReport}>
          Generate Report
        </Button>
      </Group>
    );
  }

  // The input empties as the question leaves (its message may arrive over the socket before the
  // request returns) and gets the text back if the question was refused.
  const submit = async () => {
    if (blank || busy) return;
    const sent = text;
    setText('');
    if (!(await onSend(sent))) setText((now) => (now === '' ? sent : now));
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Group gap="sm" wrap="nowrap" align="flex-end">
        <Textarea
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={(e) => {
            // Enter sends, Shift+Enter starts a new line (chat convention).
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              void submit();
            }
          }}
          placeholder={busy ? 'Waiting for every participant to answer…' : 'Ask the group a question…'}
          aria-label="Your question"
          autosize
          minRows={1}
          maxRows={5}
          maxLength={2000}
          style={{ flex: 1 }}
        />
        <Tooltip label={busy ? 'Wait for the answers to finish' : 'Send'} withArrow>
          <ActionIcon type="submit" size={36} radius="md" disabled={blank || busy} aria-label="Send question" loading={false}>
            <IconSend size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </form>
  );
}
