// The reports contract shared by api, workers and the web app: constants, the texts of docs/sessions-and-reports.md and the
// shapes that leave the server. No Node imports: the browser bundles this file.
import type { InsightFigures, Verdict } from '../insight/contract.js';

export type { Verdict } from '../insight/contract.js';

export const REPORT_COST = 5;

/** The five real steps of the report job, in order; progress is (index + 1) * 20. */
export const REPORT_STEPS = ['analyzing', 'sections', 'feedback', 'insights', 'finalizing'] as const;
export type ReportStep = (typeof REPORT_STEPS)[number];
export const stepProgress = (step: ReportStep) => (REPORT_STEPS.indexOf(step) + 1) * (100 / REPORT_STEPS.length);

/**
 * The job's real timing, on the server's clock: when this run started, when each step ended, and how
 * many answers the analyzing step has coded so far. The dialog's durations are differences of these.
 */
export interface ReportTimeline {
  startedAt: string;
  ended: Partial<Record<ReportStep, string>>;
  coded: { done: number; total: number } | null;
}

/** How long each finished step took, in ms (from the run's start or the previous step's end). */
export function stepDurations(t: ReportTimeline): Partial<Record<ReportStep, number>> {
  const out: Partial<Record<ReportStep, number>> = {};
  let from = Date.parse(t.startedAt);
  for (const step of REPORT_STEPS) {
    const end = t.ended[step];
    if (!end) break;
    out[step] = Math.max(0, Date.parse(end) - from);
    from = Date.parse(end);
  }
  return out;
}

/** A step's time as the dialog shows it: "20 ms" under a second (a fast run is honest about it), else "1.4 s". */
export function formatStepDuration(ms: number): string {
  return ms < 1_000 ? `${Math.round(ms)} ms` : `${(ms / 1_000).toFixed(ms < 10_000 ? 1 : 0)} s`;
}

export const STEP_LABELS: Record<ReportStep, string> = {
  analyzing: 'Analyzing responses',
  sections: 'Building question sections',
  feedback: 'Summarizing participant feedback',
  insights: 'Drawing insights',
  finalizing: 'Finalizing report',
};

const VERDICT_LABELS: Record<Verdict, string> = { greenlight: 'Greenlight', tweaks: 'Needs Tweaks', 'not-ready': 'Not Ready' };
/** docs/sessions-and-reports.md: anything other than the three verdicts counts as pending. */
export const verdictLabel = (v: string | null | undefined) => VERDICT_LABELS[v as Verdict] ?? 'Pending';

export const SECTION_KEYS = [
  'ExecutiveSummary',
  'CompleteQuestionResponseAnalysis',
  'ParticipantInsights',
  'KeyFindingsAndInsights',
  'MarketAnalysis',
  'ProductMarketFitAssessment',
  'CustomerSentimentAnalysis',
  'DetailedResponseSummary',
  'RecommendationsAndNextSteps',
  'RiskAssessment',
  'ImplementationRoadmap',
  'MethodAppendix',
] as const;
export type SectionKey = (typeof SECTION_KEYS)[number];

export const SECTION_TITLES: Record<SectionKey, string> = {
  ExecutiveSummary: 'Executive Summary',
  CompleteQuestionResponseAnalysis: 'Complete Question & Response Analysis',
  ParticipantInsights: 'Participant Insights',
  KeyFindingsAndInsights: 'Key Findings & Insights',
  MarketAnalysis: 'Market Analysis',
  ProductMarketFitAssessment: 'Product-Market Fit Assessment',
  CustomerSentimentAnalysis: 'Customer Sentiment Analysis',
  DetailedResponseSummary: 'Detailed Response Summary',
  RecommendationsAndNextSteps: 'Recommendations & Next Steps',
  RiskAssessment: 'Risk Assessment',
  ImplementationRoadmap: 'Implementation Roadmap',
  MethodAppendix: 'Appendix: Method, Coding and Verdict Rules',
};

export const DEFAULT_REPORT_TITLE = 'Focus Group Report';

