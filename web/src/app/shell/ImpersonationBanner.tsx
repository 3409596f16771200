import { Button, Group, Paper, Text } from '@mantine/core';
import { IconUserShield } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { impersonationApi } from '../../api/admin';
import { errorMessage } from '../../api/client';
import type { Impersonation } from '../../api/types';
import { useAuthStore } from '../../stores/auth-store';
import { toastError, toastSuccess } from '../../components/toast';

export function ImpersonationBanner({ impersonating }: { impersonating: Impersonation }) {
  const refresh = useAuthStore((s) => s.refresh);
  const navigate = useNavigate();
  const [ending, setEnding] = useState(false);
  const who = impersonating.name?.trim() || impersonating.email;

  const exit = async () => {
    setEnding(true);
    try {
      await impersonationApi.end();
      await refresh();
      toastSuccess('Impersonation Ended', 'You are back in your own account.');
      // The page being viewed belonged to the other user; the admin area is where the admin came from.
      navigate('/admin');
    } catch (error) {
      toastError('Error', errorMessage(error));
    } finally {
      setEnding(false);
    }
  };

  return (
    <Paper
      radius={0}
      px="md"
      py={8}
      bg="var(--mantine-color-orange-light)"
      role="region"
      aria-label="Impersonation"
      data-testid="impersonation-banner"
      style={{ borderBottom: '1px solid var(--mantine-color-orange-outline)' }}
    >
      <Group justify="center" gap="sm" wrap="wrap">
        <Group gap={8} wrap="nowrap">
          <IconUserShield size={18} color="var(--mantine-color-orange-light-color)" aria-hidden />
          <Text size="sm" fw={600} c="var(--mantine-color-orange-light-color)">
            Impersonating: {who}
          </Text>
        </Group>
        <Button size="compact-sm" color="orange" onClick={exit} loading={ending}>
          Exit Impersonation
        </Button>
      </Group>
    </Paper>
  );
}
