import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { liveSessionApi } from '../api/live-session';
import { queries } from '../api/query-keys';
import { toastFailure, toastSuccess } from '../components/toast';

const PROJECT_NAME_CHARS = 50;

interface DeleteProjectDialogProps {
  opened: boolean;
  sessionId: string;
  name: string;
  onClose(): void;
}

/** Deleting is final: the button only wakes up once DELETE is typed exactly. */
export function DeleteProjectDialog({ opened, sessionId, name, onClose }: DeleteProjectDialogProps) {
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const queryClient = useQueryClient();
  const shown = name.length > PROJECT_NAME_CHARS ? `${name.slice(0, PROJECT_NAME_CHARS)}…` : name;
  const close = () => {
    setTyped('');
    onClose();
  };
  const remove = useMutation({
    mutationFn: () => liveSessionApi.remove(sessionId),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: queries.session(sessionId) });
      for (const { queryKey } of [queries.dashboard(), queries.reports()]) void queryClient.invalidateQueries({ queryKey });
      toastSuccess('Project deleted', `“${shown}” and its conversation were deleted.`);
      navigate('/dashboard');
    },
    onError: (error) => toastFailure('Error', error, 'Failed to delete the project. Please try again.'),
  });
  return (
    <Modal opened={opened} onClose={close} title="Delete Project" centered>
      <Stack gap="md">
        <Text size="sm">
          This permanently deletes <strong>{shown}</strong>, its questions and every answer. This cannot be undone.
        </Text>
        <TextInput label="Type DELETE to confirm" value={typed} onChange={(e) => setTyped(e.currentTarget.value)} autoComplete="off" data-autofocus />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button color="red" disabled={typed !== 'DELETE'} loading={remove.isPending || remove.isSuccess} onClick={() => remove.mutate()}>
            Delete Project
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
