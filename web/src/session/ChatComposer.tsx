import { ActionIcon, Box, Button, Group, Textarea, Tooltip } from '@mantine/core';
import { IconFileAnalytics, IconSend } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { QuestionKindPicker } from '../components/QuestionKindPicker';
import { kindFields, openDraft, type KindFields } from '../components/question-kind-draft';

interface ChatComposerProps {
  complete: boolean;
  /** Why a question may not be asked now (the server's rule on the page's state), null when it may. */
  refusal: string | null;
  sending: boolean;
  /** The brief's currency, which a price question takes unless another is chosen. */
  briefCurrency: string | null;
  /** Resolves null when the question was taken, else the reason it was not. */
  onSend(text: string, kind?: KindFields): Promise<string | null>;
  onGenerateReport(): void;
}

/**
 * The question input. Send is enabled exactly when the server would take a question; a question that
 * cannot go now keeps its text and says why, instead of Enter doing nothing. Once every question is
 * asked, the input turns read-only and offers the report instead (the wording of docs/sessions-and-reports.md, The live session).
 */
export function ChatComposer({ complete, refusal, sending, briefCurrency, onSend, onGenerateReport }: ChatComposerProps) {
  const [text, setText] = useState('');
  const [draft, setDraft] = useState(openDraft);
  const [notice, setNotice] = useState<string | null>(null);
  const blank = text.trim() === '';
  const waiting = refusal !== null || sending;
  // A reason shown for a refused send goes once the question may be asked.
  useEffect(() => {
    if (refusal === null) setNotice(null);
  }, [refusal]);

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
    if (blank) return;
    if (refusal !== null) {
      setNotice(refusal);
      return;
    }
    const kind = kindFields(draft, briefCurrency);
    if (kind.problem !== null) {
      setNotice(kind.problem);
      return;
    }
    const sent = text;
    setText('');
    setNotice(null);
    const refused = await onSend(sent, kind.fields);
    if (refused !== null) {
      setText((now) => (now === '' ? sent : now));
      setNotice(refused);
    } else setDraft(openDraft());
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Box mb="xs">
        <QuestionKindPicker value={draft} onChange={setDraft} briefCurrency={briefCurrency} label="New question" />
      </Box>
      <Group gap="sm" wrap="nowrap" align="flex-end">
        <Textarea
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setNotice(null);
          }}
          onKeyDown={(e) => {
            // Enter sends, Shift+Enter starts a new line (chat convention).
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              void submit();
            }
          }}
          placeholder={waiting ? 'Waiting for every participant to answer…' : 'Ask the group a question…'}
          aria-label="Your question"
          // Why the question did not go is news, not a mistake in it: shown under the input, calmly.
          description={notice}
          descriptionProps={{ c: 'orange.8', role: 'status' }}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          autosize
          minRows={1}
          maxRows={5}
          maxLength={2000}
          style={{ flex: 1 }}
        />
        <Tooltip label={refusal ?? 'Send'} withArrow multiline maw={240}>
          <ActionIcon type="submit" size={36} radius="md" disabled={blank || waiting} aria-label="Send question" loading={sending}>
            <IconSend size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </form>
  );
}
