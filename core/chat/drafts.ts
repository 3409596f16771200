import type { Redis } from 'ioredis';

/** The text streamed so far by one running reply. */
export interface ReplyDraft {
  runId: string;
  /** Number of deltas in `text`; the next delta event carries seq + 1. */
  seq: number;
  text: string;
}

// A draft outlives a crashed run only briefly: the re-run overwrites it, and the expiry cleans up a
// question nobody will finish.
const DRAFT_TTL_S = 15 * 60;

/**
 * Streaming drafts in Redis, one hash per question. A draft is written before its delta is emitted,
 * so a browser that joins the room and then reads the drafts over REST misses nothing: every delta is
 * either in the draft it reads or in an event it receives afterwards (it drops seq <= draft.seq).
 */
export function replyDrafts(redis: Redis, prefix: string) {
  const key = (questionId: string) => `${prefix}:reply-draft:${questionId}`;
  return {
    async write(questionId: string, avatarId: string, draft: ReplyDraft): Promise<void> {
      await redis.hset(key(questionId), avatarId, JSON.stringify(draft));
      // The expiry belongs to the hash and survives later writes: set it when a run starts.
      if (draft.seq === 0) await redis.expire(key(questionId), DRAFT_TTL_S);
    },
    async clear(questionId: string, avatarId: string): Promise<void> {
      await redis.hdel(key(questionId), avatarId);
    },
    async forQuestion(questionId: string): Promise<Map<string, ReplyDraft>> {
      const all = await redis.hgetall(key(questionId));
      const out = new Map<string, ReplyDraft>();
      for (const [avatarId, raw] of Object.entries(all)) {
        try {
          out.set(avatarId, JSON.parse(raw) as ReplyDraft);
        } catch {
          // A corrupt entry is only a lost preview; the stored answer is what counts.
        }
      }
      return out;
    },
  };
}

export type ReplyDrafts = ReturnType<typeof replyDrafts>;
