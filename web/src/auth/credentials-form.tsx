import { TextInput, type TextInputProps } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import type { Credentials } from '../api/auth';
import { toastError } from '../components/toast';
import { useFieldSize } from './use-field-size';
import { authErrorMessage, validateEmail, validatePassword } from './auth-messages';

/**
 * The e-mail and password form shared by sign-in and sign-up: validation, the trimmed address, and the
 * form's write as a mutation (its pending state is the busy flag; a failure toasts under `failureTitle`).
 * `send` is the form's own call, `onSent` its success path (given the form's reset).
 */
export function useCredentialsForm<T>(send: (credentials: Credentials) => Promise<T>, onSent: (reset: () => void) => Promise<void> | void, failureTitle: string) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: { email: validateEmail, password: validatePassword },
  });
  const mutation = useMutation({
    mutationFn: send,
    onSuccess: () => onSent(() => form.reset()),
    onError: (error) => toastError(failureTitle, authErrorMessage(error)),
  });

  const submit = form.onSubmit(({ email, password }) => mutation.mutate({ email: email.trim(), password }));

  return { form, submit, submitting: mutation.isPending };
}

/** The auth dialog's e-mail input, focused when its view opens. */
export function EmailField(props: TextInputProps) {
  const fieldSize = useFieldSize();
  return <TextInput size={fieldSize} label="Email" type="email" autoComplete="email" placeholder="you@company.com" data-autofocus {...props} />;
}
