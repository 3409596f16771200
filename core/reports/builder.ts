import { formatValue } from '../chat/question-kinds.js';
import { CONCERN_LABELS } from '../insight/codebook.js';
import type { CodedAnswer } from '../insight/figures.js';
import { VERDICT_RULE_TEXT } from '../insight/verdict.js';
import type { LlmProvider } from '../llm/index.js';
import { analyzeTranscript } from './analysis.js';
import {
  DEFAULT_REPORT_TITLE,
  SECTION_KEYS,
  SECTION_TITLES,
  verdictLabel,
  type Analysis,
  type ParticipantResponses,
  type ReportSection,
  type ReportStep,
  type SectionKey,
  type Verdict,
} from './contract.js';
import { mdInline, mdList, mdQuote } from './markdown.js';
import { figuresOf, joinList, keyInsights, plural, smallSampleNote, type ProseContext } from './prose/facts.js';
import { createReportWriter } from './prose/writer.js';
import type { ReplyRun, Transcript } from './transcript.js';

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
 * so an old version keeps the transcript it was written from. Each carries its answer id, which the
 * figures point at.
 */
function participantTables(t: Transcript): ParticipantResponses[] {
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
      .map((r) => {
        const q = qById.get(r.questionId)!;
        const spec = q.spec ?? { kind: 'open' as const };
        const valued = r.value !== null && r.value !== undefined && spec.kind !== 'open';
        return { answerId: r.id, questionNumber: q.number, questionText: q.text, response: r.text, ...(valued && { valueLabel: formatValue(spec, r.value!) }) };
      })
      .sort((x, y) => x.questionNumber - y.questionNumber),
  }));
}

function sentimentSection(ctx: ProseContext): string {
  const f = figuresOf(ctx);
  const s = f.stance;
  const total = s.positive.count + s.mixed.count + s.negative.count + s.neutral.count;
  const w = ctx.analysis.wordSentiment;
  const blocks = [
    `Each answer was coded for the speaker's attitude to the idea. Of ${plural(total, 'on-topic answer')}: ${s.positive.count} positive, ${s.mixed.count} mixed, ${s.negative.count} negative, ${s.neutral.count} neutral.`,
    `**By participant**\n\n${mdList(f.participants.map((p) => `${mdInline(p.name)}: leaning ${p.stance}, intent ${p.intent === 'unstated' ? 'not stated' : p.intent}`))}`,
    `For reference, a word-list score (AFINN) rates ${w.positive} of ${w.answers} on-topic answers positive and ${w.negative} negative. It reads words, not meaning ("would not buy" has no negative word), so it decides nothing in this report.`,
  ];
  for (const q of f.liked.quotes.slice(0, 2)) blocks.push(mdQuote(q.text, `${q.avatarName}, Q${q.questionNumber}`));
  for (const c of f.concerns.slice(0, 2)) for (const q of c.quotes.slice(0, 1)) blocks.push(mdQuote(q.text, `${q.avatarName}, Q${q.questionNumber}`));
  return blocks.join('\n\n');
}

function detailSection(ctx: ProseContext): string {
  const c = ctx.analysis.counts;
  const f = figuresOf(ctx);
  const items = [
    `${plural(c.participants, 'participant')} answered ${plural(c.questions, 'question')}: ${plural(c.responses, 'answer')} in all, ${c.messages} chat messages.`,
    `${c.words} words were written, ${c.avgWords} per answer on average.`,
    `${plural(f.coding.onTopicAnswers, 'answer')} spoke about the idea and count in the figures; ${plural(f.coding.offTopicAnswers, 'answer')} did not and are left out.`,
  ];
  if (c.skipped) items.push(`${plural(c.skipped, 'reply', 'replies')} could not be collected and are left out of every figure.`);
  if (ctx.analysis.keywords.length) items.push(`Most used words: ${ctx.analysis.keywords.map((k) => `${mdInline(k.term)} (${k.count})`).join(', ')}.`);
  return `${mdList(items)}\n\nEvery answer, word for word, is listed under Detailed Participant Responses.`;
}

