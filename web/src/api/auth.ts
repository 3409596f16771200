import type { authRoutes as routes } from '../../../core/auth-routes.js';
import { call, primeCsrfToken, resetCsrfToken } from './client';

export interface Credentials {
  email: string;
  password: string;
}

export const authApi = {
  me: (signal?: AbortSignal) => call<typeof routes.me>('GET', '/api/auth/me', { signal }),
  async login(credentials: Credentials) {
    const result = await call<typeof routes.login>('POST', '/api/auth/login', { body: credentials });
    // The login session was regenerated, and its token with it; the response carries the new one.
    if (result.csrfToken) primeCsrfToken(result.csrfToken);
    else resetCsrfToken();
    return result;
  },
  signup: (credentials: Credentials) => call<typeof routes.signup>('POST', '/api/auth/signup', { body: credentials }),
  async logout() {
    await call<typeof routes.logout>('POST', '/api/auth/logout');
    resetCsrfToken();
  },
  requestPasswordReset: (email: string) => call<typeof routes.passwordReset>('POST', '/api/auth/password-reset', { body: { email } }),
  async confirmPasswordReset(token: string, password: string) {
    await call<typeof routes.passwordResetConfirm>('POST', '/api/auth/password-reset/confirm', { body: { token, password } });
    resetCsrfToken(); // the server signs the user in
  },
};
