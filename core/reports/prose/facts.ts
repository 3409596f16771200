import { formatPrice, namedAmounts } from '../../insight/brief-price.js';
import type { ConcernFigure, InsightFigures, ParticipantFigure, QuestionFigure } from '../../insight/contract.js';
import type { Analysis } from '../contract.js';
import { mdInline } from '../markdown.js';

/** What the prose of one report is written about: the product as the user described it and the figures. */
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

export const pct = (part: number, whole: number) => (whole ? Math.round((part / whole) * 100) : 0);
export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "a, b and c". */
export function joinList(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

export const productName = (ctx: ProseContext) => mdInline(ctx.product.title);
export const figuresOf = (ctx: ProseContext): InsightFigures => ctx.analysis.figures;

export function questionOf(ctx: ProseContext, n: number): QuestionFigure {
  const q = figuresOf(ctx).questions.find((x) => x.number === n);
  if (!q) throw new Error(`question ${n} is not in the analysis`);
  return q;
}

export function participantOf(ctx: ProseContext, id: string): ParticipantFigure {
  const p = figuresOf(ctx).participants.find((x) => x.avatarId === id);
  if (!p) throw new Error(`participant ${id} is not in the analysis`);
  return p;
}

export const PARTICIPANT_LABEL: Record<ParticipantFigure['label'], string> = {
  'likely-early-adopter': 'Likely early adopter',
  'open-but-unconvinced': 'Open but unconvinced',
  'not-a-buyer': 'Not a buyer as it stands',
  undecided: 'No stated intent',
};

/** "2 of 6 participants would buy, 1 might and 3 would not". */
export function intentSentence(f: InsightFigures): string {
  const i = f.intent;
  const said = `${i.yes.count} of ${plural(i.participants, 'participant')} would buy or use it, ${i.maybe.count} might and ${i.no.count} would not`;
  return i.unstated.count ? `${said}; ${i.unstated.count} did not say` : said;
}

/** The price reaction in one sentence, or null when nobody reacted to the price or named an amount. */
export function priceSentence(f: InsightFigures): string | null {
  const p = f.price;
  const parts: string[] = [];
  const at = p.briefPrice ? ` of ${formatPrice(p.briefPrice)}` : '';
  if (p.stated) parts.push(`${p.tooHigh.count} of ${plural(p.stated, 'participant')} who reacted to the price${at} found it too high`);
  const named = namedAmounts(p);
  if (named) parts.push(`the amounts they named: ${named}`);
  return parts.length ? `${parts.join('; ')}.` : null;
}

export const concernPhrase = (c: ConcernFigure, panel: number) => `${c.label.toLowerCase()} (${c.participants.count} of ${panel})`;

/** The sample-size caveat that goes next to the figures (INSIGHT.md rule 6). */
export const smallSampleNote = (panel: number) =>
  `These are ${plural(panel, 'simulated participant')}: read the figures as a direction to test with real customers, not as measurements.`;

/**
 * Short statements for the results page and the top of the report, built from the figures alone so
 * they read the same whichever provider wrote the prose.
 */
export function keyInsights(ctx: ProseContext): string[] {
  const f = figuresOf(ctx);
  const out = [`Purchase intent: ${intentSentence(f)}.`];
  const price = priceSentence(f);
  if (price) out.push(`Price: ${price.charAt(0).toUpperCase()}${price.slice(1)}`);
  const top = f.concerns[0];
  if (top) out.push(`Top concern: ${top.label.toLowerCase()}, raised by ${top.participants.count} of ${plural(f.intent.participants, 'participant')}.`);
  if (f.liked.participants.count) out.push(`${f.liked.participants.count} of ${plural(f.intent.participants, 'participant')} spoke positively about the idea at least once.`);
  if (f.coding.offTopicQuestions.length) {
    out.push(
      `${joinList(f.coding.offTopicQuestions.map((n) => `Q${n}`))} ${f.coding.offTopicQuestions.length === 1 ? 'was' : 'were'} not about the idea and ${f.coding.offTopicQuestions.length === 1 ? 'is' : 'are'} left out of every figure.`,
    );
  }
  out.push(smallSampleNote(f.intent.participants));
  return out;
}
