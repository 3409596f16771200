import { MantineProvider } from '@mantine/core';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { Toaster } from '../components/Toaster';
import { themeColorSchemeManager } from '../theme/color-scheme';
import { ThemeSync } from '../theme/ThemeSync';
import { mantineTheme } from './mantine-theme';
import { QueryProvider } from './QueryProvider';
import { createAppRouter } from './router';

const colorSchemeManager = themeColorSchemeManager();

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <MantineProvider theme={mantineTheme} colorSchemeManager={colorSchemeManager} defaultColorScheme="auto">
      <ThemeSync />
      <QueryProvider>
        <RouterProvider router={router} />
      </QueryProvider>
      <Toaster />
    </MantineProvider>
  );
}
