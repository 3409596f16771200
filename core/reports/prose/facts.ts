import type { Analysis, AvatarAnalysis, QuestionAnalysis, SentimentLabel, ThemeAnalysis } from '../contract.js';
import { mdInline } from '../markdown.js';

/** What the prose of one report is written about: the product as the user described it and the numbers. */
export interface ProseContext {
  product: { title: string; idea: string | null; audience: string | null; context: string | null };
  analysis: Analysis;
}

export type ProseTask =
  | { kind: 'question'; number: number }
  | { kind: 'participant'; avatarId: string }
  | { kind: 'key-findings' }
  | { kind: 'market' }
  | { kind: 'fit' }
  | { kind: 'risks' }
  | { kind: 'executive' }
  | { kind: 'recommendations' }
  | { kind: 'roadmap' };

export const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);
export const pct = (part: number, whole: number) => (whole ? Math.round((part / whole) * 100) : 0);
export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "a, b and c". */
export function joinList(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

export const productName = (ctx: ProseContext) => mdInline(ctx.product.title);

export const STANCE_WORD: Record<SentimentLabel, string> = { positive: 'positive', neutral: 'measured', negative: 'sceptical' };

export function questionOf(ctx: ProseContext, n: number): QuestionAnalysis {
  const q = ctx.analysis.questions.find((x) => x.number === n);
  if (!q) throw new Error(`question ${n} is not in the analysis`);
  return q;
}

export function avatarOf(ctx: ProseContext, id: string): AvatarAnalysis {
  const a = ctx.analysis.avatars.find((x) => x.avatarId === id);
  if (!a) throw new Error(`avatar ${id} is not in the analysis`);
  return a;
}

export const themeLabel = (ctx: ProseContext, id: string) => ctx.analysis.themes.find((t) => t.id === id)?.label ?? id;

/** Answered questions ordered from the warmest to the coolest reception. */
export function questionsByNet(ctx: ProseContext): QuestionAnalysis[] {
  return ctx.analysis.questions.filter((q) => q.sentiment.responses > 0).sort((a, b) => b.sentiment.net - a.sentiment.net || a.number - b.number);
}

export const concernThemes = (ctx: ProseContext): ThemeAnalysis[] => ctx.analysis.themes.filter((t) => t.stance === 'negative');
export const strengthThemes = (ctx: ProseContext): ThemeAnalysis[] => ctx.analysis.themes.filter((t) => t.stance === 'positive');

/** The question that asks about buying or recommending, if the session had one (usually the last). */
export function purchaseQuestion(ctx: ProseContext): QuestionAnalysis | null {
  const qs = ctx.analysis.questions.filter((q) => q.sentiment.responses > 0);
  return [...qs].reverse().find((q) => /\b(buy|purchase|pay|convince|recommend|subscribe|sign up)\b/i.test(q.text)) ?? null;
}

/** A one-line reading of a net sentiment figure. */
export function tone(net: number): string {
  if (net >= 60) return 'clearly enthusiastic';
  if (net >= 30) return 'positive';
  if (net >= 10) return 'cautiously positive';
  if (net > -10) return 'divided';
  if (net > -40) return 'sceptical';
  return 'strongly negative';
}

/**
 * Short statements for the results page and the top of the report, built from the figures alone so
 * they read the same whichever provider wrote the prose.
 */
export function keyInsights(ctx: ProseContext): string[] {
  const a = ctx.analysis;
  const out: string[] = [];
  const o = a.overall;
  if (o.responses) {
    out.push(`${pct(o.positive, o.responses)}% of ${o.responses} answers were positive and ${pct(o.negative, o.responses)}% negative (net sentiment ${signed(o.net)}).`);
  }
  const top = a.themes[0];
  if (top) out.push(`${top.label} was the most discussed theme, raised in ${plural(top.mentions, 'answer')} by ${plural(top.avatars, 'participant')}.`);
  const byNet = questionsByNet(ctx);
  if (byNet.length > 1) {
    const best = byNet[0]!;
    const worst = byNet.at(-1)!;
    out.push(`Strongest reaction: Q${best.number} (net ${signed(best.sentiment.net)}); weakest: Q${worst.number} (net ${signed(worst.sentiment.net)}).`);
  }
  const concerns = concernThemes(ctx);
  if (concerns.length) out.push(`Main concern${concerns.length > 1 ? 's' : ''}: ${joinList(concerns.slice(0, 3).map((t) => t.label.toLowerCase()))}.`);
  const fans = a.avatars.filter((x) => x.stance === 'positive').length;
  if (a.avatars.length) out.push(`${fans} of ${a.avatars.length} participants were positive overall.`);
  return out;
}
