import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { AdminUser } from '../../api/admin';
import { errorMessage } from '../../api/client';
import { toastError } from '../../components/toast';

interface Props {
  user: AdminUser | null;
  title: string;
  /** The line under the title, about the user. */
  description: ReactNode;
  submitLabel: string;
  canSubmit: boolean;
  /** Sends the change and announces it; the modal closes when it resolves and toasts when it throws. */
  onSubmit: (user: AdminUser) => Promise<void>;
  onClose: () => void;
  children: ReactNode;
}

/** The frame of the Users tab's per-user dialogs: who, the fields, Cancel and a submit that shows its progress. */
export function UserActionModal({ user, title, description, submitLabel, canSubmit, onSubmit, onClose, children }: Props) {
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    if (!user || !canSubmit) return;
    setSaving(true);
    try {
      await onSubmit(user);
      onClose();
    } catch (error) {
      toastError('Error', errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened={!!user} onClose={onClose} title={title} centered>
      <Stack>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button onClick={submit} loading={saving} disabled={!canSubmit}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
