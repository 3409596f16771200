import type { Db } from '../../db/client.js';
import type { Session, User } from '../../db/types.js';
import { AVATAR_COLUMNS } from '../avatars/present.js';
import { deductInTx, InsufficientCreditsError } from '../credits/index.js';
import { AppError, badRequest } from '../errors.js';
import { isPaid } from '../users.js';
import { findOwnSession, upgradeRequired } from './drafts.js';
import { ensureFreeTeam } from './free-team.js';
import { DEFAULT_QUESTIONS, FREE_QUESTION_LIMIT, MAX_SELECTED_AVATARS, ownQuestions, sessionCost, SETUP_MESSAGES } from './rules.js';
import { avatarDetail } from './snapshot.js';

export interface StartResult {
  session: Session;
  /** Credits charged by this call (0 when nothing was due or the session had already started). */
  charged: number;
  /** The balance after the charge; null when nothing was charged. */
  balance: number | null;
  /** True when the session was already started: this call changed nothing. */
  alreadyStarted: boolean;
}

export const startKey = (sessionId: string) => `session-start:${sessionId}`;

function chargeDescription(extra: number, premium: number): string {
  const parts = [extra ? `${extra} extra avatar(s)` : null, premium ? `${premium} premium avatar(s)` : null].filter(Boolean);
  return `Session start: ${parts.join(' and ')}`;
}

/**
 * Starts a draft, in one transaction: the session row is locked (a double click waits here and then
 * finds the session active), the cost is recomputed from the avatars and the user's plan (never taken
 * from the client), the credits are deducted under the key `session-start:{id}`, the participants are
 * snapshotted and the status becomes active. Short credits roll everything back.
 */
export async function startSession(db: Db, user: User, sessionId: string): Promise<StartResult> {
  return db.transaction().execute(async (trx) => {
    const s = await findOwnSession(trx, user.id, sessionId, { forUpdate: true });
    if (s.status !== 'draft') return { session: s, charged: 0, balance: null, alreadyStarted: true };

    const title = s.title?.trim();
    if (!title) throw badRequest('Please enter a session title.', 'title_required');
    if (!s.product_idea?.trim()) throw badRequest('Please describe your product idea.', 'product_idea_required');

    const paid = isPaid(user);
    const own = ownQuestions(s.key_questions ?? []);
    if (!paid && own.length > FREE_QUESTION_LIMIT) throw upgradeRequired(SETUP_MESSAGES.freeQuestions);
    // A free user's group is always the team the server drew, whatever the draft holds.
    const ids = paid ? s.selected_avatars : await ensureFreeTeam(trx, user.id);
    if (!ids.length) throw badRequest(SETUP_MESSAGES.selectAvatar, 'avatars_required');
    if (ids.length > MAX_SELECTED_AVATARS) throw badRequest(SETUP_MESSAGES.maxReached(MAX_SELECTED_AVATARS), 'too_many_avatars');

    const rows = await trx.selectFrom('avatars').select(AVATAR_COLUMNS).where('id', 'in', ids).where('is_active', '=', true).execute();
    if (rows.length !== ids.length) {
      throw badRequest('Some of the selected avatars are no longer available. Please choose again.', 'avatars_unavailable');
    }
    const byId = new Map(rows.map((r) => [r.id, r]));
    const avatars = ids.map((id) => byId.get(id)!);
    if (!paid && avatars.some((a) => a.is_premium)) throw upgradeRequired('Premium avatars need a paid plan.');

    const cost = sessionCost(
      avatars.map((a) => ({ isPremium: a.is_premium })),
      paid,
    );
    let balance: number | null = null;
    if (cost.total > 0) {
      try {
        const d = await deductInTx(trx, {
          userId: user.id,
          amount: cost.total,
          idempotencyKey: startKey(s.id),
          description: chargeDescription(cost.extraAvatars, cost.premiumAvatars),
          sessionId: s.id,
        });
        balance = d.balance;
      } catch (e) {
        if (e instanceof InsufficientCreditsError) {
          throw new AppError(402, 'insufficient_credits', SETUP_MESSAGES.insufficientCredits(cost.total, cost.chargedAvatars), {
            required: e.required,
            available: e.available,
          });
        }
        throw e;
      }
    }

    const questions = own.length ? own : [...DEFAULT_QUESTIONS];
    const now = new Date();
    const session = await trx
      .updateTable('sessions')
      .set({
        status: 'active',
        title,
        selected_avatars: ids,
        avatar_details: JSON.stringify(avatars.map(avatarDetail)),
        key_questions: JSON.stringify(questions),
        total_questions: questions.length,
        current_question: 1,
        start_cost: cost.total,
        started_at: now,
        last_saved_at: now,
        updated_at: now,
      })
      .where('id', '=', s.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { session, charged: cost.total, balance, alreadyStarted: false };
  });
}
