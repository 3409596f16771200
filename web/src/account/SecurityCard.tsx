import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { authApi } from '../api/auth';
import { toastFailure, toastSuccess } from '../components/toast';

/** Password reset for the signed-in user, always to their own address. */
export function SecurityCard({ email }: { email: string }) {
  const request = useMutation({
    mutationFn: () => authApi.requestPasswordReset(email),
    onSuccess: () => toastSuccess('Password Reset Email Sent', 'Check your email for password reset instructions.'),
    onError: (error) => toastFailure('Error', error, 'Failed to send password reset email'),
  });
  const sending = request.isPending;
  return (
    <Card withBorder radius="lg" padding="lg">
      <Group justify="space-between" align="center" gap="md">
        <Group gap="md" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 280px' }}>
          <ThemeIcon variant="light" radius="xl" size="xl">
            <IconShieldLock size={20} />
          </ThemeIcon>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={2} fz="lg">
              Security
            </Title>
            <Text size="sm" c="dimmed">
              We will e-mail a link to set a new password to <b>{email}</b>.
            </Text>
          </Stack>
        </Group>
        <Button variant="default" onClick={() => request.mutate()} disabled={sending}>
          {sending ? 'Sending...' : 'Send Reset Email'}
        </Button>
      </Group>
    </Card>
  );
}