function findingsQuotes(ctx: ProseContext): string {
  const f = figuresOf(ctx);
  const blocks: string[] = [];
  for (const c of f.concerns.slice(0, 3)) {
    if (c.quotes.length)
      blocks.push(`**${c.label}** (${c.participants.count} of ${f.intent.participants})`, ...c.quotes.map((q) => mdQuote(q.text, `${q.avatarName}, Q${q.questionNumber}`)));
  }
  if (f.liked.quotes.length) blocks.push('**What they liked**', ...f.liked.quotes.map((q) => mdQuote(q.text, `${q.avatarName}, Q${q.questionNumber}`)));
  return blocks.join('\n\n');
}

/** One line per provider, model, prompt version and seed that wrote answers, so a run can be repeated. */
function repliesLine(runs: ReplyRun[]): string {
  if (!runs.length) return '**Replies:** no answers were collected.';
  const line = (r: ReplyRun) => {
    const who =
      r.provider === 'offline' ? 'the offline persona simulator (simulated)' : `${mdInline(r.provider ?? 'an unrecorded provider')}, model ${mdInline(r.model ?? 'not recorded')}`;
    const how = r.promptVersion ? `prompt ${mdInline(r.promptVersion)}, seed ${r.seed ?? 'none'}` : 'prompt version and seed not recorded';
    return `${plural(r.answers, 'answer')} by ${who}, ${how}${r.cached ? ` (${r.cached} served from the reply cache)` : ''}`;
  };
  return `**Replies:** ${joinList(runs.map(line))}.`;
}

function appendix(ctx: ProseContext, provider: string, runs: ReplyRun[]): string {
  const f = figuresOf(ctx);
  const coders = f.coding.coders.map(
    (c) => `${c.coder.startsWith('rules@') ? `the rules coder (version ${c.coder.slice('rules@'.length)})` : mdInline(c.coder)}: ${plural(c.answers, 'answer')}`,
  );
  const items = [
    repliesLine(runs),
    `**Coding:** every answer was coded for topic, stance, purchase intent, price reaction, rating and concerns (${joinList(Object.values(CONCERN_LABELS).map((l) => l.toLowerCase()))}). Coded by ${coders.length ? joinList(coders) : 'no coder (no answers)'}.`,
    `**Off-topic:** ${f.coding.offTopicQuestions.length ? `${joinList(f.coding.offTopicQuestions.map((n) => `Q${n}`))} did not ask about the idea; ` : ''}${plural(f.coding.offTopicAnswers, 'answer')} in all stay in the transcript and out of every figure.`,
    "**Counting:** each participant's purchase intent and price reaction is the latest they stated; concerns count participants, not mentions. Every quote is a verbatim span of an answer.",
    `**Prose:** written by ${provider === 'offline' ? 'the offline writer from the figures' : `${mdInline(provider)} from the figures and quotes (numbers checked against the figures, quotes checked verbatim)`}.`,
    `**Sample:** ${smallSampleNote(f.intent.participants)}`,
  ];
  return [
    mdList(items),
    `**Verdict rules** (applied in order; the first that matches decides)\n\n${VERDICT_RULE_TEXT.map((r, i) => `${i + 1}. ${r}`).join('\n')}`,
    `**This report:** ${verdictLabel(f.verdict.verdict)} by rule \`${f.verdict.rule}\`.\n\n${mdList(f.verdict.reasons.map(mdInline))}`,
  ].join('\n\n');
}

export interface BuildOptions {
  /** Called after each of the first four steps; the caller reports `finalizing` once the report is saved. */
  onStep?: (step: Exclude<ReportStep, 'finalizing'>) => Promise<void>;
}

