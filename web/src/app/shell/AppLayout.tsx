import { Box } from '@mantine/core';
import { Outlet } from 'react-router-dom';
import { useCheckoutReturn } from '../../billing/use-checkout-return';
import { useAuthStore } from '../../stores/auth-store';
import { AppHeader } from './AppHeader';
import { ImpersonationBanner } from './ImpersonationBanner';

/** The signed-in frame: impersonation banner, header, then the screen. */
export function AppLayout() {
  const impersonating = useAuthStore((s) => s.impersonating);
  // Back from Stripe Checkout on /account or /dashboard: refresh and confirm (billing/).
  useCheckoutReturn();
  return (
    <Box mih="100dvh" className="app-surface" style={{ display: 'flex', flexDirection: 'column' }}>
      {impersonating && <ImpersonationBanner impersonating={impersonating} />}
      <AppHeader />
      <Box component="main" id="main" style={{ flex: 1 }}>
        <Outlet />
      </Box>
    </Box>
  );
}
