import type { Db } from '../../db/client.js';
import type { Report } from '../../db/types.js';
import { notFound } from '../errors.js';
import type { ReportDto, ReportListItem, ReportPageDto } from './contract.js';
import { presentListItem, presentReport, presentSessionOverview, presentVersion, type SessionCounts, type SessionRow } from './present.js';

const SESSION_COLUMNS = [
  'id',
  'user_id',
  'title',
  'product_idea',
  'target_audience',
  'customer_avatar',
  'websites',
  'created_at',
  'avatar_details',
  'selected_avatars',
  'total_questions',
  'start_cost',
] as const;

// Sample reports (seeded, owned by the system user) are readable by every signed-in user; everything
// else only by its owner. Someone else's id answers 404, never a hint that it exists.
const visibleTo = (viewerId: string) => (r: { user_id: string; is_sample: boolean }) => r.user_id === viewerId || r.is_sample;

async function countsOf(db: Db, sessionId: string): Promise<SessionCounts> {
  const [q, a] = await Promise.all([
    db
      .selectFrom('questions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('session_id', '=', sessionId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('avatar_responses')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('session_id', '=', sessionId)
      .where('status', '=', 'answered')
      .executeTakeFirstOrThrow(),
  ]);
  return { questions: Number(q.n), answers: Number(a.n) };
}

const loadSession = (db: Db, id: string) =>
  db
    .selectFrom('sessions')
    .select([...SESSION_COLUMNS])
    .where('id', '=', id)
    .executeTakeFirst();

/** A report row the viewer may read, with its session; throws 404 otherwise. */
export async function findViewableReport(db: Db, reportId: string, viewerId: string): Promise<{ report: Report; session: SessionRow & { user_id: string } }> {
  const report = await db.selectFrom('reports').selectAll().where('id', '=', reportId).executeTakeFirst();
  if (!report || !visibleTo(viewerId)(report)) throw notFound('Report not found');
  const session = await loadSession(db, report.session_id);
  if (!session) throw notFound('Report not found');
  return { report, session };
}

export async function getReport(db: Db, reportId: string, viewerId: string): Promise<ReportDto> {
  const { report, session } = await findViewableReport(db, reportId, viewerId);
  return presentReport(report, session, await countsOf(db, session.id), viewerId);
}

/** The archive: the newest ready version of each of the user's sessions, newest first. */
export async function listReports(db: Db, userId: string): Promise<ReportListItem[]> {
  const rows = await db
    .selectFrom('reports')
    .innerJoin('sessions', 'sessions.id', 'reports.session_id')
    .select(['reports.id', 'reports.session_id', 'reports.title', 'reports.version', 'reports.verdict', 'reports.response_count', 'reports.created_at'])
    .distinctOn('reports.session_id')
    .where('sessions.user_id', '=', userId)
    .where('reports.user_id', '=', userId)
    .where('reports.status', '=', 'ready')
    .orderBy('reports.session_id')
    .orderBy('reports.version', 'desc')
    .execute();
  return rows.sort((a, b) => b.created_at.getTime() - a.created_at.getTime()).map(presentListItem);
}

/**
 * Everything the report page of one session needs: the newest ready version (or the version asked
 * for), the list of versions, and a generation still running. Samples are readable by anyone.
 */
export async function getReportPage(db: Db, sessionId: string, viewerId: string, version?: number): Promise<ReportPageDto> {
  const session = await loadSession(db, sessionId);
  if (!session) throw notFound('Report not found');
  const reports = await db.selectFrom('reports').selectAll().where('session_id', '=', sessionId).orderBy('version', 'desc').execute();
  const isOwner = session.user_id === viewerId;
  if (!isOwner && !reports.some((r) => r.is_sample)) throw notFound('Report not found');
  const visible = reports.filter(visibleTo(viewerId));
  const chosen = version !== undefined ? visible.find((r) => r.version === version && r.status === 'ready') : visible.find((r) => r.status === 'ready');
  if (version !== undefined && !chosen) throw notFound('Report not found');
  const inFlight = visible.find((r) => r.status === 'generating');
  const counts = await countsOf(db, sessionId);
  const dto = chosen ? presentReport(chosen, session, counts, viewerId) : null;
  return {
    session: dto?.session ?? presentSessionOverview(session, counts),
    isOwner,
    report: dto,
    inFlight: inFlight
      ? (({ step, timeline }) => ({ reportId: inFlight.id, progress: inFlight.progress, step, timeline }))(presentReport(inFlight, session, counts, viewerId))
      : null,
    versions: visible.map(presentVersion),
  };
}
