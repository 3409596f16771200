import { useEffect } from 'react';
import type { ServerEventPayload } from '../../../core/events.js';
import { useAuthStore } from '../stores/auth-store';
import { getSocket } from './socket';

/**
 * Holds the socket open while someone is signed in and applies the account-level events.
 * Keyed on the effective user id: signing in as someone else (or impersonating) reconnects, so the
 * server's handshake sees the current login session and puts the socket in the right user room.
 */
export function useRealtime(): void {
  const userId = useAuthStore((s) => (s.status === 'authenticated' ? (s.user?.id ?? null) : null));

  useEffect(() => {
    if (!userId) return;
    const socket = getSocket();
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

    socket.on('credits:changed', onCredits);
    socket.on('user:updated', onUserUpdated);
    socket.on('connect', onConnect);
    socket.connect();

    return () => {
      socket.off('credits:changed', onCredits);
      socket.off('user:updated', onUserUpdated);
      socket.off('connect', onConnect);
      socket.disconnect();
    };
  }, [userId]);
}
