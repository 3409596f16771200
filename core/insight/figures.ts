// Figures from codes: the intent split, price reaction, concerns with quotes, what was liked, each
// question's stance split and values, and each participant's reading. A pure function of the coded
// answers; every figure carries the answer ids behind it (INSIGHT.md rules 1 and 4).
import { briefPrice } from './brief-price.js';
import {
  CONCERN_LABELS,
  CONCERNS,
  STANCES,
  type AnswerCode,
  type Concern,
  type PriceReaction,
  type PurchaseIntent,
  type QuestionKind,
  type Scale,
  type Stance,
} from './codebook.js';
import type {
  ConcernFigure,
  InsightFigures,
  InsightQuote,
  IntentFigure,
  ParticipantFigure,
  ParticipantLabel,
  PriceFigure,
  QuestionFigure,
  RatingFigure,
  Tally,
} from './contract.js';
import { readQuestion } from './rules/question.js';
import { histogram, mean, median, round } from './stats.js';
import { decideVerdict } from './verdict.js';
import type { AnswerValue, QuestionSpec } from '../chat/question-kinds.js';
import { discussionShift, distributionOf, type ValuedAnswer } from './distributions.js';

export interface CodedAnswer {
  answerId: string;
  questionId: string;
  avatarId: string;
  text: string;
  code: AnswerCode;
  /** Who coded it: 'rules@1', 'llm:gpt-4o-mini@1'. */
  coder: string;
  /** A structured answer's stored value. */
  value?: AnswerValue | null;
}

export interface FigureInput {
  brief: string;
  questions: { id: string; number: number; text: string; kind?: QuestionKind; scale?: Scale | null; spec?: QuestionSpec; discussesQuestionId?: string | null }[];
  avatars: { id: string; name: string; jobTitle: string | null }[];
  answers: CodedAnswer[];
  skipped: { questionId: string; avatarId: string }[];
}

const QUOTES_PER_FIGURE = 2;

const valued = (answers: CodedAnswer[]): ValuedAnswer[] =>
  answers.flatMap((a) => (a.value === null || a.value === undefined ? [] : [{ answerId: a.answerId, avatarId: a.avatarId, value: a.value }]));

const emptyTally = (): Tally => ({ count: 0, avatarIds: [], answerIds: [] });

function add(t: Tally, avatarId: string, answerId: string) {
  if (!t.avatarIds.includes(avatarId)) t.avatarIds.push(avatarId);
  if (!t.answerIds.includes(answerId)) t.answerIds.push(answerId);
}

/** A tally of answers counts answers; a tally of participants counts people. */
const countAnswers = (t: Tally): Tally => ({ ...t, count: t.answerIds.length });
const countPeople = (t: Tally): Tally => ({ ...t, count: t.avatarIds.length });

interface Ctx {
  qNumber: Map<string, number>;
  names: Map<string, string>;
}

const quoteOf = (ctx: Ctx, a: CodedAnswer): InsightQuote | null =>
  a.code.evidence && a.text.includes(a.code.evidence)
    ? {
        text: a.code.evidence,
        answerId: a.answerId,
        avatarId: a.avatarId,
        avatarName: ctx.names.get(a.avatarId) ?? 'Participant',
        questionNumber: ctx.qNumber.get(a.questionId) ?? 0,
      }
    : null;

/** Up to n quotes from different participants, in the order given. */
function quotesFrom(ctx: Ctx, answers: CodedAnswer[], n = QUOTES_PER_FIGURE): InsightQuote[] {
  const out: InsightQuote[] = [];
  const seen = new Set<string>();
  for (const a of answers) {
    const q = seen.has(a.avatarId) ? null : quoteOf(ctx, a);
    if (!q) continue;
    seen.add(a.avatarId);
    out.push(q);
    if (out.length === n) break;
  }
  return out;
}

/** The participant's latest answer (by question order) whose code states something for this field. */
function latest<T>(answers: CodedAnswer[], ctx: Ctx, pick: (c: AnswerCode) => T | null): { value: T; answer: CodedAnswer } | null {
  let best: { value: T; answer: CodedAnswer } | null = null;
  for (const a of answers) {
    const value = pick(a.code);
    if (value === null) continue;
    if (!best || (ctx.qNumber.get(a.questionId) ?? 0) >= (ctx.qNumber.get(best.answer.questionId) ?? 0)) best = { value, answer: a };
  }
  return best;
}

