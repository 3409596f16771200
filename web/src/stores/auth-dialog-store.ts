import { create } from 'zustand';

/** signin and reset share the Sign In tab; reset is the Forgot Password form. */
type AuthDialogView = 'signin' | 'signup' | 'reset';

interface AuthDialogState {
  opened: boolean;
  view: AuthDialogView;
  open: (view?: AuthDialogView) => void;
  setView: (view: AuthDialogView) => void;
  close: () => void;
}

export const useAuthDialog = create<AuthDialogState>()((set) => ({
  opened: false,
  view: 'signin',
  open: (view = 'signin') => set({ opened: true, view }),
  setView: (view) => set({ view }),
  close: () => set({ opened: false }),
}));
