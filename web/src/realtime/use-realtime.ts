import { useEffect } from 'react';
import type { ServerEventPayload } from '../../../core/events.js';
import { useAuthStore } from '../stores/auth-store';
import type { AppSocket } from './socket';

/**
 * Holds the socket open while someone is signed in and applies the account-level events.
 * Keyed on the effective user id: signing in as someone else (or impersonating) reconnects, so the
 * server's handshake sees the current login session and puts the socket in the right user room.
 */
export function useRealtime(): void {
  const userId = useAuthStore((s) => (s.status === 'authenticated' ? (s.user?.id ?? null) : null));

  useEffect(() => {
    if (!userId) return;
    let socket: AppSocket | null = null;
    let cancelled = false;
    const { setCredits, refresh } = useAuthStore.getState();
    let connectedBefore = false;

    const onCredits = ({ balance }: ServerEventPayload<'credits:changed'>) => {
      if (typeof balance === 'number') setCredits(balance);
    };
    const onUserUpdated = () => void refresh();
    // Events missed while disconnected are not replayed: reload the state over REST on every reconnect.
    const onConnect = () => {
      if (connectedBefore) void refresh();
      connectedBefore = true;
    };

    // The socket client loads only for a signed-in user: visitors of the landing page never download it.
    void import('./socket').then(({ getSocket }) => {
      if (cancelled) return;
      socket = getSocket();
      socket.on('credits:changed', onCredits);
      socket.on('user:updated', onUserUpdated);
      socket.on('connect', onConnect);
      socket.connect();
    });

    return () => {
      cancelled = true;
      socket?.off('credits:changed', onCredits);
      socket?.off('user:updated', onUserUpdated);
      socket?.off('connect', onConnect);
      socket?.disconnect();
    };
  }, [userId]);
}
