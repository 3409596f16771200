import { create } from 'zustand';
import { authApi } from '../api/auth';
import { isApiError, setUnauthorizedHandler } from '../api/client';
import type { Impersonation, User } from '../api/types';

type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

interface AuthState {
  user: User | null;
  impersonating: Impersonation | null;
  status: AuthStatus;
  /** Reloads the signed-in user from GET /api/auth/me. Concurrent calls share one request. */
  refresh: () => Promise<void>;
  setCredits: (balance: number) => void;
  /** Forget the user locally (after logout, or when the server says 401). */
  clear: () => void;
}

let inFlight: Promise<void> | null = null;

export const useAuthStore = create<AuthState>()((set, get) => ({
  user: null,
  impersonating: null,
  status: 'loading',

  refresh() {
    if (inFlight) return inFlight;
    inFlight = (async () => {
      try {
        const me = await authApi.me();
        set({ user: me.user, impersonating: me.impersonating ?? null, status: 'authenticated' });
      } catch (error) {
        if (isApiError(error) && error.status === 401) {
          set({ user: null, impersonating: null, status: 'anonymous' });
        } else if (get().status === 'loading') {
          // The API is unreachable on first load: treat the visitor as signed out rather than spin forever.
          set({ user: null, impersonating: null, status: 'anonymous' });
        }
        // A transient failure while signed in keeps the current user; the next refresh corrects it.
      } finally {
        inFlight = null;
      }
    })();
    return inFlight;
  },

  setCredits(balance) {
    const { user } = get();
    if (user && user.credits !== balance) set({ user: { ...user, credits: balance } });
  },

  clear() {
    set({ user: null, impersonating: null, status: 'anonymous' });
  },
}));

// Any API call that finds the login gone re-checks /me, which moves the app to signed out.
setUnauthorizedHandler(() => {
  if (useAuthStore.getState().status === 'authenticated') void useAuthStore.getState().refresh();
});

/** Display name: full name, else first + last, else the e-mail. */
export function displayName(user: Pick<User, 'fullName' | 'firstName' | 'lastName' | 'email'>): string {
  const joined = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return user.fullName?.trim() || joined || user.email;
}
