// How often the verdict held, and the range of each headline figure, over the session's own answers
// and each rerun's: every run is coded by the rules coder and counted by the same figures and verdict
// rules as the report (core/insight), so the runs differ only in what the panel said.
import { codeByRules } from '../insight/coders.js';
import type { InsightFigures } from '../insight/contract.js';
import type { CodedAnswer } from '../insight/figures.js';
import { analyzeTranscript } from '../reports/analysis.js';
import { codeInputs } from '../reports/coding.js';
import type { Transcript } from '../reports/transcript.js';
import { HEADLINES, type HeadlineKey, type RunFigures, type ScaleMean, type StabilitySummary } from './contract.js';

const percent = (part: number, whole: number) => (whole ? Math.round((100 * part) / whole) : 0);

function headlineValues(f: InsightFigures): Record<HeadlineKey, number> {
  const n = f.intent.participants;
  const onTopic = Object.values(f.stance).reduce((sum, t) => sum + t.count, 0);
  return {
    wouldBuy: percent(f.intent.yes.count, n),
    might: percent(f.intent.maybe.count, n),
    wouldNot: percent(f.intent.no.count, n),
    priceTooHigh: percent(f.price.tooHigh.count, n),
    positiveAnswers: percent(f.stance.positive.count, onTopic),
  };
}

/** The mean value of each first-round scale question in one run, labelled with its question and scale. */
function scaleMeans(t: Transcript): ScaleMean[] {
  return t.questions.flatMap((q) => {
    if (q.spec?.kind !== 'scale' || q.discussesQuestionId) return [];
    const values = t.responses.flatMap((r) => (r.questionId === q.id && r.status === 'answered' && typeof r.value === 'number' ? [r.value] : []));
    const mean = values.length ? Math.round((10 * values.reduce((s, v) => s + v, 0)) / values.length) / 10 : null;
    return [{ questionId: q.id, label: `Mean rating, question ${q.number} (${q.spec.scale.min} to ${q.spec.scale.max})`, mean }];
  });
}

/** One run's figures: its answers coded by the rules coder, then the report's own figures and verdict. */
export function runFigures(t: Transcript, run: number, seed: number | null): RunFigures {
  const questions = new Map(t.questions.map((q) => [q.id, q]));
  const inputs = codeInputs(t);
  const byId = new Map(t.responses.map((r) => [r.id, r]));
  const coded: CodedAnswer[] = inputs.map(({ responseId, input }) => {
    const r = byId.get(responseId)!;
    const { code, coder } = codeByRules(input);
    return { answerId: r.id, questionId: questions.get(r.questionId)!.id, avatarId: r.avatarId, text: r.text, code, coder };
  });
  const figures = analyzeTranscript(t, coded).figures;
  return { run, seed, verdict: figures.verdict.verdict, values: headlineValues(figures), scales: scaleMeans(t) };
}

export function summarize(original: RunFigures, reruns: RunFigures[]): StabilitySummary {
  const all = [original, ...reruns];
  return {
    original,
    reruns,
    held: reruns.filter((r) => r.verdict === original.verdict).length,
    ranges: HEADLINES.map(({ key, label }) => {
      const values = all.map((r) => r.values[key]);
      return { key, label, min: Math.min(...values), max: Math.max(...values) };
    }),
    scaleRanges: (original.scales ?? []).flatMap(({ questionId, label, mean }) => {
      const means = all.flatMap((r) => r.scales?.find((s) => s.questionId === questionId)?.mean ?? []);
      return means.length ? [{ questionId, label, original: mean, min: Math.min(...means), max: Math.max(...means) }] : [];
    }),
  };
}
