import { Button, Group, Paper, Text } from '@mantine/core';
import { IconUserShield } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { impersonationApi } from '../../api/admin';
import type { Impersonation } from '../../api/types';
import { useAuthStore } from '../../stores/auth-store';
import { toastFailure, toastSuccess } from '../../components/toast';

export function ImpersonationBanner({ impersonating }: { impersonating: Impersonation }) {
  const refresh = useAuthStore((s) => s.refresh);
  const navigate = useNavigate();
  const who = impersonating.name?.trim() || impersonating.email;

  const exit = useMutation({
    mutationFn: impersonationApi.end,
    onSuccess: async () => {
      await refresh();
      toastSuccess('Impersonation Ended', 'You are back in your own account.');
      // The page being viewed belonged to the other user; the admin area is where the admin came from.
      navigate('/admin');
    },
    onError: (error) => toastFailure('Error', error),
  });

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
        <Button size="compact-sm" color="orange" onClick={() => exit.mutate()} loading={exit.isPending}>
          Exit Impersonation
        </Button>
      </Group>
    </Paper>
  );
}
