import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { AdminUser } from '../../api/admin';
import { toastFailure } from '../../components/toast';

interface Props<T> {
  user: AdminUser | null;
  title: string;
  /** The line under the title, about the user. */
  description: ReactNode;
  submitLabel: string;
  canSubmit: boolean;
  /** Sends the change. */
  mutationFn: (user: AdminUser) => Promise<T>;
  /** Applies and announces the server's answer; the modal then closes (a failure toasts and keeps it open). */
  onSuccess: (result: T, user: AdminUser) => void;
  onClose: () => void;
  children: ReactNode;
}

/** The frame of the Users tab's per-user dialogs: who, the fields, Cancel and a submit that shows its progress. */
export function UserActionModal<T>({ user, title, description, submitLabel, canSubmit, mutationFn, onSuccess, onClose, children }: Props<T>) {
  const action = useMutation({
    mutationFn,
    onSuccess: (result, target) => {
      onSuccess(result, target);
      onClose();
    },
    onError: (error) => toastFailure('Error', error),
  });

  const submit = () => {
    if (user && canSubmit) action.mutate(user);
  };

  return (
    <Modal opened={!!user} onClose={onClose} title={title} centered>
      <Stack>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={action.isPending}>
            Cancel
          </Button>
          <Button onClick={submit} loading={action.isPending} disabled={!canSubmit}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
