import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ServerEventName, ServerEventPayload } from '../../../core/events.js';
import { getSocket } from './socket';

export interface SocketEventOptions {
  /** Reads the state again after a reconnect: events sent while the socket was down are not replayed. */
  resync?: () => void;
  /** Queries to read again after a reconnect (the same reason as `resync`). */
  invalidates?: readonly QueryKey[];
  /** Listens only while true (default true). */
  enabled?: boolean;
}

/**
 * Listens to one server event on the shared socket for as long as the component is mounted. The
 * handler and options are read through a ref, so a new closure on every render neither resubscribes
 * nor misses an event. A `connect` after this listener has seen the socket connected is a reconnect:
 * `resync` runs and `invalidates` are refetched.
 */
export function useSocketEvent<E extends ServerEventName>(event: E, handler: (payload: ServerEventPayload<E>) => void, options: SocketEventOptions = {}): void {
  const queryClient = useQueryClient();
  const latest = useRef({ handler, options });
  latest.current = { handler, options };
  const enabled = options.enabled ?? true;

  useEffect(() => {
    if (!enabled) return;
    const socket = getSocket();
    let connectedBefore = socket.connected;
    // One catch-all listener filtered by name: the event's payload type follows from the name, which a
    // listener registered with a generic `socket.on(event, ...)` cannot express without a cast.
    const listener = (name: string, payload: ServerEventPayload<E>) => {
      if (name === event) latest.current.handler(payload);
    };
    const onConnect = () => {
      if (connectedBefore) {
        const { resync, invalidates = [] } = latest.current.options;
        resync?.();
        for (const queryKey of invalidates) void queryClient.invalidateQueries({ queryKey });
      }
      connectedBefore = true;
    };
    socket.onAny(listener);
    socket.on('connect', onConnect);
    return () => {
      socket.offAny(listener);
      socket.off('connect', onConnect);
    };
  }, [event, enabled, queryClient]);
}
