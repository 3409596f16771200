import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../helpers/app.js';
import type { TestClient } from '../../helpers/client.js';
import { buildUser, signedInUser } from '../../helpers/factories.js';

let app: TestApp;
let admin: TestClient;
beforeAll(async () => {
  app = await startTestApp();
  ({ client: admin } = await signedInUser(app, { admin: true }));
});
afterAll(async () => {
  await app?.close();
});

const days = (n: number) => new Date(Date.now() + n * 86_400_000);

async function subscriber(plan: string, renewalInDays: number | null, startedDaysAgo: number | null) {
  const u = await buildUser(app.rt.db, { plan });
  await app.rt.db
    .updateTable('users')
    .set({ renewal_date: renewalInDays === null ? null : days(renewalInDays), start_date: startedDaysAgo === null ? null : days(-startedDaysAgo) })
    .where('id', '=', u.id)
    .execute();
  return u;
}

async function avatar(name: string, fields: { gender: string; income_bracket: string; job_title: string }) {
  return app.rt.db
    .insertInto('avatars')
    .values({ name, ...fields })
    .returning('id')
    .executeTakeFirstOrThrow();
}

describe('Statistics tab', () => {
  it('computes the documented formulas: levels, active subscriptions, recurring revenue, paid months, averages, credits, tokens', async () => {
    await subscriber('pro', 10, 45); // active, ceil(45/30) = 2 paid months
    await subscriber('pro', -1, 95); // lapsed, ceil(95/30) = 4
    await subscriber('enterprise', 20, 29); // active, 1
    await subscriber('enterprise', 5, 61); // active, 3
    await subscriber('free', null, null);
    const blank = await subscriber('free', 30, 200); // a free user's dates never count
    await app.rt.db.updateTable('users').set({ subscription_level: '' }).where('id', '=', blank.id).execute();

    const owner = await buildUser(app.rt.db, { plan: 'pro' }); // not active: no renewal date
    const sessions = await app.rt.db
      .insertInto('sessions')
      .values([{ user_id: owner.id }, { user_id: owner.id }, { user_id: owner.id }])
      .returning('id')
      .execute();
    const s = sessions[0]!.id;
    await app.rt.db
      .insertInto('reports')
      .values([
        { session_id: s, user_id: owner.id, version: 1, status: 'ready' },
        { session_id: s, user_id: owner.id, version: 2, status: 'ready' },
        { session_id: s, user_id: owner.id, version: 3, status: 'generating' },
        { session_id: s, user_id: owner.id, version: 4, status: 'ready', is_sample: true },
      ])
      .execute();
    const tx = (credits: number, type: 'allocated' | 'used' | 'refunded', source: string | null = null) => ({
      user_id: owner.id,
      credits,
      transaction_type: type,
      remaining_credits: type === 'allocated' ? credits : null,
      source,
    });
    await app.rt.db
      .insertInto('credit_transactions')
      .values([tx(100, 'allocated', 'subscription'), tx(50, 'allocated', 'top-up'), tx(20, 'allocated', 'admin-grant'), tx(-5, 'used'), tx(-2, 'used'), tx(2, 'refunded')])
      .execute();
    const a = await avatar('Tok', { gender: 'female', income_bracket: 'under-25k', job_title: 'Nurse' });
    const q = await app.rt.db.insertInto('questions').values({ session_id: s, question_text: 'Q?', question_number: 1 }).returning('id').executeTakeFirstOrThrow();
    await app.rt.db.insertInto('avatar_responses').values({ question_id: q.id, session_id: s, avatar_id: a.id, response_text: 'A', tokens_in: 110, tokens_out: 55 }).execute();

    const res = await admin.get('/api/admin/stats');
    expect(res.status).toBe(200);
    const stats = res.body;
    // 7 subscribers and owners above + the signed-in admin (free).
    expect(stats.users.total).toBe(8);
    const level = (l: string) => stats.users.byLevel.find((x: { level: string }) => x.level === l);
    expect(level('free')).toMatchObject({ users: 3, activeSubscriptions: 0, paidMonths: 0 });
    expect(level('pro')).toMatchObject({ users: 3, activeSubscriptions: 1, paidMonths: 6 });
    expect(level('enterprise')).toMatchObject({ users: 2, activeSubscriptions: 2, paidMonths: 4 });
    expect(stats.activeSubscriptions).toBe(3);
    expect(stats.monthlyRecurringRevenue).toBe(29 + 2 * 99);
    expect(stats.paidMonths).toBe(10);
    expect(stats.subscriptionRevenue).toBe(6 * 29 + 4 * 99);
    expect(stats.focusGroups).toBe(3);
    expect(stats.averageFocusGroupsPerUser).toBe(0.38); // 3 / 8 = 0.375, two decimals
    expect(stats.reports).toBe(2);
    expect(stats.creditsSold).toBe(150);
    expect(stats.creditsUsed).toBe(5);
    expect(stats.llmTokens).toEqual({ input: 110, output: 55, total: 165 });
  });

  it('lists every queue with its workers and job rates', async () => {
    const res = await admin.get('/api/admin/stats/queues');
    expect(res.status).toBe(200);
    expect(res.body.queues.map((q: { queue: string }) => q.queue)).toEqual(['avatar-reply', 'report', 'pdf', 'avatar-batch', 'notify', 'maintenance']);
    expect(res.body.workers).toBe(0);
    expect(res.body.queues[0]).toMatchObject({ workers: 0, waiting: 0, active: 0, completedPerMinute: 0, failedPerMinute: 0 });
  });
});

