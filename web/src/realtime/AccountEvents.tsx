import { useEffect } from 'react';
import { useAuthStore } from '../stores/auth-store';
import { getSocket } from './socket';
import { useSocketEvent } from './use-socket-event';

/**
 * Holds the socket open while someone is signed in and applies the account-level events; the user is
 * read again after a reconnect (a balance change may have been missed). Mounted per acting user, so
 * signing in as someone else (or impersonating) reconnects and the server's handshake sees the current
 * login session and puts the socket in the right user room.
 */
export function AccountEvents() {
  const setCredits = useAuthStore((s) => s.setCredits);
  const refresh = useAuthStore((s) => s.refresh);

  useSocketEvent('credits:changed', ({ balance }) => setCredits(balance), { resync: () => void refresh() });
  useSocketEvent('user:updated', () => void refresh());

  // After the listeners above, so the first connection is not taken for a reconnect.
  useEffect(() => {
    const socket = getSocket();
    socket.connect();
    return () => {
      socket.disconnect();
    };
  }, []);

  return null;
}
