// Verdict stability: the REST contract the web app imports (types and constants only, no Node imports).
import { z } from 'zod';
import type { Verdict } from '../insight/contract.js';

/**
 * The price of one rerun of the panel (docs/sessions-and-reports.md, "Verdict stability"): 3 credits,
 * between an extra avatar (2) and a report (5): a run replays every answer of the session but writes
 * no prose, and its answers are coded by the rules coder, which costs no model call.
 */
export const RERUN_CREDITS_PER_RUN = 3;
export const RERUN_COUNTS = [2, 3] as const;
export const rerunCost = (runs: number) => runs * RERUN_CREDITS_PER_RUN;

export const rerunBodySchema = z.strictObject({
  runs: z.number({ error: 'must be 2 or 3' }).int('must be 2 or 3').min(2, 'must be 2 or 3').max(3, 'must be 2 or 3'),
});

export const RERUN_TEXT = {
  insufficient: (runs: number) => `You need ${rerunCost(runs)} credits to re-run the panel ${runs} times. Please purchase more credits.`,
  noResponses: 'The panel has not answered any question yet, so there is nothing to re-run.',
  freeFeature: 'Re-run panel',
  failed: 'The re-run could not be completed. Your credits have been refunded.',
};

/** "40%", or "20% to 60%" when the runs differ. */
const formatRange = (min: number, max: number) => (min === max ? `${min}%` : `${min}% to ${max}%`);
/** Said beside the figures whenever a rerun's verdict differed from the session's. */
export const STABILITY_UNCERTAIN = 'The verdict changed between runs: treat it as uncertain, not as a finding.';
export const STABILITY_NOTE = 'Purchase and price figures are shares of all participants; positive answers, of the answers about the idea. Every run is coded by the rules coder.';

/** The headline figures compared across runs, as percentages. */
export const HEADLINES = [
  { key: 'wouldBuy', label: 'Would buy or use it' },
  { key: 'might', label: 'Might buy' },
  { key: 'wouldNot', label: 'Would not buy' },
  { key: 'priceTooHigh', label: 'Price too high' },
  { key: 'positiveAnswers', label: 'Positive answers' },
] as const;
export type HeadlineKey = (typeof HEADLINES)[number]['key'];

/** The mean value one run gave a scale question, to one decimal (null when nobody gave one). */
export interface ScaleMean {
  questionId: string;
  label: string;
  mean: number | null;
}

export interface RunFigures {
  /** 0 is the session's own answers; 1..n the reruns. */
  run: number;
  seed: number | null;
  verdict: Verdict;
  values: Record<HeadlineKey, number>;
  /** Each scale question's mean value (absent in summaries stored before reruns asked by kind). */
  scales?: ScaleMean[];
}

/** "7.2", or "6.8 to 7.5" when the runs differ. */
const formatMeanRange = (min: number, max: number) => (min === max ? `${min}` : `${min} to ${max}`);

export interface StabilitySummary {
  original: RunFigures;
  reruns: RunFigures[];
  /** Reruns whose verdict equals the original's. */
  held: number;
  ranges: { key: HeadlineKey; label: string; min: number; max: number }[];
  /** The range of each scale question's mean value over all runs, this session's own included. */
  scaleRanges?: { questionId: string; label: string; original: number | null; min: number; max: number }[];
}

/** The rows of the stability table, in the words the page and the printed report both use. */
export function stabilityRows(s: StabilitySummary): { key: string; label: string; session: string; range: string }[] {
  return [
    ...s.ranges.map((r) => ({ key: r.key, label: r.label, session: `${s.original.values[r.key]}%`, range: formatRange(r.min, r.max) })),
    ...(s.scaleRanges ?? []).map((r) => ({
      key: r.questionId,
      label: r.label,
      session: r.original === null ? 'no values' : `${r.original}`,
      range: formatMeanRange(r.min, r.max),
    })),
  ];
}

export interface RerunDto {
  id: string;
  runs: number;
  cost: number;
  status: 'running' | 'done' | 'failed';
  /** Answers stored so far and answers expected, over all runs. */
  progress: { done: number; total: number };
  summary: StabilitySummary | null;
  createdAt: string;
}

export interface RerunStateDto {
  creditsPerRun: number;
  rerun: RerunDto | null;
}
