import { sql } from 'kysely';
import type { Db } from '../../db/client.js';
import type { CreditSource } from '../credits/index.js';
import type { AdminStats, LevelStats } from './contract.js';

export type { AdminStats } from './contract.js';

/** The recurring-revenue prices of docs/admin.md (Statistics), in cents: $29 per active pro, $99 per active enterprise. */
const MONTHLY_PRICE_CENTS: Record<string, number> = { pro: 2900, enterprise: 9900 };
const DAY_SECONDS = 86_400;
/** Paid months count in 30-day months, rounded up (docs/admin.md, Statistics). */
const MONTH_SECONDS = 30 * DAY_SECONDS;

const SOLD_SOURCES: CreditSource[] = ['subscription', 'top-up'];

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The Statistics tab. A subscription is active while its renewal date is in the future; a paid level's
 * months run from start_date to now in 30-day months rounded up. Every figure is one aggregate query.
 */
export async function computeStats(db: Db): Promise<AdminStats> {
  const level = sql<string>`coalesce(nullif(subscription_level, ''), 'free')`;
  const [levels, sessions, reports, credits, tokens] = await Promise.all([
    db
      .selectFrom('users')
      .select([
        level.as('level'),
        (eb) => eb.fn.countAll<number>().as('users'),
        sql<number>`count(*) filter (where renewal_date > now())`.as('active'),
        sql<number>`coalesce(sum(ceil(extract(epoch from now() - start_date) / ${MONTH_SECONDS})) filter (where start_date <= now()), 0)`.as('paid_months'),
      ])
      .groupBy(level)
      .orderBy('users', 'desc')
      .execute(),
    db
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('reports')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'ready')
      .where('is_sample', '=', false)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('credit_transactions')
      .select([
        // Sold = allocated by a payment (plan renewals and top-ups); admin grants are gifts, not sales.
        sql<number>`coalesce(sum(credits) filter (where transaction_type = 'allocated' and source in (${sql.join(SOLD_SOURCES)})), 0)`.as('sold'),
        sql<number>`coalesce(sum(-credits) filter (where transaction_type = 'used'), 0)`.as('used'),
        sql<number>`coalesce(sum(credits) filter (where transaction_type = 'refunded'), 0)`.as('refunded'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('avatar_responses')
      .select([sql<number>`coalesce(sum(tokens_in), 0)`.as('input'), sql<number>`coalesce(sum(tokens_out), 0)`.as('output')])
      .executeTakeFirstOrThrow(),
  ]);

  const byLevel: LevelStats[] = levels.map((r) => ({
    level: r.level,
    users: Number(r.users),
    activeSubscriptions: r.level === 'free' ? 0 : Number(r.active),
    paidMonths: r.level === 'free' ? 0 : Number(r.paid_months),
  }));
  const totalUsers = byLevel.reduce((n, l) => n + l.users, 0);
  const priced = byLevel.filter((l) => MONTHLY_PRICE_CENTS[l.level] !== undefined);
  const mrrCents = priced.reduce((n, l) => n + l.activeSubscriptions * MONTHLY_PRICE_CENTS[l.level]!, 0);
  const revenueCents = priced.reduce((n, l) => n + l.paidMonths * MONTHLY_PRICE_CENTS[l.level]!, 0);
  const focusGroups = Number(sessions.n);
  const input = Number(tokens.input);
  const output = Number(tokens.output);

  return {
    users: { total: totalUsers, byLevel },
    activeSubscriptions: byLevel.reduce((n, l) => n + l.activeSubscriptions, 0),
    monthlyRecurringRevenue: mrrCents / 100,
    paidMonths: byLevel.reduce((n, l) => n + l.paidMonths, 0),
    subscriptionRevenue: revenueCents / 100,
    focusGroups,
    averageFocusGroupsPerUser: totalUsers ? round2(focusGroups / totalUsers) : 0,
    reports: Number(reports.n),
    creditsSold: Number(credits.sold),
    creditsUsed: Number(credits.used) - Number(credits.refunded),
    llmTokens: { input, output, total: input + output },
    generatedAt: new Date().toISOString(),
  };
}
