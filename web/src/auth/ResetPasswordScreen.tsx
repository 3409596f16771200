import { Button, Card, Center, Container, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { authApi } from '../api/auth';
import { isApiError } from '../api/client';
import { BrandLogo } from '../components/BrandLogo';
import { toastError, toastSuccess } from '../components/toast';
import { MIN_PASSWORD_LENGTH } from '../config';
import { useAuthStore } from '../stores/auth-store';

const INVALID_LINK = ['Invalid Reset Link', 'This password reset link is invalid or has expired.'] as const;

/** /reset-password?token=...: the target of the reset e-mail. */
export function ResetPasswordScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const refresh = useAuthStore((s) => s.refresh);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const handledMissingToken = useRef(false);

  useEffect(() => {
    if (token || handledMissingToken.current) return;
    handledMissingToken.current = true;
    toastError(...INVALID_LINK);
    navigate('/', { replace: true });
  }, [token, navigate]);

  const confirmReset = useMutation({
    mutationFn: (password: string) => authApi.confirmPasswordReset(token, password),
    onSuccess: async () => {
      await refresh(); // the server signs the user in on success
      toastSuccess('Password Updated', 'Your password has been successfully updated.');
      navigate('/dashboard', { replace: true });
    },
    onError: (error) => {
      if (isApiError(error) && error.code === 'invalid_token') {
        toastError(...INVALID_LINK);
        navigate('/', { replace: true });
      } else {
        toastError('Error', 'Failed to update password.');
      }
    },
  });
  const updating = confirmReset.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!password) next.password = 'New password is required';
    if (!confirm) next.confirm = 'Please confirm your new password';
    setErrors(next);
    if (next.password || next.confirm) return;
    if (password.length < MIN_PASSWORD_LENGTH) {
      setErrors({ password: 'Password must be at least 6 characters long.' });
      toastError('Password too short', 'Password must be at least 6 characters long.');
      return;
    }
    if (password !== confirm) {
      setErrors({ confirm: 'Passwords do not match' });
      toastError('Passwords do not match', 'Please make sure both passwords are the same.');
      return;
    }

    confirmReset.mutate(password);
  };

  if (!token) return null;

  return (
    <Center component="main" id="main" mih="100dvh" p="md" className="app-surface">
      <Container size={420} w="100%" px={0}>
        <Stack gap="lg">
          <Center>
            <BrandLogo />
          </Center>
          <Card withBorder radius="lg" padding="xl" shadow="sm">
            <form onSubmit={submit} noValidate>
              <Stack gap="md">
                <div>
                  <Title order={1} fz={24}>
                    Set a new password
                  </Title>
                  <Text size="sm" c="dimmed" mt={4}>
                    Choose a password of at least {MIN_PASSWORD_LENGTH} characters.
                  </Text>
                </div>
                <PasswordInput
                  label="New Password"
                  autoComplete="new-password"
                  leftSection={<IconLock size={16} />}
                  value={password}
                  onChange={(e) => setPassword(e.currentTarget.value)}
                  error={errors.password}
                  required
                  autoFocus
                />
                <PasswordInput
                  label="Confirm New Password"
                  autoComplete="new-password"
                  leftSection={<IconLock size={16} />}
                  value={confirm}
                  onChange={(e) => setConfirm(e.currentTarget.value)}
                  error={errors.confirm}
                  required
                />
                <Button type="submit" size="md" fullWidth disabled={updating}>
                  {updating ? 'Updating...' : 'Update Password'}
                </Button>
              </Stack>
            </form>
          </Card>
        </Stack>
      </Container>
    </Center>
  );
}
