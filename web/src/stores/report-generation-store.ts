import { create } from 'zustand';
import type { ReportStep, ReportTimeline } from '../../../core/reports/contract.js';

export type GenerationState =
  | { phase: 'idle' }
  | { phase: 'confirm' }
  | { phase: 'starting' }
  | { phase: 'generating'; reportId: string; step: ReportStep | null; progress: number; timeline: ReportTimeline | null; hidden: boolean }
  /** Finished while the progress dialog was open: it stays, with every step's time and "View report". */
  | { phase: 'ready'; reportId: string; timeline: ReportTimeline | null };

export interface SessionReportUi {
  gen: GenerationState;
  /** The report shown in the report modal, and whether it was just generated (success notice). */
  openReportId: string | null;
  fresh: boolean;
  /** The last generation that ended here: a stale "generating" seen later (an old snapshot) is not followed again. */
  settledReportId: string | null;
}

export const IDLE_UI: SessionReportUi = { gen: { phase: 'idle' }, openReportId: null, fresh: false, settledReportId: null };

interface ReportUiStore {
  bySession: Record<string, SessionReportUi>;
  update(sessionId: string, fn: (current: SessionReportUi) => SessionReportUi): void;
}

/**
 * Report generation and the report modal, per session, outside any component: a screen that is
 * re-mounted (the live session resyncing, a route change and back) finds the progress and the open
 * modal where they were.
 */
export const useReportUiStore = create<ReportUiStore>()((set) => ({
  bySession: {},
  update: (sessionId, fn) => set((s) => ({ bySession: { ...s.bySession, [sessionId]: fn(s.bySession[sessionId] ?? IDLE_UI) } })),
}));
