import type { Redis } from 'ioredis';
import { createDb, type Db } from '../db/client.js';
import type { Config } from './config.js';
import { createLogger, type Logger } from './logger.js';
import { createQueues, type Queues } from './queues/index.js';
import { bullConnection, createRedis } from './redis.js';
import { createRealtimeEmitter, type RealtimeEmitter } from './realtime.js';
import { createDiskStorage, type Storage } from './storage.js';

/** The shared resources of a process (api or worker). Each entry point creates exactly one. */
export interface Runtime {
  config: Config;
  logger: Logger;
  db: Db;
  redis: Redis;
  queues: Queues;
  emitter: RealtimeEmitter;
  storage: Storage;
  close(): Promise<void>;
}

export function createRuntime(config: Config, role: 'api' | 'worker' | 'test' = 'api'): Runtime {
  const logger = createLogger(config.LOG_LEVEL, { role });
  const db = createDb(config.DATABASE_URL, config.DATABASE_POOL_SIZE);
  const redis = createRedis(config.REDIS_URL);
  const queues = createQueues(bullConnection(config.REDIS_URL), config.QUEUE_PREFIX);
  const emitter = createRealtimeEmitter(redis, config.QUEUE_PREFIX);
  const storage = createDiskStorage(config.STORAGE_DIR);
  return {
    config,
    logger,
    db,
    redis,
    queues,
    emitter,
    storage,
    async close() {
      await queues.close();
      redis.disconnect();
      await db.destroy();
    },
  };
}
