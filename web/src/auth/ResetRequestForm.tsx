import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { authApi } from '../api/auth';
import { toastFailure, toastSuccess } from '../components/toast';
import { useAuthDialog } from '../stores/auth-dialog-store';
import { validateEmail } from './auth-messages';
import { EmailField } from './credentials-form';

/** Forgot Password: asks for the address to send a reset link to. */
export function ResetRequestForm() {
  const setView = useAuthDialog((s) => s.setView);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const request = useMutation({
    mutationFn: authApi.requestPasswordReset,
    onSuccess: () => {
      setSent(true);
      toastSuccess('Password Reset Email Sent', 'Check your email for password reset instructions.');
    },
    onError: (err) => toastFailure('Error', err, 'Failed to send password reset email.'),
  });
  const sending = request.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return; // docs/accounts-plans-credits.md: an empty address does nothing
    const invalid = validateEmail(email);
    setError(invalid);
    if (!invalid) request.mutate(email.trim());
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Reset password">
      <Stack gap="md">
        <div>
          <Text fw={700} fz="lg">
            Reset Password
          </Text>
          <Text size="sm" c="dimmed">
            Enter the e-mail you signed up with and we will send you a link to choose a new password.
          </Text>
        </div>
        {sent && (
          <Alert color="teal" variant="light" icon={<IconMailCheck size={18} />} role="status">
            Password reset email sent! Check your inbox.
          </Alert>
        )}
        <EmailField
          value={email}
          error={error}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setError(null);
          }}
        />
        <Stack gap="xs">
          <Button type="submit" size="md" fullWidth loading={sending}>
            Send Reset Email
          </Button>
          <Button variant="default" type="button" fullWidth onClick={() => setView('signin')}>
            Cancel
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
