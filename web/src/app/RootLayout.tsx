import { Anchor } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useAuthDialog } from '../stores/auth-dialog-store';
import { useAuthStore } from '../stores/auth-store';

// Most visitors never open it: its forms and validation load on the first open.
const AuthDialog = lazy(async () => ({ default: (await import('../auth/AuthDialog')).AuthDialog }));
// The socket client loads only for a signed-in user: visitors of the landing page never download it.
const AccountEvents = lazy(async () => ({ default: (await import('../realtime/AccountEvents')).AccountEvents }));

/** Wraps every route: the auth dialog, the realtime connection, scroll reset between pages. */
export function RootLayout() {
  const { pathname, hash } = useLocation();
  const status = useAuthStore((s) => s.status);
  const actingId = useAuthStore((s) => (s.status === 'authenticated' ? (s.user?.id ?? null) : null));
  const closeDialog = useAuthDialog((s) => s.close);
  const dialogOpened = useAuthDialog((s) => s.opened);
  // Stays mounted once loaded, so closing plays the dialog's exit transition.
  const [dialogLoaded, setDialogLoaded] = useState(false);
  if (dialogOpened && !dialogLoaded) setDialogLoaded(true);

  // A new page starts at the top unless a section was asked for.
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);

  // Signing in elsewhere (another tab, the reset-password page) leaves no reason to keep the dialog open.
  useEffect(() => {
    if (status === 'authenticated') closeDialog();
  }, [status, closeDialog]);

  return (
    <>
      <Anchor
        href="#main"
        className="skip-link"
        onClick={(event) => {
          event.preventDefault();
          const main = document.getElementById('main');
          main?.setAttribute('tabindex', '-1');
          main?.focus();
        }}
      >
        Skip to content
      </Anchor>
      <Outlet />
      {actingId && (
        <Suspense fallback={null}>
          <AccountEvents key={actingId} />
        </Suspense>
      )}
      {dialogLoaded && (
        <Suspense fallback={null}>
          <AuthDialog />
        </Suspense>
      )}
    </>
  );
}
