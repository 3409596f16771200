import { Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../api/client';
import { queries } from '../api/query-keys';
import { downloadFile, transcriptUrl, type ExportFormat } from '../api/reports';
import { QueryState } from '../components/QueryState';
import { toastError, toastSuccess } from '../components/toast';

/** The real transcript of the session: every question and every answer, downloadable as Markdown or JSON. */
export function TranscriptDialog({ sessionId, opened, onClose }: { sessionId: string; opened: boolean; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 36em)');
  const transcript = useQuery({ ...queries.transcript(sessionId), enabled: opened });
  const [saving, setSaving] = useState<ExportFormat | null>(null);

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
      <QueryState query={transcript} errorTitle="Error" errorText={(error) => errorMessage(error, 'Failed to load the transcript.')} retryLabel="Retry">
        {(data) => (
          <Stack gap="md">
            <Group gap="xs">
              <Button size="xs" leftSection={<IconDownload size={14} />} loading={saving === 'markdown'} onClick={() => void save('markdown')}>
                Download Markdown
              </Button>
              <Button size="xs" variant="default" leftSection={<IconDownload size={14} />} loading={saving === 'json'} onClick={() => void save('json')}>
                Download JSON
              </Button>
            </Group>
            {data.questions.length === 0 && <Text c="dimmed">No questions were asked in this session.</Text>}
            {data.questions.map((q) => (
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
      </QueryState>
    </Modal>
  );
}