describe('Focus Group Analytics tab', () => {
  it('shows the latest questions and responses of all users, joined, and filters by participant', async () => {
    const owner = await buildUser(app.rt.db);
    const session = await app.rt.db
      .insertInto('sessions')
      .values({ user_id: owner.id, title: 'Smart mug', product_idea: 'A mug that keeps tea warm' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const nurse = await avatar('Nora Nurse', { gender: 'female', income_bracket: '50k-75k', job_title: 'Registered Nurse' });
    const coder = await avatar('Carl Coder', { gender: 'male', income_bracket: 'over-150k', job_title: 'Software Engineer' });
    const [q1, q2] = await app.rt.db
      .insertInto('questions')
      .values([
        { session_id: session.id, question_text: 'First impression?', question_number: 1, created_at: days(-0.002) },
        { session_id: session.id, question_text: 'Would you buy it?', question_number: 2 },
      ])
      .returning('id')
      .execute();
    await app.rt.db
      .insertInto('avatar_responses')
      .values([
        { question_id: q1!.id, session_id: session.id, avatar_id: nurse.id, response_text: 'Handy on night shifts.', created_at: days(-0.0015) },
        { question_id: q1!.id, session_id: session.id, avatar_id: coder.id, response_text: 'Needs an app.', created_at: days(-0.001) },
        { question_id: q2!.id, session_id: session.id, avatar_id: coder.id, response_text: 'Yes, at $49.', created_at: days(-0.0005) },
        { question_id: q2!.id, session_id: session.id, avatar_id: nurse.id, response_text: '', status: 'skipped' },
      ])
      .execute();

    const all = (await admin.get('/api/admin/analytics')).body;
    const mine = all.questions.filter((q: { session: { id: string } }) => q.session.id === session.id);
    expect(mine.map((q: { text: string }) => q.text)).toEqual(['Would you buy it?', 'First impression?']);
    expect(mine[1]).toMatchObject({ questionNumber: 1, responseCount: 2, session: { title: 'Smart mug', productIdea: 'A mug that keeps tea warm', userEmail: owner.email } });
    const replies = all.responses.filter((r: { session: { id: string } }) => r.session.id === session.id);
    expect(replies).toHaveLength(3); // the skipped reply has no text to show
    expect(replies[0]).toMatchObject({
      text: 'Yes, at $49.',
      question: { number: 2, text: 'Would you buy it?' },
      session: { title: 'Smart mug' },
      avatar: { name: 'Carl Coder', jobTitle: 'Software Engineer' },
    });

    const women = (await admin.get('/api/admin/analytics?gender=female&income=all&expertise=')).body;
    expect(women.responses.filter((r: { session: { id: string } }) => r.session.id === session.id).map((r: { text: string }) => r.text)).toEqual(['Handy on night shifts.']);
    expect(women.questions.filter((q: { session: { id: string } }) => q.session.id === session.id).map((q: { text: string }) => q.text)).toEqual(['First impression?']);

    const engineers = (await admin.get('/api/admin/analytics?expertise=ENGINEER')).body;
    expect(engineers.responses.every((r: { avatar: { name: string } }) => r.avatar.name === 'Carl Coder')).toBe(true);
    const rich = (await admin.get('/api/admin/analytics?income=over-150k&gender=female')).body;
    expect(rich.responses.filter((r: { session: { id: string } }) => r.session.id === session.id)).toEqual([]);

    const bad = await admin.get('/api/admin/analytics?gender=robot');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/^gender: /);
  });

  it('caps the logs at the latest 100 questions and 200 responses', async () => {
    const owner = await buildUser(app.rt.db);
    const session = await app.rt.db.insertInto('sessions').values({ user_id: owner.id }).returning('id').executeTakeFirstOrThrow();
    const a = await avatar('Many', { gender: 'other', income_bracket: '25k-50k', job_title: 'Clerk' });
    const b = await avatar('More', { gender: 'other', income_bracket: '25k-50k', job_title: 'Clerk' });
    const qs = await app.rt.db
      .insertInto('questions')
      .values(Array.from({ length: 110 }, (_, i) => ({ session_id: session.id, question_text: `Q${i}`, question_number: i + 1 })))
      .returning('id')
      .execute();
    await app.rt.db
      .insertInto('avatar_responses')
      .values(qs.flatMap((q) => [a, b].map((av) => ({ question_id: q.id, session_id: session.id, avatar_id: av.id, response_text: 'ok' }))))
      .execute();
    const res = (await admin.get('/api/admin/analytics')).body;
    expect(res.questions).toHaveLength(100);
    expect(res.responses).toHaveLength(200);
  });
});
