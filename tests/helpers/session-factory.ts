import type { Db } from '../../db/client.js';
import { avatarDetail } from '../../core/sessions/snapshot.js';
import type { Avatar, Session, User } from '../../db/types.js';

export interface SessionOptions {
  title?: string;
  productIdea?: string;
  keyQuestions?: string[];
  status?: Session['status'];
  tags?: string[];
}

/**
 * A started session owned by `user` with `avatars` (tests/helpers/avatar-factory.ts) as its group: what
 * POST /api/sessions/:id/start leaves behind, without the credits it charges.
 */
export async function buildActiveSession(db: Db, user: Pick<User, 'id'>, avatars: Avatar[], opts: SessionOptions = {}): Promise<Session> {
  const keyQuestions = opts.keyQuestions ?? ['What is your first impression of this concept?', 'What concerns would you have?', 'What would convince you to purchase it?'];
  return db
    .insertInto('sessions')
    .values({
      user_id: user.id,
      title: opts.title ?? 'MealMate',
      product_idea: opts.productIdea ?? 'A weekly meal-kit subscription for busy parents with 15-minute recipes.',
      target_audience: 'Working parents',
      additional_context: 'Launching in the US first.',
      key_questions: JSON.stringify(keyQuestions),
      tags: opts.tags ?? ['food', 'family'],
      selected_avatars: avatars.map((a) => a.id),
      avatar_details: JSON.stringify(avatars.map(avatarDetail)),
      status: opts.status ?? 'active',
      total_questions: keyQuestions.length || 5,
      started_at: new Date(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
