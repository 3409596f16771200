import type { LlmProvider } from '../llm/index.js';
import { analyzeTranscript } from './analysis.js';
import {
  DEFAULT_REPORT_TITLE,
  SECTION_KEYS,
  SECTION_TITLES,
  type Analysis,
  type ParticipantResponses,
  type ReportSection,
  type ReportStep,
  type SectionKey,
  type Verdict,
} from './contract.js';
import { mdInline, mdList, mdQuote } from './markdown.js';
import { keyInsights, pct, plural, signed, themeLabel, type ProseContext } from './prose/facts.js';
import { createReportWriter } from './prose/writer.js';
import type { Transcript } from './transcript.js';

/** What report_data holds: the figures, the snapshot of the answers, and who wrote the prose. */
export interface ReportData {
  analysis: Analysis;
  keyInsights: string[];
  participants: ParticipantResponses[];
  provider: string;
  simulated: boolean;
}

export interface BuiltReport {
  title: string;
  verdict: Verdict;
  responseCount: number;
  content: { sections: ReportSection[] };
  data: ReportData;
}

/**
 * The answers as the report shows them (Detailed Participant Responses), snapshotted into the report
 * so an old version keeps the transcript it was written from.
 */
export function participantTables(t: Transcript): ParticipantResponses[] {
  const qById = new Map(t.questions.map((q) => [q.id, q]));
  return t.avatars.map((a) => ({
    avatarId: a.id,
    name: a.name,
    jobTitle: a.jobTitle,
    age: a.age,
    location: a.location,
    image: a.image,
    responses: t.responses
      .filter((r) => r.avatarId === a.id && r.status === 'answered' && qById.has(r.questionId))
      .map((r) => ({ questionNumber: qById.get(r.questionId)!.number, questionText: qById.get(r.questionId)!.text, response: r.text }))
      .sort((x, y) => x.questionNumber - y.questionNumber),
  }));
}

const statsLine = (s: { positive: number; neutral: number; negative: number; net: number; responses: number }) =>
  `${s.positive} positive · ${s.neutral} neutral · ${s.negative} negative (net ${signed(s.net)})`;

function sentimentSection(ctx: ProseContext): string {
  const a = ctx.analysis;
  const blocks = [
    `Across ${plural(a.overall.responses, 'answer')}: ${statsLine(a.overall)}. Sentiment is scored per answer with the AFINN word list; net sentiment is the share of positive answers minus the share of negative ones.`,
    `**By question**\n\n${mdList(a.questions.map((q) => `Q${q.number}: ${q.sentiment.responses ? statsLine(q.sentiment) : 'no answers'}`))}`,
    `**By participant**\n\n${mdList(a.avatars.map((p) => `${mdInline(p.name)}: ${p.sentiment.responses ? statsLine(p.sentiment) : 'no answers'}`))}`,
  ];
  if (a.themes.length) {
    blocks.push(`**By theme**\n\n${mdList(a.themes.map((t) => `${t.label}: ${plural(t.mentions, 'answer')}, ${plural(t.avatars, 'participant')}, leaning ${t.stance}`))}`);
  }
  for (const q of [...a.quotes.positive.slice(0, 2), ...a.quotes.negative.slice(0, 2)]) blocks.push(mdQuote(q.text, `${q.avatarName}, Q${q.questionNumber}`));
  return blocks.join('\n\n');
}

function detailSection(ctx: ProseContext): string {
  const c = ctx.analysis.counts;
  const items = [
    `${plural(c.participants, 'participant')} answered ${plural(c.questions, 'question')}: ${plural(c.responses, 'answer')} in all, ${c.messages} chat messages.`,
    `${c.words} words were written, ${c.avgWords} per answer on average.`,
  ];
  if (c.skipped) items.push(`${plural(c.skipped, 'reply', 'replies')} could not be collected and are left out of every figure.`);
  if (ctx.analysis.keywords.length) items.push(`Most used words: ${ctx.analysis.keywords.map((k) => `${mdInline(k.term)} (${k.count})`).join(', ')}.`);
  const withAnswers = ctx.analysis.questions.filter((q) => q.answered);
  items.push(`Answer rate per question: ${withAnswers.length ? withAnswers.map((q) => `Q${q.number} ${pct(q.answered, q.answered + q.skipped)}%`).join(', ') : 'none'}.`);
  return `${mdList(items)}\n\nEvery answer, word for word, is listed under Detailed Participant Responses.`;
}

