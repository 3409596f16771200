import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerEventName, ServerToClientEvents } from '../../core/events.js';
import type { TestClient } from './client.js';

export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface RecordedEvent {
  event: ServerEventName;
  payload: any;
  at: number;
}

/** A Socket.IO client authenticated like the browser: with the login cookie of `client` (or none). */
export function connectSocket(url: string, client?: TestClient): TestSocket {
  const cookie = client?.cookieHeader();
  return io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    extraHeaders: cookie ? { cookie } : {},
    reconnection: false,
    forceNew: true,
  });
}

/** Resolves once connected; rejects with the server's refusal (e.g. "unauthorized"). */
export function connected(socket: TestSocket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (err) => reject(err));
  });
}

export function joinSession(socket: TestSocket, sessionId: string): Promise<{ ok: boolean; error?: string }> {
  return new Promise((resolve) => socket.emit('session:join', { sessionId }, resolve));
}

/** Records every server event in arrival order. */
export function recordEvents(socket: TestSocket): RecordedEvent[] {
  const events: RecordedEvent[] = [];
  socket.onAny((event: ServerEventName, payload: unknown) => events.push({ event, payload, at: Date.now() }));
  return events;
}
