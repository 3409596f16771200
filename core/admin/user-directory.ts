import type { Db } from '../../db/client.js';
import type { User } from '../../db/types.js';
import type { AdminUserDto, UserPage } from './contract.js';

export type { AdminUserDto, UserPage } from './contract.js';

export function presentAdminUser(
  u: Pick<User, 'id' | 'email' | 'full_name' | 'subscription_level' | 'credits' | 'renewal_date' | 'start_date' | 'created_at' | 'is_admin'>,
): AdminUserDto {
  return {
    id: u.id,
    email: u.email,
    fullName: u.full_name,
    subscriptionLevel: u.subscription_level || 'free',
    credits: u.credits,
    renewalDate: u.renewal_date?.toISOString() ?? null,
    startDate: u.start_date?.toISOString() ?? null,
    createdAt: u.created_at.toISOString(),
    isAdmin: u.is_admin,
  };
}

/** LIKE treats % and _ as wildcards; an admin searching for "a_b" means the literal text. */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Users newest first (docs/admin.md, Users and impersonation), filtered by a substring of the e-mail or name. */
export async function listUsers(db: Db, opts: { search?: string; page: number; pageSize: number }): Promise<UserPage> {
  const pattern = opts.search ? `%${escapeLike(opts.search)}%` : null;
  let q = db.selectFrom('users');
  if (pattern) q = q.where((eb) => eb.or([eb('email', 'ilike', pattern), eb('full_name', 'ilike', pattern)]));
  const [rows, count] = await Promise.all([
    q
      .select(['id', 'email', 'full_name', 'subscription_level', 'credits', 'renewal_date', 'start_date', 'created_at', 'is_admin'])
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(opts.pageSize)
      .offset((opts.page - 1) * opts.pageSize)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(presentAdminUser), total: Number(count.n), page: opts.page, pageSize: opts.pageSize };
}
