import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/client.js';
import type { AvatarDetail, Database } from '../../db/types.js';
import { DASHBOARD_LIMIT, DEFAULT_PARTICIPANTS, type DashboardDto, type DashboardSession } from './contract.js';

type Eb = ExpressionBuilder<Database, 'sessions'>;

// A report that exists for a session: ready, or being generated (a failed one was refunded and does
// not count, so the session is ready for a report again).
const hasReport = (eb: Eb) =>
  eb.exists(eb.selectFrom('reports').select('reports.id').whereRef('reports.session_id', '=', 'sessions.id').where('reports.status', 'in', ['ready', 'generating']));

function baseQuery(db: Db, userId: string) {
  return db
    .selectFrom('sessions')
    .select((eb) => [
      'sessions.id',
      'sessions.title',
      'sessions.session_type',
      'sessions.status',
      'sessions.avatar_details',
      'sessions.selected_avatars',
      'sessions.total_questions',
      'sessions.updated_at',
      eb.selectFrom('questions').select(eb.fn.countAll<number>().as('n')).whereRef('questions.session_id', '=', 'sessions.id').as('asked'),
    ])
    .where('sessions.user_id', '=', userId)
    .where('sessions.archived', '=', false)
    .orderBy('sessions.updated_at', 'desc')
    .orderBy('sessions.id')
    .limit(DASHBOARD_LIMIT);
}

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

function present(r: Row): DashboardSession {
  const details = (r.avatar_details ?? []) as AvatarDetail[];
  return {
    id: r.id,
    title: r.title?.trim() || 'Untitled Session',
    sessionType: r.session_type,
    // docs/sessions-and-reports.md: a session without avatar details shows 4 participants; a draft's selection is shown if any.
    participants: details.length || r.selected_avatars.length || DEFAULT_PARTICIPANTS,
    questionsAnswered: Number(r.asked ?? 0),
    totalQuestions: r.total_questions,
    status: r.status,
    updatedAt: r.updated_at.toISOString(),
  };
}

/**
 * The dashboard lists, by the classification of docs/sessions-and-reports.md: in progress when the current question is below
 * the total or the total is 0 (not started); ready for a report when the current question reached a
 * total above 0 and no report exists. At most 3 each, most recently touched first. Plus the two
 * sample reports every user can open.
 */
export async function loadDashboard(db: Db, userId: string): Promise<DashboardDto> {
  const [inProgress, ready, samples] = await Promise.all([
    baseQuery(db, userId)
      .where((eb) => eb.or([eb('sessions.total_questions', '=', 0), eb('sessions.current_question', '<', eb.ref('sessions.total_questions'))]))
      .execute(),
    baseQuery(db, userId)
      .where('sessions.total_questions', '>', 0)
      .whereRef('sessions.current_question', '>=', 'sessions.total_questions')
      .where((eb) => eb.not(hasReport(eb)))
      .execute(),
    db
      .selectFrom('reports')
      .select(['session_id', 'title', 'verdict'])
      .where('is_sample', '=', true)
      .where('status', '=', 'ready')
      // In their fixed order (the sample sessions' ids), however often a sample was rebuilt.
      .orderBy('session_id')
      .limit(2)
      .execute(),
  ]);
  return {
    inProgress: inProgress.map(present),
    readyForReport: ready.map(present),
    samples: samples.map((s) => ({ sessionId: s.session_id, title: s.title ?? 'Sample report', verdict: s.verdict })),
  };
}
