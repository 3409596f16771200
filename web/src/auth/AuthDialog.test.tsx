import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthDialog } from '../stores/auth-dialog-store';
import { AuthDialog } from './AuthDialog';
import { authErrorMessage } from './auth-messages';
import { ApiError } from '../api/client';
import { createQueryClient } from '../api/query-client';

function renderDialog(view: 'signin' | 'signup' | 'reset' = 'signin') {
  useAuthDialog.setState({ opened: true, view });
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <AuthDialog />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const type = (label: RegExp | string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('auth dialog validation', () => {
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useAuthDialog.setState({ opened: false, view: 'signin' });
  });

  it('is titled Welcome with Sign In and Sign Up tabs', () => {
    renderDialog();
    expect(screen.getByText('Welcome')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Sign In' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toBeTruthy();
  });

  it('requires e-mail and password on sign in, without calling the server', async () => {
    renderDialog('signin');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign In' })));
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects a malformed e-mail and a short password', async () => {
    renderDialog('signin');
    type(/^Email/, 'not-an-email');
    type(/^Password/, '12345');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign In' })));
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters long.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('applies the 6-character minimum on sign up, with the documented placeholder', async () => {
    renderDialog('signup');
    const password = screen.getByPlaceholderText('Create a password (min 6 characters)');
    type(/^Email/, 'ada@example.com');
    fireEvent.change(password, { target: { value: 'abc' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create Account' })));
    expect(screen.getByText('Password must be at least 6 characters long.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('Forgot Password switches to the reset form, which does nothing when the e-mail is empty', async () => {
    renderDialog('signin');
    fireEvent.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    expect(screen.getByText('Reset Password')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send Reset Email' })));
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });
});

describe('auth error messages', () => {
  it('maps the server errors to the documented catalogue', () => {
    expect(authErrorMessage(new ApiError(401, 'invalid_credentials', 'x'))).toBe('Invalid email or password. Please check your credentials and try again.');
    expect(authErrorMessage(new ApiError(403, 'email_not_verified', 'x'))).toBe('Please check your email and click the confirmation link before signing in.');
    expect(authErrorMessage(new ApiError(409, 'email_exists', 'x'))).toBe('An account with this email already exists. Please sign in instead.');
    expect(authErrorMessage(new ApiError(400, 'validation_error', 'Password should be at least 6 characters'))).toBe('Password must be at least 6 characters long.');
  });

  it('shows the generic message for anything unknown', () => {
    expect(authErrorMessage(new ApiError(500, 'internal', 'boom'))).toBe('An error occurred. Please try again.');
    expect(authErrorMessage(new Error('boom'))).toBe('An error occurred. Please try again.');
  });

  it("keeps the server's words when rate limited", () => {
    expect(authErrorMessage(new ApiError(429, 'rate_limited', 'Too many attempts. Try again in 15 minutes.'))).toBe('Too many attempts. Try again in 15 minutes.');
  });
});
