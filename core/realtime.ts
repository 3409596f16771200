import { createHash } from 'node:crypto';
import { Emitter } from '@socket.io/redis-emitter';
import type { Redis } from 'ioredis';
import { rooms, type ServerEventName, type ServerEventPayload, type ServerToClientEvents } from './events.js';

export interface RealtimeEmitter {
  toUser<E extends ServerEventName>(userId: string, event: E, payload: ServerEventPayload<E>): void;
  toSession<E extends ServerEventName>(sessionId: string, event: E, payload: ServerEventPayload<E>): void;
  toAdmins<E extends ServerEventName>(event: E, payload: ServerEventPayload<E>): void;
  /** Closes every socket opened with this login session, on whichever api process holds it. */
  disconnectLogin(loginSessionId: string): void;
}

/**
 * The room of the sockets opened with one login session. Named by a hash: room names travel through
 * Redis and logs, and the session id is a bearer secret.
 */
export const loginRoom = (loginSessionId: string) => `login:${createHash('sha256').update(loginSessionId).digest('hex').slice(0, 32)}`;

/** The Socket.IO adapter key; the api's adapter and every emitter must agree on it. */
export const socketKey = (prefix: string) => `${prefix}-socket.io`;

/** Emits to browser rooms through Redis, from any process (workers have no Socket.IO server). */
export function createRealtimeEmitter(redis: Redis, prefix: string): RealtimeEmitter {
  const emitter = new Emitter<ServerToClientEvents>(redis, { key: socketKey(prefix) });
  const emit = (room: string, event: ServerEventName, payload: unknown) => (emitter.to(room) as unknown as { emit(e: string, p: unknown): void }).emit(event, payload);
  return {
    toUser: (userId, event, payload) => emit(rooms.user(userId), event, payload),
    toSession: (sessionId, event, payload) => emit(rooms.session(sessionId), event, payload),
    toAdmins: (event, payload) => emit(rooms.admin, event, payload),
    disconnectLogin: (loginSessionId) => emitter.in(loginRoom(loginSessionId)).disconnectSockets(true),
  };
}
