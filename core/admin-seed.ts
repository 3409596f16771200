import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client.js';
import { hashPassword } from './passwords.js';

/**
 * Creates the first admin when no admin exists. The password comes from ADMIN_PASSWORD, or is generated
 * and returned so the caller can print it once (it is stored only as a hash).
 */
export async function seedFirstAdmin(db: Db, opts: { email?: string; password?: string }): Promise<{ email: string; generatedPassword?: string } | null> {
  const existing = await db.selectFrom('users').select('id').where('is_admin', '=', true).limit(1).executeTakeFirst();
  if (existing) return null;
  const email = (opts.email ?? 'admin@focusgroup.local').toLowerCase();
  const generatedPassword = opts.password ? undefined : randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(opts.password ?? generatedPassword!);
  await db
    .insertInto('users')
    .values({
      email,
      password_hash: passwordHash,
      full_name: 'Administrator',
      first_name: 'Administrator',
      is_admin: true,
      email_verified_at: new Date(),
    })
    .onConflict((oc) => oc.column('email').doUpdateSet({ is_admin: true, email_verified_at: new Date() }))
    .execute();
  return { email, generatedPassword };
}
