import type { Report, Session } from '../../db/types.js';
import { participantIds } from '../chat/participants.js';
import type { ReportData } from './builder.js';
import {
  DEFAULT_REPORT_TITLE,
  INSIGHT_ENGINE,
  REPORT_STEPS,
  verdictLabel,
  type ReportDto,
  type ReportListItem,
  type ReportSection,
  type ReportStep,
  type ReportTimeline,
  type ReportVersionDto,
  type SessionOverview,
} from './contract.js';

export type SessionRow = Pick<
  Session,
  'id' | 'title' | 'product_idea' | 'target_audience' | 'customer_avatar' | 'websites' | 'created_at' | 'avatar_details' | 'selected_avatars' | 'total_questions' | 'start_cost'
>;

/** Live counts of a session, for when no report (with its own snapshot of the counts) exists. */
export interface SessionCounts {
  questions: number;
  answers: number;
}

export function presentSessionOverview(s: SessionRow, counts: SessionCounts, data?: ReportData | null): SessionOverview {
  const c = data?.analysis.counts;
  return {
    id: s.id,
    title: s.title?.trim() || DEFAULT_REPORT_TITLE,
    productIdea: s.product_idea,
    targetAudience: s.target_audience ?? s.customer_avatar,
    websites: s.websites,
    participantCount: c?.participants ?? participantIds(s).length,
    questionCount: c?.questions ?? (counts.questions || s.total_questions),
    messageCount: c?.messages ?? counts.questions + counts.answers,
    roundCost: s.start_cost ?? 0,
    createdAt: s.created_at.toISOString(),
  };
}

/** True when the stored PDF was rendered from the report as it is now. */
export const pdfIsCurrent = (r: Pick<Report, 'pdf_path' | 'pdf_rendered_at' | 'updated_at'>) =>
  !!r.pdf_path && !!r.pdf_rendered_at && r.pdf_rendered_at.getTime() >= r.updated_at.getTime();

const asStep = (s: string | null): ReportStep | null => ((REPORT_STEPS as readonly string[]).includes(s ?? '') ? (s as ReportStep) : null);

/** One report as the browser sees it, over REST and in the print view alike. */
export function presentReport(r: Report, session: SessionRow, counts: SessionCounts, viewerId: string): ReportDto {
  const data = r.status === 'ready' ? (r.report_data as unknown as ReportData | null) : null;
  const content = r.status === 'ready' ? (r.content as { sections?: ReportSection[] } | null) : null;
  return {
    id: r.id,
    sessionId: r.session_id,
    version: r.version,
    title: r.title?.trim() || DEFAULT_REPORT_TITLE,
    status: r.status,
    progress: r.progress,
    step: asStep(r.step),
    timeline: (r.timeline as unknown as ReportTimeline | null) ?? null,
    verdict: r.verdict,
    verdictLabel: verdictLabel(r.verdict),
    responseCount: r.response_count,
    isSample: r.is_sample,
    isOwner: r.user_id === viewerId,
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
    sections: content?.sections ?? [],
    keyInsights: data?.keyInsights ?? [],
    // A report from before the insight engine keeps its sections; its old figures are not shown.
    analysis: data?.analysis?.engine === INSIGHT_ENGINE ? data.analysis : null,
    participants: data?.participants ?? [],
    session: presentSessionOverview(session, counts, data),
    pdfReady: r.status === 'ready' && pdfIsCurrent(r),
    provider: data?.provider ?? null,
  };
}

export function presentListItem(r: Pick<Report, 'id' | 'session_id' | 'title' | 'version' | 'verdict' | 'response_count' | 'created_at'>): ReportListItem {
  return {
    id: r.id,
    sessionId: r.session_id,
    title: r.title?.trim() || DEFAULT_REPORT_TITLE,
    version: r.version,
    verdict: r.verdict,
    responseCount: r.response_count,
    createdAt: r.created_at.toISOString(),
  };
}

export function presentVersion(r: Pick<Report, 'id' | 'version' | 'status' | 'verdict' | 'created_at'>): ReportVersionDto {
  return { id: r.id, version: r.version, status: r.status, verdict: r.verdict, createdAt: r.created_at.toISOString() };
}
