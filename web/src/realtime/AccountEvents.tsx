import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queries } from '../api/query-keys';
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
  const queryClient = useQueryClient();

  useSocketEvent('credits:changed', ({ balance }) => setCredits(balance), { resync: () => void refresh() });
  // The profile is the user row too (an admin may have renamed them): the Edit Profile dialog reads it again.
  useSocketEvent('user:updated', () => {
    void refresh();
    void queryClient.invalidateQueries({ queryKey: queries.account.profile().queryKey });
  });

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
