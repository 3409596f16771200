import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import { authApi } from '../api/auth';
import { toastSuccess } from '../components/toast';
import { useFieldSize } from './use-field-size';
import { EmailField, useCredentialsForm } from './credentials-form';

export function SignUpForm() {
  const fieldSize = useFieldSize();
  const { form, submit, submitting } = useCredentialsForm(
    authApi.signup,
    (reset) => {
      // No redirect: the account is usable once the e-mail link is clicked.
      reset();
      toastSuccess('Account created!', 'Please check your email to verify your account.');
    },
    'Sign up failed',
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Sign up">
      <Stack gap="md">
        <EmailField required {...form.getInputProps('email')} />
        <PasswordInput
          size={fieldSize}
          label="Password"
          autoComplete="new-password"
          placeholder="Create a password (min 6 characters)"
          required
          {...form.getInputProps('password')}
        />
        <Button type="submit" size="md" fullWidth loading={submitting}>
          Create Account
        </Button>
        <Text size="xs" c="dimmed" ta="center">
          We will send you a link to confirm your e-mail address.
        </Text>
      </Stack>
    </form>
  );
}
