import type { Server as HttpServer } from 'node:http';
import type { RequestHandler } from 'express';
import { createAdapter } from '@socket.io/redis-adapter';
import { Server } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '../core/events.js';
import { rooms } from '../core/events.js';
import { uuid } from '../core/http/contract.js';
import { createRedis } from '../core/redis.js';
import { loginRoom, socketKey } from '../core/realtime.js';
import type { Runtime } from '../core/runtime.js';
import { findUserById } from '../core/users.js';
import type { ApiMetrics } from './metrics.js';

export type IoServer = Server<ClientToServerEvents, ServerToClientEvents>;

/**
 * Socket.IO on the api process. The handshake runs the same login-session middleware as REST, so an
 * unauthenticated socket is refused and the socket acts as the same (possibly impersonated) user.
 */
export function createRealtime(rt: Runtime, http: HttpServer, loginSession: RequestHandler[], metrics: ApiMetrics): { io: IoServer; close(): Promise<void> } {
  const pub = createRedis(rt.config.REDIS_URL);
  const sub = pub.duplicate();
  sub.on('error', () => {});
  const appOrigin = new URL(rt.config.APP_URL).origin;
  const io: IoServer = new Server(http, {
    path: '/socket.io',
    serveClient: false,
    // Cross-site WebSocket hijacking: a page elsewhere could open a socket that carries the login
    // cookie (WebSockets ignore CORS). Browsers always send Origin, so one that isn't ours is refused;
    // clients without one (scripts, tests) are not browsers and carry only the cookie they were given.
    // Same origin is APP_URL, or the host the request was sent to (the Vite dev server's proxy).
    allowRequest: (req, callback) => {
      const origin = req.headers.origin;
      callback(null, origin === undefined || origin === appOrigin || URL.parse(origin)?.host === req.headers.host);
    },
    adapter: createAdapter(pub, sub, { key: socketKey(rt.config.QUEUE_PREFIX) }),
  });
  for (const mw of loginSession) io.engine.use(mw);

  io.use(async (socket, next) => {
    const req = socket.request as unknown as Express.Request & { sessionID?: string; session?: { impersonatingUserId?: string; passport?: { user?: string } } };
    const userId = req.session?.passport?.user;
    if (!userId) return next(new Error('unauthorized'));
    try {
      const real = await findUserById(rt.db, userId);
      if (!real) return next(new Error('unauthorized'));
      const actingId = real.is_admin && req.session?.impersonatingUserId ? req.session.impersonatingUserId : real.id;
      socket.data.userId = actingId;
      socket.data.isAdmin = real.is_admin && actingId === real.id;
      socket.data.loginSessionId = req.sessionID;
      next();
    } catch {
      next(new Error('unavailable'));
    }
  });

  io.on('connection', (socket) => {
    metrics.socketConnections.inc();
    socket.on('disconnect', () => metrics.socketConnections.dec());
    void socket.join(rooms.user(socket.data.userId));
    // Logout, the end of an impersonation and a password reset close the sockets of a login by this room.
    if (socket.data.loginSessionId) void socket.join(loginRoom(socket.data.loginSessionId));
    if (socket.data.isAdmin) void socket.join(rooms.admin);

    socket.on('session:join', async (payload, ack) => {
      const reply = typeof ack === 'function' ? ack : () => {};
      const parsed = uuid.safeParse(payload?.sessionId);
      if (!parsed.success) return reply({ ok: false, error: 'Session not found' });
      const sessionId = parsed.data;
      try {
        const owned = await rt.db.selectFrom('sessions').select('id').where('id', '=', sessionId).where('user_id', '=', socket.data.userId).executeTakeFirst();
        if (!owned) return reply({ ok: false, error: 'Session not found' });
        await socket.join(rooms.session(sessionId));
        reply({ ok: true });
      } catch {
        reply({ ok: false, error: 'Failed to load session' });
      }
    });
    socket.on('session:leave', (payload) => {
      if (typeof payload?.sessionId === 'string') void socket.leave(rooms.session(payload.sessionId));
    });
  });

  return {
    io,
    async close() {
      await new Promise<void>((resolve) => io.close(() => resolve()));
      pub.disconnect();
      sub.disconnect();
    },
  };
}
