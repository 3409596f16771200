import type { Redis } from 'ioredis';
import type { RealtimeEmitter } from '../core/realtime.js';

/** As long as the longest login session (its cookie's 14 days), refreshed at every sign-in. */
const INDEX_TTL_S = 14 * 24 * 3600;

/**
 * The login sessions of each account: connect-redis keeps sessions by id only, so this set per user
 * (session ids) is what lets a password reset end all the others, in every api process. Ids of
 * sessions that expired on their own linger in the set until the account's next sign-in prunes them;
 * deleting a key that is already gone is harmless.
 */
export function loginSessions(redis: Redis, prefix: string, emitter: RealtimeEmitter) {
  const sessionKey = (sid: string) => `${prefix}:login:${sid}`;
  const indexKey = (userId: string) => `${prefix}:login-index:${userId}`;

  return {
    async add(userId: string, sid: string): Promise<void> {
      await redis.multi().sadd(indexKey(userId), sid).expire(indexKey(userId), INDEX_TTL_S).exec();
      // Forget sessions that expired on their own, so the set stays as small as the live sessions.
      const sids = await redis.smembers(indexKey(userId));
      const alive = await Promise.all(sids.map((s) => redis.exists(sessionKey(s))));
      const gone = sids.filter((_, i) => !alive[i] && sids[i] !== sid);
      if (gone.length) await redis.srem(indexKey(userId), ...gone);
    },

    /** The session ended by its owner (logout): forget it and close its sockets. */
    async remove(userId: string, sid: string): Promise<void> {
      await redis.srem(indexKey(userId), sid);
      emitter.disconnectLogin(sid);
    },

    /** Signs the account out everywhere but `keepSid` (a reset or a change of password). */
    async endOthers(userId: string, keepSid?: string): Promise<number> {
      const sids = (await redis.smembers(indexKey(userId))).filter((sid) => sid !== keepSid);
      if (!sids.length) return 0;
      await redis
        .multi()
        .del(...sids.map(sessionKey))
        .srem(indexKey(userId), ...sids)
        .exec();
      for (const sid of sids) emitter.disconnectLogin(sid);
      return sids.length;
    },
  };
}

export type LoginSessions = ReturnType<typeof loginSessions>;