/** The texts of docs/sessions-and-reports.md (error catalogue and success notices), used verbatim by api and web. */
export const REPORT_TEXT = {
  insufficientTitle: 'Insufficient Credits',
  insufficient: `You need ${REPORT_COST} credits to generate a report. Please purchase more credits.`,
  loginRequired: 'Please log in to generate reports.',
  paymentFailedTitle: 'Payment Failed',
  paymentFailed: 'Unable to deduct credits. Please try again.',
  paymentError: 'Failed to process payment. Please try again.',
  generateFailed: 'Failed to generate report. Please try again.',
  pdfFailed: 'Failed to generate PDF. Please try again.',
  downloadFailed: 'Failed to download PDF. Please try again.',
  noDataTitle: 'No Report Data',
  noData: 'Report data not found. Please generate a report first.',
  generated: 'Report generated successfully!',
  downloaded: 'Report downloaded successfully!',
  pdfDownloaded: 'PDF report downloaded successfully!',
  pdfGenerated: 'PDF report generated successfully!',
  freeReportsFeature: 'generate detailed reports',
  freePdfFeature: 'download PDF reports',
  notFoundTitle: 'Report not found',
  notFound: 'The requested report could not be found.',
  noResponses: 'There are no answers to analyse yet. Ask at least one question first.',
} as const;

/** AFINN word-list sentiment over the on-topic answers: a secondary figure that never decides anything. */
export interface WordSentiment {
  answers: number;
  positive: number;
  neutral: number;
  negative: number;
  /** % positive answers minus % negative answers, -100..100. */
  net: number;
}

/** Which version of the insight engine built a report (a sample report from an older one is rebuilt). */
export const INSIGHT_ENGINE = 'codes-1';

export interface Analysis {
  engine: typeof INSIGHT_ENGINE;
  counts: { participants: number; questions: number; responses: number; skipped: number; messages: number; words: number; avgWords: number };
  /** Every product figure, from the coded answers (core/insight). */
  figures: InsightFigures;
  wordSentiment: WordSentiment;
  keywords: { term: string; count: number }[];
}

export interface ReportSection {
  key: SectionKey;
  title: string;
  /** Markdown (no raw HTML is ever rendered); may hold ### sub-headings. */
  markdown: string;
}

export interface ParticipantResponses {
  avatarId: string;
  name: string;
  jobTitle: string | null;
  age: number | null;
  location: string | null;
  image: string | null;
  /** valueLabel: a structured answer's value as its chip ("7/10", "Yearly", "$50"). */
  responses: { answerId: string; questionNumber: number; questionText: string; response: string; valueLabel?: string }[];
}

export interface SessionOverview {
  id: string;
  title: string;
  productIdea: string | null;
  targetAudience: string | null;
  websites: string | null;
  participantCount: number;
  questionCount: number;
  messageCount: number;
  /** Credits a new round with this panel costs (its start price): what a follow-up question is charged. */
  roundCost: number;
  createdAt: string;
}

export interface ReportVersionDto {
  id: string;
  version: number;
  status: 'generating' | 'ready' | 'failed';
  verdict: Verdict | null;
  createdAt: string;
}

export interface ReportDto {
  id: string;
  sessionId: string;
  version: number;
  title: string;
  status: 'generating' | 'ready' | 'failed';
  progress: number;
  step: ReportStep | null;
  /** Null on reports generated before step timings were recorded. */
  timeline: ReportTimeline | null;
  verdict: Verdict | null;
  verdictLabel: string;
  responseCount: number;
  isSample: boolean;
  isOwner: boolean;
  createdAt: string;
  updatedAt: string;
  /** Set once the report is ready. */
  sections: ReportSection[];
  keyInsights: string[];
  analysis: Analysis | null;
  participants: ParticipantResponses[];
  session: SessionOverview;
  /** True when a PDF of this exact content is cached and downloadable now. */
  pdfReady: boolean;
  provider: string | null;
}

export interface ReportListItem {
  id: string;
  sessionId: string;
  title: string;
  version: number;
  verdict: Verdict | null;
  responseCount: number;
  createdAt: string;
}

export interface ReportPageDto {
  session: SessionOverview;
  isOwner: boolean;
  /** The newest ready version, or the one asked for. */
  report: ReportDto | null;
  /** A report still being generated for this session, if any. */
  inFlight: { reportId: string; progress: number; step: ReportStep | null; timeline: ReportTimeline | null } | null;
  versions: ReportVersionDto[];
}

export interface DashboardSession {
  id: string;
  title: string;
  sessionType: string;
  participants: number;
  questionsAnswered: number;
  totalQuestions: number;
  status: string;
  updatedAt: string;
}

export interface DashboardDto {
  inProgress: DashboardSession[];
  readyForReport: DashboardSession[];
  samples: { sessionId: string; title: string; verdict: Verdict | null }[];
}

/** Dashboard limits (docs/sessions-and-reports.md, Results, archive and dashboard). */
export const DASHBOARD_LIMIT = 3;
export const DASHBOARD_TITLE_MAX = 60;
export const DEFAULT_PARTICIPANTS = 4;
