import { lazy, Suspense, useState } from 'react';
import { ThemeButton } from './ThemeButton';

// The menu needs Mantine's floating positioning (about 25 KB gzipped): it loads on the first click
// instead of with the landing page, and the first click opens it once loaded.
const loadMenu = () => import('./ThemeMenu');
const ThemeMenu = lazy(async () => ({ default: (await loadMenu()).ThemeMenu }));

/** Light / Dark / System menu. */
export function ThemeToggle() {
  const [clicked, setClicked] = useState(false);
  if (!clicked) return <ThemeButton onPointerEnter={() => void loadMenu()} onClick={() => setClicked(true)} />;
  return (
    <Suspense fallback={<ThemeButton />}>
      <ThemeMenu defaultOpened />
    </Suspense>
  );
}
