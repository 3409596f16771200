import { TextInput, type TextInputProps } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { Credentials } from '../api/auth';
import { toastError } from '../components/toast';
import { useFieldSize } from './use-field-size';
import { authErrorMessage, validateEmail, validatePassword } from './auth-messages';

/**
 * The e-mail and password form shared by sign-in and sign-up: validation, the trimmed address, the
 * busy flag and the failure toast. `send` does the form's own call and its success path.
 */
export function useCredentialsForm(send: (credentials: Credentials, reset: () => void) => Promise<void>, failureTitle: string) {
  const [submitting, setSubmitting] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: { email: validateEmail, password: validatePassword },
  });

  const submit = form.onSubmit(async ({ email, password }) => {
    setSubmitting(true);
    try {
      await send({ email: email.trim(), password }, () => form.reset());
    } catch (error) {
      toastError(failureTitle, authErrorMessage(error));
    } finally {
      setSubmitting(false);
    }
  });

  return { form, submit, submitting };
}

/** The auth dialog's e-mail input, focused when its view opens. */
export function EmailField(props: TextInputProps) {
  const fieldSize = useFieldSize();
  return <TextInput size={fieldSize} label="Email" type="email" autoComplete="email" placeholder="you@company.com" data-autofocus {...props} />;
}