/**
 * Builds a report from the transcript and its coded answers, in the job's real steps: analyzing
 * (figures and verdict from the codes), sections (one analysis per question), feedback (one profile
 * per participant), insights (findings, market, fit, risks), then the closing sections. Every prose
 * call starts at once (they depend only on the figures), so a remote model's latency is paid about
 * once; each step ends when its own calls have answered. Saving is the caller's finalizing step.
 */
export async function buildReport(t: Transcript, coded: CodedAnswer[], llm: LlmProvider, opts: BuildOptions = {}): Promise<BuiltReport> {
  const step = opts.onStep ?? (async () => {});
  const analysis = analyzeTranscript(t, coded);
  const title = t.session.title?.trim() || DEFAULT_REPORT_TITLE;
  const ctx: ProseContext = { product: { title, idea: t.session.productIdea, audience: t.session.targetAudience, context: t.session.additionalContext }, analysis };
  const f = analysis.figures;
  const writer = createReportWriter(
    llm,
    ctx,
    t.responses.filter((r) => r.status === 'answered').map((r) => r.text),
  );
  const questionProse = Promise.all(f.questions.map((q) => writer.write({ kind: 'question', number: q.number })));
  const participantProse = Promise.all(f.participants.map((p) => writer.write({ kind: 'participant', avatarId: p.avatarId })));
  const insightProse = Promise.all((['key-findings', 'market', 'fit', 'risks'] as const).map((kind) => writer.write({ kind })));
  const closingProse = Promise.all((['executive', 'recommendations', 'roadmap'] as const).map((kind) => writer.write({ kind })));
  // A rejected promise awaited later must not count as unhandled in the meantime.
  for (const p of [questionProse, participantProse, insightProse, closingProse]) p.catch(() => {});
  const md: Partial<Record<SectionKey, string>> = {};
  await step('analyzing');

  const qText = await questionProse;
  md.CompleteQuestionResponseAnalysis = [
    `${plural(f.questions.length, 'question')}, each read on its own: how the on-topic answers split, the values given, and a quote from each side.`,
    ...f.questions.map((q, i) => {
      const quotes = [q.quotes.positive, q.quotes.negative].filter((x) => x !== null).map((x) => mdQuote(x.text, x.avatarName));
      return [`### Q${q.number}: ${mdInline(q.text)}`, qText[i]!, ...(q.onTopic ? quotes : [])].join('\n\n');
    }),
  ].join('\n\n');
  md.CustomerSentimentAnalysis = sentimentSection(ctx);
  md.DetailedResponseSummary = detailSection(ctx);
  await step('sections');

  const pText = await participantProse;
  md.ParticipantInsights = f.participants
    .map((p, i) => [`### ${mdInline(p.name)}`, pText[i]!, ...(p.quote ? [mdQuote(p.quote.text, `${p.name}, Q${p.quote.questionNumber}`)] : [])].join('\n\n'))
    .join('\n\n');
  const participants = participantTables(t);
  await step('feedback');

  const [findings, market, fit, risks] = await insightProse;
  md.KeyFindingsAndInsights = [findings, findingsQuotes(ctx)].filter(Boolean).join('\n\n');
  md.MarketAnalysis = market;
  md.ProductMarketFitAssessment = fit;
  md.RiskAssessment = risks;
  await step('insights');

  const insights = keyInsights(ctx);
  const [executive, recommendations, roadmap] = await closingProse;
  md.ExecutiveSummary = `${executive}\n\n${mdList(insights)}`;
  md.RecommendationsAndNextSteps = recommendations;
  md.ImplementationRoadmap = roadmap;
  md.MethodAppendix = appendix(ctx, writer.provider, t.replyRuns);

  return {
    title,
    verdict: f.verdict.verdict,
    responseCount: analysis.counts.responses,
    content: { sections: SECTION_KEYS.map((key) => ({ key, title: SECTION_TITLES[key], markdown: md[key] ?? '' })) },
    data: { analysis, keyInsights: insights, participants, provider: writer.provider, simulated: writer.simulated },
  };
}
