import { Box } from '@mantine/core';
import { Outlet } from 'react-router-dom';
import { LandingFooter } from './LandingFooter';
import { LandingHeader } from './LandingHeader';

/** Frame of the public pages other than the landing page itself (legal pages, pricing for visitors). */
export function PublicLayout() {
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <LandingHeader />
      <Box component="main" id="main" style={{ flex: 1 }}>
        <Outlet />
      </Box>
      <LandingFooter />
    </Box>
  );
}
