import { useMantineColorScheme } from '@mantine/core';
import { useEffect } from 'react';
import { applyThemeClass, DARK_QUERY, fromMantineScheme, resolveTheme } from './color-scheme';

/** Keeps the `light` / `dark` class on <html> in step with the chosen theme and, for system, the OS. */
export function ThemeSync() {
  const { colorScheme } = useMantineColorScheme();
  const preference = fromMantineScheme(colorScheme);

  useEffect(() => {
    const root = document.documentElement;
    const media = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : undefined;
    applyThemeClass(root, resolveTheme(preference, media?.matches ?? false));
    if (preference !== 'system' || !media) return;
    const onChange = (event: MediaQueryListEvent) => applyThemeClass(root, resolveTheme('system', event.matches));
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, [preference]);

  return null;
}
