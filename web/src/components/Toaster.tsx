import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { useEffect, useRef } from 'react';

const TOAST_DURATION_MS = 5000;

/**
 * The notifications region: bottom-right on wide screens, top on phones (where the bottom of the screen
 * is the chat input, the wizard's buttons and the keyboard), one toast at a time, 5 s. Alt+T moves focus to it so a
 * keyboard or screen-reader user can reach a toast (and its close button) before it disappears.
 */
export function Toaster() {
  const regionRef = useRef<HTMLElement>(null);
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // event.code, not event.key: Alt+T types "†" on macOS.
      if (!event.altKey || event.ctrlKey || event.metaKey || event.code !== 'KeyT') return;
      event.preventDefault();
      const region = regionRef.current;
      if (!region) return;
      const target = region.querySelector<HTMLElement>('button, [href], [tabindex]:not([tabindex="-1"])');
      (target ?? region).focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <section ref={regionRef} aria-label="Notifications (Alt+T)" tabIndex={-1} data-testid="notifications-region">
      <Notifications position={phone ? 'top-center' : 'bottom-right'} autoClose={TOAST_DURATION_MS} limit={1} withinPortal={false} containerWidth={400} zIndex={1000} />
    </section>
  );
}
