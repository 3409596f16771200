import { Anchor, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { authApi } from '../api/auth';
import { toastSuccess } from '../components/toast';
import { useAuthDialog } from '../stores/auth-dialog-store';
import { useAuthStore } from '../stores/auth-store';
import { useFieldSize } from './use-field-size';
import { EmailField, useCredentialsForm } from './credentials-form';

export function SignInForm() {
  const fieldSize = useFieldSize();
  const navigate = useNavigate();
  const { close, setView } = useAuthDialog();
  const refresh = useAuthStore((s) => s.refresh);
  const { form, submit, submitting } = useCredentialsForm(
    authApi.login,
    async () => {
      await refresh();
      close();
      navigate('/dashboard');
      toastSuccess('Welcome back!', 'You have successfully logged in.');
    },
    'Login failed',
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Sign in">
      <Stack gap="md">
        <EmailField required {...form.getInputProps('email')} />
        <div>
          <PasswordInput size={fieldSize} label="Password" autoComplete="current-password" placeholder="Your password" required {...form.getInputProps('password')} />
          <Group justify="flex-end" mt={6}>
            <Anchor component="button" type="button" size="sm" onClick={() => setView('reset')}>
              Forgot Password?
            </Anchor>
          </Group>
        </div>
        <Button type="submit" size="md" fullWidth loading={submitting}>
          Sign In
        </Button>
      </Stack>
    </form>
  );
}
