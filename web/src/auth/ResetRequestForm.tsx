import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { authApi } from '../api/auth';
import { errorMessage } from '../api/client';
import { toastError, toastSuccess } from '../components/toast';
import { useAuthDialog } from '../stores/auth-dialog-store';
import { validateEmail } from './auth-messages';
import { EmailField } from './credentials-form';

/** Forgot Password: asks for the address to send a reset link to. */
export function ResetRequestForm() {
  const setView = useAuthDialog((s) => s.setView);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return; // docs/accounts-plans-credits.md: an empty address does nothing
    const invalid = validateEmail(email);
    setError(invalid);
    if (invalid) return;
    setSending(true);
    try {
      await authApi.requestPasswordReset(email.trim());
      setSent(true);
      toastSuccess('Password Reset Email Sent', 'Check your email for password reset instructions.');
    } catch (err) {
      toastError('Error', errorMessage(err, 'Failed to send password reset email.'));
    } finally {
      setSending(false);
    }
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
