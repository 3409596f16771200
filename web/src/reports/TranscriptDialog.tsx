import { Alert, Button, Card, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { errorMessage } from '../api/client';
import { downloadFile, reportsApi, transcriptUrl, type ExportFormat, type TranscriptExport } from '../api/reports';
import { toastError, toastSuccess } from '../components/toast';

type Load = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; data: TranscriptExport };

/** The real transcript of the session: every question and every answer, downloadable as Markdown or JSON. */
export function TranscriptDialog({ sessionId, opened, onClose }: { sessionId: string; opened: boolean; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 36em)');
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [saving, setSaving] = useState<ExportFormat | null>(null);

  useEffect(() => {
    if (!opened) return;
    const controller = new AbortController();
    setLoad({ kind: 'loading' });
    reportsApi.transcript(sessionId, controller.signal).then(
      (data) => setLoad({ kind: 'ready', data }),
      (error) => !controller.signal.aborted && setLoad({ kind: 'error', message: errorMessage(error, 'Failed to load the transcript.') }),
    );
    return () => controller.abort();
  }, [opened, sessionId, attempt]);

  const save = async (format: ExportFormat) => {
    setSaving(format);
    try {
      await downloadFile(transcriptUrl(sessionId, format), `focus-group-transcript-${sessionId}.${format === 'markdown' ? 'md' : 'json'}`);
      toastSuccess('Success', 'Transcript downloaded successfully!');
    } catch {
      toastError('Error', 'Failed to download the transcript. Please try again.');
    } finally {
      setSaving(null);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Transcript" size="xl" fullScreen={phone} data-testid="transcript-dialog">
      {load.kind === 'loading' && (
        <Group justify="center" py="xl">
          <Loader type="dots" />
        </Group>
      )}
      {load.kind === 'error' && (
        <Alert color="red" title="Error">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{load.message}</Text>
            <Button size="xs" variant="light" onClick={() => setAttempt((n) => n + 1)}>
              Retry
            </Button>
          </Stack>
        </Alert>
      )}
      {load.kind === 'ready' && (
        <Stack gap="md">
          <Group gap="xs">
            <Button size="xs" leftSection={<IconDownload size={14} />} loading={saving === 'markdown'} onClick={() => void save('markdown')}>
              Download Markdown
            </Button>
            <Button size="xs" variant="default" leftSection={<IconDownload size={14} />} loading={saving === 'json'} onClick={() => void save('json')}>
              Download JSON
            </Button>
          </Group>
          {load.data.questions.length === 0 && <Text c="dimmed">No questions were asked in this session.</Text>}
          {load.data.questions.map((q) => (
            <Card key={q.number} withBorder padding="md">
              <Title order={4} fz="md" mb="xs">
                Q{q.number}: {q.text}
              </Title>
              <Stack gap="xs">
                {q.answers.length === 0 && (
                  <Text size="sm" c="dimmed">
                    No answers.
                  </Text>
                )}
                {q.answers.map((a) => (
                  <div key={a.avatarId}>
                    <Text size="sm" fw={700}>
                      {a.name}
                    </Text>
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                      {a.text}
                    </Text>
                  </div>
                ))}
              </Stack>
            </Card>
          ))}
        </Stack>
      )}
    </Modal>
  );
}