function leaning(answers: CodedAnswer[]): Stance {
  const n = (s: Stance) => answers.filter((a) => a.code.stance === s).length;
  const [pos, neg, mixed] = [n('positive'), n('negative'), n('mixed')];
  if (pos + neg + mixed === 0) return 'neutral';
  if (pos > neg + mixed) return 'positive';
  if (neg > pos + mixed) return 'negative';
  return 'mixed';
}

const LABEL_BY_INTENT: Record<PurchaseIntent, ParticipantLabel> = { yes: 'likely-early-adopter', maybe: 'open-but-unconvinced', no: 'not-a-buyer', unstated: 'undecided' };

function ratingFigure(q: FigureInput['questions'][number], answers: CodedAnswer[]): RatingFigure | null {
  const rated = answers.filter((a) => a.code.rating !== null);
  if (!rated.length) return null;
  // The question is read as the coder reads it, so a value counts as a rating exactly when it was coded as one.
  const read = readQuestion({ brief: '', question: q.text, kind: q.kind, scale: q.scale ?? undefined });
  const kind = read.intent === 'amount' ? 'amount' : read.scale ? 'scale' : null;
  const scale = read.scale;
  if (!kind) return null;
  const values = rated.map((a) => ({ avatarId: a.avatarId, value: a.code.rating!, answerId: a.answerId }));
  const xs = values.map((v) => v.value);
  const m = mean(xs);
  return { kind, scale: kind === 'scale' ? scale : null, values, mean: m === null ? null : round(m), median: median(xs), histogram: histogram(xs) };
}

