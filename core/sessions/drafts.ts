import type { Db } from '../../db/client.js';
import type { Session, User } from '../../db/types.js';
import { AVATAR_COLUMNS, presentAvatar } from '../avatars/present.js';
import { AppError, conflict, notFound } from '../errors.js';
import { isPaid } from '../users.js';
import type { SessionWithAvatarsDto } from './dto.js';
import { ensureFreeTeam } from './free-team.js';
import { presentSession } from './present.js';
import { FREE_QUESTION_LIMIT, MAX_SELECTED_AVATARS, SETUP_MESSAGES } from './rules.js';
import type { SessionDraftInput } from './schemas.js';

export const upgradeRequired = (message: string) => new AppError(403, 'upgrade_required', message);

/** Owner-only: another user's session answers exactly like a missing one. */
export async function findOwnSession(db: Db, userId: string, id: string, opts: { forUpdate?: boolean } = {}): Promise<Session> {
  let q = db.selectFrom('sessions').selectAll().where('id', '=', id).where('user_id', '=', userId);
  if (opts.forUpdate) q = q.forUpdate();
  const s = await q.executeTakeFirst();
  if (!s) throw notFound('Session not found');
  return s;
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id) => b.includes(id));

/**
 * The plan rules a draft must respect on every save, not only at start: a free user keeps the team the
 * server drew for them and at most 5 questions; a paid user picks at most 15 active avatars.
 */
async function checkSelection(db: Db, user: User, input: Pick<SessionDraftInput, 'keyQuestions' | 'selectedAvatars'>): Promise<void> {
  const paid = isPaid(user);
  if (!paid && input.keyQuestions && input.keyQuestions.length > FREE_QUESTION_LIMIT) throw upgradeRequired(SETUP_MESSAGES.freeQuestions);
  const ids = input.selectedAvatars;
  if (!ids?.length) return;
  if (!paid) {
    if (!sameSet(ids, await ensureFreeTeam(db, user.id))) throw upgradeRequired(SETUP_MESSAGES.customAvatars);
    return;
  }
  if (ids.length > MAX_SELECTED_AVATARS) throw new AppError(400, 'too_many_avatars', SETUP_MESSAGES.maxReached(MAX_SELECTED_AVATARS));
  const found = await db.selectFrom('avatars').select('id').where('id', 'in', ids).where('is_active', '=', true).execute();
  if (found.length !== ids.length) {
    throw new AppError(400, 'avatars_unavailable', 'Some of the selected avatars are no longer available. Please choose again.');
  }
}

function draftColumns(input: SessionDraftInput) {
  return {
    ...(input.title !== undefined && { title: input.title }),
    ...(input.productIdea !== undefined && { product_idea: input.productIdea }),
    ...(input.targetAudience !== undefined && { target_audience: input.targetAudience }),
    ...(input.keyQuestions !== undefined && { key_questions: JSON.stringify(input.keyQuestions) }),
    ...(input.keyQuestionKinds !== undefined && { key_question_kinds: JSON.stringify(input.keyQuestionKinds) }),
    ...(input.briefPrice !== undefined && { brief_price: input.briefPrice === null ? null : JSON.stringify(input.briefPrice) }),
    ...(input.additionalContext !== undefined && { additional_context: input.additionalContext }),
    ...(input.tags !== undefined && { tags: input.tags }),
    ...(input.selectedAvatars !== undefined && { selected_avatars: input.selectedAvatars }),
  };
}

/** The session with its selected avatars in selection order (retired ones left out). */
export async function withAvatars(db: Db, s: Session): Promise<SessionWithAvatarsDto> {
  const ids = s.selected_avatars ?? [];
  const rows = ids.length ? await db.selectFrom('avatars').select(AVATAR_COLUMNS).where('id', 'in', ids).execute() : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const avatars = ids.flatMap((id) => {
    const row = byId.get(id);
    return row && (row.is_active || s.status !== 'draft') ? [presentAvatar(row)] : [];
  });
  return { ...presentSession(s), avatars };
}

export async function createDraft(db: Db, user: User, input: SessionDraftInput): Promise<Session> {
  await checkSelection(db, user, input);
  const now = new Date();
  return db
    .insertInto('sessions')
    .values({ user_id: user.id, ...draftColumns(input), status: 'draft', last_saved_at: now, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateDraft(db: Db, user: User, id: string, input: SessionDraftInput): Promise<Session> {
  return db.transaction().execute(async (trx) => {
    const s = await findOwnSession(trx, user.id, id, { forUpdate: true });
    if (s.status !== 'draft') throw conflict('This session has already started and can no longer be edited.', 'session_started');
    await checkSelection(trx, user, input);
    const now = new Date();
    return trx
      .updateTable('sessions')
      .set({ ...draftColumns(input), last_saved_at: now, updated_at: now })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

export function listSessions(db: Db, userId: string, status?: Session['status']): Promise<Session[]> {
  let q = db.selectFrom('sessions').selectAll().where('user_id', '=', userId).where('archived', '=', false);
  if (status) q = q.where('status', '=', status);
  return q.orderBy('updated_at', 'desc').orderBy('id').limit(100).execute();
}

/** What the Choose Session Option dialog offers to reopen: the latest draft or active session. */
export function currentSession(db: Db, userId: string): Promise<Session | undefined> {
  return db
    .selectFrom('sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('archived', '=', false)
    .where('status', 'in', ['draft', 'active'])
    .orderBy('updated_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export const DELETE_WHILE_GENERATING = 'A report for this session is being generated. Please wait until it finishes, then delete the session.';

/**
 * Deletes a session and, by cascade, its reports. Refused while a report generates: the report's 5
 * credits are in flight (charged, not yet delivered), and deleting the row under the job would leave
 * them neither spent on a report nor refunded. The session row is locked like report requests lock
 * it, so a report cannot start between the check and the delete.
 */
export async function deleteSession(db: Db, userId: string, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const session = await trx.selectFrom('sessions').select('id').where('id', '=', id).where('user_id', '=', userId).forUpdate().executeTakeFirst();
    if (!session) throw notFound('Session not found');
    const generating = await trx.selectFrom('reports').select('id').where('session_id', '=', id).where('status', '=', 'generating').executeTakeFirst();
    if (generating) throw conflict(DELETE_WHILE_GENERATING, 'report_generating');
    await trx.deleteFrom('sessions').where('id', '=', id).execute();
  });
}
