import { io, type Socket } from 'socket.io-client';
// The one declaration of the realtime contract, shared with api and workers (types only: nothing from
// core is bundled).
import type { ClientToServerEvents, ServerToClientEvents } from '../../../core/events.js';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let socket: AppSocket | null = null;

/** The one shared connection (same origin, login cookie). Created lazily; connect() is the caller's call. */
export function getSocket(): AppSocket {
  if (!socket) {
    socket = io({ path: '/socket.io', withCredentials: true, autoConnect: false });
  }
  return socket;
}
