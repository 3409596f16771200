import { api, primeCsrfToken, resetCsrfToken } from './client';
import type { MeResponse, User } from './types';

export interface Credentials {
  email: string;
  password: string;
}

export const authApi = {
  me: (signal?: AbortSignal) => api.get<MeResponse>('/api/auth/me', { signal }),
  async login(credentials: Credentials) {
    const result = await api.post<{ user: User; csrfToken?: string }>('/api/auth/login', credentials);
    // The login session was regenerated, and its token with it; the response carries the new one.
    if (typeof result.csrfToken === 'string' && result.csrfToken) primeCsrfToken(result.csrfToken);
    else resetCsrfToken();
    return result;
  },
  signup: (credentials: Credentials) => api.post<{ user?: User } | undefined>('/api/auth/signup', credentials),
  async logout() {
    await api.post<void>('/api/auth/logout');
    resetCsrfToken();
  },
  requestPasswordReset: (email: string) => api.post<void>('/api/auth/password-reset', { email }),
  async confirmPasswordReset(token: string, password: string) {
    await api.post<void>('/api/auth/password-reset/confirm', { token, password });
    resetCsrfToken(); // the server signs the user in
  },
};
