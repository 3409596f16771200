import { Emitter } from '@socket.io/redis-emitter';
import type { Redis } from 'ioredis';
import { rooms, type ServerEventName, type ServerEventPayload, type ServerToClientEvents } from './events.js';

export interface RealtimeEmitter {
  toUser<E extends ServerEventName>(userId: string, event: E, payload: ServerEventPayload<E>): void;
  toSession<E extends ServerEventName>(sessionId: string, event: E, payload: ServerEventPayload<E>): void;
  toAdmins<E extends ServerEventName>(event: E, payload: ServerEventPayload<E>): void;
}

/** The Socket.IO adapter key; the api's adapter and every emitter must agree on it. */
export const socketKey = (prefix: string) => `${prefix}-socket.io`;

/** Emits to browser rooms through Redis, from any process (workers have no Socket.IO server). */
export function createRealtimeEmitter(redis: Redis, prefix: string): RealtimeEmitter {
  const emitter = new Emitter<ServerToClientEvents>(redis, { key: socketKey(prefix) });
  const emit = (room: string, event: ServerEventName, payload: unknown) =>
    (emitter.to(room) as unknown as { emit(e: string, p: unknown): void }).emit(event, payload);
  return {
    toUser: (userId, event, payload) => emit(rooms.user(userId), event, payload),
    toSession: (sessionId, event, payload) => emit(rooms.session(sessionId), event, payload),
    toAdmins: (event, payload) => emit(rooms.admin, event, payload),
  };
}
