import type { Db } from '../db/client.js';
import type { User } from '../db/types.js';
import { AppError } from './errors.js';
import { insertOutbox, passwordResetEmail, verificationEmail } from './mail.js';
import { hashPassword, verifyPassword } from './passwords.js';
import type { Queues } from './queues/index.js';
import { consumeToken, issueToken } from './tokens.js';
import { findUserByEmail } from './users.js';
import { insertDelivery } from './webhooks.js';

interface AccountDeps {
  db: Db;
  queues: Queues;
  appUrl: string;
  newUserWebhookUrl?: string;
  affiliateUrl?: string;
}

const isUniqueViolation = (e: unknown) => (e as { code?: string })?.code === '23505';

/**
 * Creates an unverified account, its verification e-mail and the post-signup calls (new-user webhook,
 * affiliate tracking when a referral id exists) in one transaction; the jobs are enqueued after commit,
 * so a failing webhook or mail server never blocks or undoes a sign-up.
 */
export async function signUp(deps: AccountDeps, input: { email: string; password: string; fpTid?: string }): Promise<User> {
  const email = input.email.trim().toLowerCase();
  const passwordHash = await hashPassword(input.password);
  let user: User;
  let outboxId: string;
  const deliveryIds: string[] = [];
  try {
    ({ user, outboxId } = await deps.db.transaction().execute(async (trx) => {
      const created = await trx.insertInto('users').values({ email, password_hash: passwordHash }).returningAll().executeTakeFirstOrThrow();
      const token = await issueToken(trx, created.id, 'verify_email');
      const url = `${deps.appUrl}/api/auth/verify?token=${encodeURIComponent(token)}`;
      const id = await insertOutbox(trx, verificationEmail(email, url));
      deliveryIds.push(
        await insertDelivery(trx, {
          kind: 'webhook',
          calltype: 'new_user',
          url: deps.newUserWebhookUrl,
          payload: { email, name: email.split('@')[0], current_plan: 'free', calltype: 'new_user' },
        }),
      );
      if (input.fpTid) {
        deliveryIds.push(await insertDelivery(trx, { kind: 'affiliate', url: deps.affiliateUrl, payload: { email, tid: input.fpTid } }));
      }
      return { user: created, outboxId: id };
    }));
  } catch (e) {
    if (isUniqueViolation(e)) {
      throw new AppError(409, 'email_exists', 'An account with this email already exists. Please sign in instead.');
    }
    throw e;
  }
  await deps.queues.enqueue('notify-email', { outboxId });
  for (const deliveryId of deliveryIds) await deps.queues.enqueue('notify-webhook', { deliveryId });
  return user;
}

export async function verifyEmail(db: Db, token: string): Promise<boolean> {
  const userId = await consumeToken(db, token, 'verify_email');
  if (!userId) return false;
  await db.updateTable('users').set({ email_verified_at: new Date(), updated_at: new Date() }).where('id', '=', userId).execute();
  return true;
}

export type AuthResult = { ok: true; user: User } | { ok: false; reason: 'invalid' | 'unverified' };

// A fixed hash to verify against when the e-mail is unknown, so both paths take the same time.
let dummyHash: Promise<string> | null = null;

export async function authenticate(db: Db, email: string, password: string): Promise<AuthResult> {
  const user = await findUserByEmail(db, email);
  if (!user) {
    dummyHash ??= hashPassword('timing-equaliser');
    await verifyPassword(await dummyHash, password);
    return { ok: false, reason: 'invalid' };
  }
  if (!(await verifyPassword(user.password_hash, password))) return { ok: false, reason: 'invalid' };
  if (!user.email_verified_at) return { ok: false, reason: 'unverified' };
  return { ok: true, user };
}

/** Sends a reset link when the account exists; says nothing either way (no account enumeration). */
export async function requestPasswordReset(deps: AccountDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const outboxId = await deps.db.transaction().execute(async (trx) => {
    const token = await issueToken(trx, user.id, 'password_reset');
    return insertOutbox(trx, passwordResetEmail(user.email, `${deps.appUrl}/reset-password?token=${encodeURIComponent(token)}`));
  });
  await deps.queues.enqueue('notify-email', { outboxId });
}

/** Sets a new password from a reset token; the token works once. Returns the user, or null when invalid. */
export async function resetPassword(db: Db, token: string, password: string): Promise<User | null> {
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    const userId = await consumeToken(trx, token, 'password_reset');
    if (!userId) return null;
    // Following a link from the mailbox proves the address, so an unverified account becomes verified.
    const user = await trx
      .updateTable('users')
      .set((eb) => ({ password_hash: passwordHash, updated_at: new Date(), email_verified_at: eb.fn.coalesce('email_verified_at', eb.val(new Date())) }))
      .where('id', '=', userId)
      .returningAll()
      .executeTakeFirstOrThrow();
    // Other outstanding reset links die with this one.
    await trx.updateTable('auth_tokens').set({ used_at: new Date() }).where('user_id', '=', userId).where('kind', '=', 'password_reset').where('used_at', 'is', null).execute();
    return user;
  });
}
