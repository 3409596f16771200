import { Redis, type RedisOptions } from 'ioredis';
import type { ConnectionOptions } from 'bullmq';

/** Connection settings for BullMQ (it opens its own connections from these). */
export function bullConnection(url: string): ConnectionOptions {
  const u = new URL(url);
  return {
    host: u.hostname,
    port: Number(u.port || 6379),
    username: u.username || undefined,
    password: u.password ? decodeURIComponent(u.password) : undefined,
    db: u.pathname.length > 1 ? Number(u.pathname.slice(1)) : 0,
    tls: u.protocol === 'rediss:' ? {} : undefined,
    maxRetriesPerRequest: null,
  };
}

/** A general-purpose client; it reconnects forever with a capped backoff when Redis restarts. */
export function createRedis(url: string, opts: RedisOptions = {}): Redis {
  const client = new Redis(url, {
    retryStrategy: (times) => Math.min(times * 200, 2000),
    ...opts,
  });
  client.on('error', () => {});
  return client;
}