export interface BuildOptions {
  /** Called after each of the first four steps; the caller reports `finalizing` once the report is saved. */
  onStep?: (step: Exclude<ReportStep, 'finalizing'>) => Promise<void>;
}

/**
 * Builds a report in the job's real steps: analyzing (figures from the transcript), sections (one
 * analysis per question), feedback (one profile per participant), insights (findings, market, fit,
 * risks), then the closing sections. Saving it is the caller's finalizing step.
 */
export async function buildReport(t: Transcript, llm: LlmProvider, opts: BuildOptions = {}): Promise<BuiltReport> {
  const step = opts.onStep ?? (async () => {});
  const analysis = analyzeTranscript(t);
  const title = t.session.title?.trim() || DEFAULT_REPORT_TITLE;
  const ctx: ProseContext = {
    product: { title, idea: t.session.productIdea, audience: t.session.targetAudience, context: t.session.additionalContext },
    analysis,
  };
  const answers = t.responses.filter((r) => r.status === 'answered').map((r) => r.text);
  const writer = createReportWriter(llm, ctx, answers);
  const md: Partial<Record<SectionKey, string>> = {};
  await step('analyzing');

  const questionProse = await Promise.all(analysis.questions.map((q) => writer.write({ kind: 'question', number: q.number })));
  md.CompleteQuestionResponseAnalysis = [
    `${plural(analysis.questions.length, 'question')}, each read on its own: the balance of sentiment, the themes it raised, and the strongest words on each side.`,
    ...analysis.questions.map((q, i) => {
      const quotes = [q.positiveQuote, q.negativeQuote].filter((x) => x !== null).map((x) => mdQuote(x.text, x.avatarName));
      const themes = q.themes.length ? `\n\nThemes: ${q.themes.map((id) => themeLabel(ctx, id)).join(', ')}.` : '';
      return [`### Q${q.number}: ${mdInline(q.text)}`, `${questionProse[i]}${themes}`, ...quotes].join('\n\n');
    }),
  ].join('\n\n');
  md.CustomerSentimentAnalysis = sentimentSection(ctx);
  md.DetailedResponseSummary = detailSection(ctx);
  await step('sections');

  const avatarProse = await Promise.all(analysis.avatars.map((a) => writer.write({ kind: 'participant', avatarId: a.avatarId })));
  md.ParticipantInsights = analysis.avatars
    .map((a, i) => [`### ${mdInline(a.name)}`, avatarProse[i]!, ...(a.quote ? [mdQuote(a.quote.text, `${a.name}, Q${a.quote.questionNumber}`)] : [])].join('\n\n'))
    .join('\n\n');
  const participants = participantTables(t);
  await step('feedback');

  const [findings, market, fit, risks] = await Promise.all(
    (['key-findings', 'market', 'fit', 'risks'] as const).map((kind) => writer.write({ kind })),
  );
  md.KeyFindingsAndInsights = findings;
  md.MarketAnalysis = market;
  md.ProductMarketFitAssessment = fit;
  md.RiskAssessment = risks;
  await step('insights');

  const insights = keyInsights(ctx);
  const [executive, recommendations, roadmap] = await Promise.all((['executive', 'recommendations', 'roadmap'] as const).map((kind) => writer.write({ kind })));
  md.ExecutiveSummary = `${executive}\n\n${mdList(insights)}`;
  md.RecommendationsAndNextSteps = recommendations;
  md.ImplementationRoadmap = roadmap;

  return {
    title,
    verdict: analysis.verdict.verdict,
    responseCount: analysis.counts.responses,
    content: { sections: SECTION_KEYS.map((key) => ({ key, title: SECTION_TITLES[key], markdown: md[key] ?? '' })) },
    data: { analysis, keyInsights: insights, participants, provider: writer.provider, simulated: writer.simulated },
  };
}
