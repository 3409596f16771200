import { isApiError } from '../api/client';
import { MIN_PASSWORD_LENGTH } from '../config';

// The sign-in error catalogue of docs/accounts-plans-credits.md (Sign-in), verbatim.
const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password. Please check your credentials and try again.',
  emailNotConfirmed: 'Please check your email and click the confirmation link before signing in.',
  alreadyRegistered: 'An account with this email already exists. Please sign in instead.',
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long.`,
  generic: 'An error occurred. Please try again.',
} as const;

const VALIDATION_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: AUTH_MESSAGES.passwordTooShort,
} as const;

// Provider phrasings the catalogue was written against; a server that still uses them maps the same way.
const BY_PHRASE: [RegExp, string][] = [
  [/invalid login credentials|invalid email or password/i, AUTH_MESSAGES.invalidCredentials],
  [/email not confirmed|confirmation link/i, AUTH_MESSAGES.emailNotConfirmed],
  [/already registered|already exists/i, AUTH_MESSAGES.alreadyRegistered],
  [/password should be at least|password must be at least/i, AUTH_MESSAGES.passwordTooShort],
];

/** What to tell the user when sign-in or sign-up fails. Anything unrecognised gets the generic message. */
export function authErrorMessage(error: unknown): string {
  if (!isApiError(error)) return AUTH_MESSAGES.generic;
  switch (error.code) {
    case 'invalid_credentials':
      return AUTH_MESSAGES.invalidCredentials;
    case 'email_not_verified':
      return AUTH_MESSAGES.emailNotConfirmed;
    case 'email_exists':
      return AUTH_MESSAGES.alreadyRegistered;
  }
  const byPhrase = BY_PHRASE.find(([pattern]) => pattern.test(error.message));
  if (byPhrase) return byPhrase[1];
  if (error.status === 401) return AUTH_MESSAGES.invalidCredentials;
  if (error.status === 409) return AUTH_MESSAGES.alreadyRegistered;
  // Rate limiting explains itself ("Too many attempts, try again in N minutes"); keep the server's words.
  if (error.status === 429 && error.message) return error.message;
  return AUTH_MESSAGES.generic;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateEmail(value: string): string | null {
  const email = value.trim();
  if (!email) return VALIDATION_MESSAGES.emailRequired;
  if (!EMAIL_PATTERN.test(email)) return VALIDATION_MESSAGES.emailInvalid;
  return null;
}

export function validatePassword(value: string): string | null {
  if (!value) return VALIDATION_MESSAGES.passwordRequired;
  if (value.length < MIN_PASSWORD_LENGTH) return VALIDATION_MESSAGES.passwordTooShort;
  return null;
}