/** Every figure of a report from the coded answers. */
export function computeFigures(input: FigureInput): InsightFigures {
  const ctx: Ctx = { qNumber: new Map(input.questions.map((q) => [q.id, q.number])), names: new Map(input.avatars.map((a) => [a.id, a.name])) };
  const onTopic = input.answers.filter((a) => a.code.onTopic);
  const byAvatar = new Map(input.avatars.map((a) => [a.id, onTopic.filter((x) => x.avatarId === a.id)]));

  const stance = Object.fromEntries(STANCES.map((s) => [s, emptyTally()])) as Record<Stance, Tally>;
  for (const a of onTopic) add(stance[a.code.stance], a.avatarId, a.answerId);

  const intent: IntentFigure = { participants: input.avatars.length, stated: 0, yes: emptyTally(), maybe: emptyTally(), no: emptyTally(), unstated: emptyTally() };
  const price: PriceFigure = { briefPrice: briefPrice(input.brief), stated: 0, tooHigh: emptyTally(), acceptable: emptyTally(), amounts: [], medianAmount: null };
  const participants: ParticipantFigure[] = input.avatars.map((av) => {
    const mine = byAvatar.get(av.id) ?? [];
    const said = latest<PurchaseIntent>(mine, ctx, (c) => (c.purchase === 'unstated' ? null : c.purchase));
    const reacted = latest<PriceReaction>(mine, ctx, (c) => (c.price === 'unstated' ? null : c.price));
    const intentValue = said?.value ?? 'unstated';
    if (said) add(intent[said.value], av.id, said.answer.answerId);
    else intent.unstated.avatarIds.push(av.id);
    if (reacted) add(reacted.value === 'too_high' ? price.tooHigh : price.acceptable, av.id, reacted.answer.answerId);
    const concerns = CONCERNS.filter((c) => mine.some((a) => a.code.concerns.includes(c)));
    const voice = said?.answer ?? mine.find((a) => a.code.stance !== 'neutral') ?? mine[0];
    return {
      avatarId: av.id,
      name: av.name,
      jobTitle: av.jobTitle,
      intent: intentValue,
      intentAnswerId: said?.answer.answerId ?? null,
      price: reacted?.value ?? 'unstated',
      stance: leaning(mine),
      label: LABEL_BY_INTENT[intentValue],
      concerns,
      answerIds: mine.map((a) => a.answerId),
      quote: voice ? quoteOf(ctx, voice) : null,
    };
  });
  for (const k of ['yes', 'maybe', 'no', 'unstated'] as const) intent[k] = countPeople(intent[k]);
  intent.stated = intent.yes.count + intent.maybe.count + intent.no.count;
  price.tooHigh = countPeople(price.tooHigh);
  price.acceptable = countPeople(price.acceptable);
  price.stated = price.tooHigh.count + price.acceptable.count;

  const questions: QuestionFigure[] = input.questions.map((q) => {
    const all = input.answers.filter((a) => a.questionId === q.id);
    const mine = all.filter((a) => a.code.onTopic);
    const split = Object.fromEntries(STANCES.map((s) => [s, emptyTally()])) as Record<Stance, Tally>;
    for (const a of mine) add(split[a.code.stance], a.avatarId, a.answerId);
    for (const s of STANCES) split[s] = countAnswers(split[s]);
    const ratings = ratingFigure(q, mine);
    // A discussed question's amounts were revised: the discussion round's count, not both.
    const revised = input.questions.some((x) => x.discussesQuestionId === q.id);
    if (ratings?.kind === 'amount' && !revised) {
      for (const v of ratings.values)
        price.amounts.push({ avatarId: v.avatarId, avatarName: ctx.names.get(v.avatarId) ?? 'Participant', amount: v.value, answerId: v.answerId, questionNumber: q.number });
    }
    const first = (s: Stance[]) =>
      quotesFrom(
        ctx,
        mine.filter((a) => s.includes(a.code.stance)),
        1,
      )[0] ?? null;
    const spec = q.spec ?? { kind: 'open' as const };
    const discussed = q.discussesQuestionId ? input.questions.find((x) => x.id === q.discussesQuestionId) : undefined;
    return {
      number: q.number,
      text: q.text,
      kind: spec.kind,
      distribution: distributionOf({ id: q.id, text: q.text, spec }, valued(all), price.briefPrice),
      discussion: discussed
        ? discussionShift({ number: discussed.number, spec }, valued(input.answers.filter((a) => a.questionId === discussed.id)), valued(all), ctx.names)
        : null,
      onTopic: all.length === 0 || mine.length > 0,
      answered: all.length,
      skipped: input.skipped.filter((s) => s.questionId === q.id).length,
      offTopicAnswers: all.length - mine.length,
      stance: split,
      ratings,
      quotes: { positive: first(['positive']), negative: first(['negative', 'mixed']) },
    };
  });
  price.medianAmount = median(price.amounts.map((a) => a.amount));

  const panel = input.avatars.length;
  const concerns: ConcernFigure[] = CONCERNS.map((id: Concern) => {
    const raising = onTopic.filter((a) => a.code.concerns.includes(id));
    const t = emptyTally();
    for (const a of raising) add(t, a.avatarId, a.answerId);
    // The clearest voices first: a refusal or a reservation says more about a worry than praise does.
    const ordered = [...raising].sort((a, b) => rank(a.code.stance) - rank(b.code.stance));
    return { id, label: CONCERN_LABELS[id], participants: countPeople(t), share: panel ? round(t.avatarIds.length / panel, 3) : 0, quotes: quotesFrom(ctx, ordered) };
  })
    .filter((c) => c.participants.count > 0)
    .sort((a, b) => b.participants.count - a.participants.count || CONCERNS.indexOf(a.id) - CONCERNS.indexOf(b.id));

  const likedAnswers = onTopic.filter((a) => a.code.stance === 'positive');
  const liked = emptyTally();
  for (const a of likedAnswers) add(liked, a.avatarId, a.answerId);

  const coderCounts = new Map<string, number>();
  for (const a of input.answers) coderCounts.set(a.coder, (coderCounts.get(a.coder) ?? 0) + 1);

  const verdict = decideVerdict({ panelSize: panel, intent, price, concerns, yesAvatarIds: new Set(intent.yes.avatarIds) });
  return {
    intent,
    price,
    concerns,
    liked: { participants: countPeople(liked), quotes: quotesFrom(ctx, likedAnswers, 3) },
    stance: Object.fromEntries(STANCES.map((s) => [s, countAnswers(stance[s])])) as Record<Stance, Tally>,
    questions,
    participants,
    coding: {
      coders: [...coderCounts].map(([coder, answers]) => ({ coder, answers })).sort((a, b) => b.answers - a.answers),
      onTopicAnswers: onTopic.length,
      offTopicAnswers: input.answers.length - onTopic.length,
      offTopicQuestions: questions.filter((q) => !q.onTopic).map((q) => q.number),
    },
    verdict,
  };
}

const rank = (s: Stance) => ({ negative: 0, mixed: 1, neutral: 2, positive: 3 })[s];
