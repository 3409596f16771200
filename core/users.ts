import type { Db } from '../db/client.js';
import type { User } from '../db/types.js';
import type { UserDto } from './users-contract.js';

export type { UserDto } from './users-contract.js';

export function presentUser(u: User): UserDto {
  return {
    id: u.id,
    email: u.email,
    fullName: u.full_name,
    firstName: u.first_name,
    lastName: u.last_name,
    avatarUrl: u.avatar_url,
    subscriptionLevel: u.subscription_level || 'free',
    subscriptionStatus: u.subscription_status,
    credits: u.credits,
    renewalDate: u.renewal_date ? u.renewal_date.toISOString() : null,
    isAdmin: u.is_admin,
    createdAt: u.created_at.toISOString(),
  };
}

/** Free users are those whose level is free or missing (docs/accounts-plans-credits.md: missing counts as free). */
export const isPaid = (u: Pick<User, 'subscription_level'>) => !!u.subscription_level && u.subscription_level !== 'free';

export function findUserById(db: Db, id: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
}

export const displayName = (u: Pick<User, 'full_name' | 'email'>) => u.full_name?.trim() || u.email;
