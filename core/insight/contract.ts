// The figures a report is built from, each traceable to the answers behind it (INSIGHT.md rule 1).
// Shared with the web app: no Node imports.
import type { Concern, PriceReaction, PurchaseIntent, Scale, Stance } from './codebook.js';

/** A verbatim piece of one stored answer (a substring of its text, checked in code). */
export interface InsightQuote {
  text: string;
  answerId: string;
  avatarId: string;
  avatarName: string;
  questionNumber: number;
}

/** A count of participants (or answers) with the ids that make it up, so a reader can open them. */
export interface Tally {
  count: number;
  avatarIds: string[];
  answerIds: string[];
}

/** Each participant's latest stated intent to buy, use or subscribe. */
export interface IntentFigure {
  participants: number;
  /** Participants who stated an intent (yes, maybe or no). */
  stated: number;
  yes: Tally;
  maybe: Tally;
  no: Tally;
  unstated: Tally;
}

interface PriceAmount {
  avatarId: string;
  avatarName: string;
  amount: number;
  answerId: string;
  questionNumber: number;
}

export interface BriefPrice {
  amount: number;
  currency: string;
  /** 'month', 'year', 'week', 'one-off'... as the brief states it. */
  period: string | null;
}

/** Each participant's latest reaction to the price, and the amounts named in answers. */
export interface PriceFigure {
  briefPrice: BriefPrice | null;
  /** Participants who reacted to the price either way. */
  stated: number;
  tooHigh: Tally;
  acceptable: Tally;
  amounts: PriceAmount[];
  medianAmount: number | null;
}

export interface ConcernFigure {
  id: Concern;
  label: string;
  /** Participants who raised it at least once. */
  participants: Tally;
  /** Share of the panel (0..1). */
  share: number;
  quotes: InsightQuote[];
}

export interface RatingFigure {
  /** 'scale' for a number on a scale, 'amount' for what participants would pay. */
  kind: 'scale' | 'amount';
  scale: Scale | null;
  values: { avatarId: string; value: number; answerId: string }[];
  mean: number | null;
  median: number | null;
  histogram: { value: number; count: number }[];
}

interface DistributionBase {
  /** Answers with a value. */
  n: number;
  /** Fewer than 16 answers: the report says in words that the sample is small. */
  small: boolean;
  answerIds: string[];
  avatarIds: string[];
}

interface Summary {
  mean: number;
  median: number;
  /** 95% bootstrap interval of the mean (fixed seed); null with fewer than two answers. */
  interval: { low: number; high: number } | null;
}

/** The values of one structured question. */
export type Distribution =
  | (DistributionBase &
      Summary & { kind: 'scale'; scale: { min: number; max: number; minLabel: string; maxLabel: string }; histogram: { value: number; count: number }[]; nps: number | null })
  | (DistributionBase & { kind: 'choice'; options: { option: string; count: number; share: number; answerIds: string[] }[] })
  | (DistributionBase &
      Summary & {
        kind: 'price';
        /** The amounts, in the order of answerIds. */
        amounts: number[];
        currency: string;
        period: string | null;
        min: number;
        max: number;
        /** The brief's price when it is in the question's currency. */
        briefAmount: number | null;
        atOrAbove: { count: number; share: number } | null;
      });

/** A discussion round's revote: before -> after per participant. */
export interface DiscussionShift {
  /** The number of the question discussed. */
  discusses: number;
  rows: { avatarId: string; name: string; before: number | string; after: number | string; beforeLabel: string; afterLabel: string; answerIds: string[] }[];
  changed: number;
  /** Mean of after - before (scale and price); null for a choice. */
  meanShift: number | null;
}

export interface QuestionFigure {
  number: number;
  text: string;
  /** 'open' unless the question was asked as a scale, choice or price question. */
  kind?: 'open' | 'scale' | 'choice' | 'price';
  /** Structured questions: the distribution of the values chosen. */
  distribution?: Distribution | null;
  /** A discussion round: the question it discussed and how the values moved. */
  discussion?: DiscussionShift | null;
  /** False when no answer to it spoke about the idea (e.g. an ice-breaker): kept out of every figure. */
  onTopic: boolean;
  answered: number;
  skipped: number;
  offTopicAnswers: number;
  stance: Record<Stance, Tally>;
  ratings: RatingFigure | null;
  quotes: { positive: InsightQuote | null; negative: InsightQuote | null };
}

export type ParticipantLabel = 'likely-early-adopter' | 'open-but-unconvinced' | 'not-a-buyer' | 'undecided';

export interface ParticipantFigure {
  avatarId: string;
  name: string;
  jobTitle: string | null;
  intent: PurchaseIntent;
  intentAnswerId: string | null;
  price: PriceReaction;
  /** The leaning of the participant's on-topic answers. */
  stance: Stance;
  label: ParticipantLabel;
  concerns: Concern[];
  answerIds: string[];
  quote: InsightQuote | null;
}

interface CodingSummary {
  /** How many answers each coder coded ('rules@1', 'llm:gpt-4o-mini@1'). */
  coders: { coder: string; answers: number }[];
  onTopicAnswers: number;
  offTopicAnswers: number;
  /** Questions left out of every product figure because no answer to them was about the idea. */
  offTopicQuestions: number[];
}

export type Verdict = 'greenlight' | 'tweaks' | 'not-ready';

export interface VerdictDecision {
  verdict: Verdict;
  /** Which rule decided (see core/insight/verdict.ts). */
  rule: string;
  reasons: string[];
}

export interface InsightFigures {
  intent: IntentFigure;
  price: PriceFigure;
  /** By participants, most first. */
  concerns: ConcernFigure[];
  /** What participants liked: the evidence of their positive and mixed answers. */
  liked: { participants: Tally; quotes: InsightQuote[] };
  /** Stance of every on-topic answer. */
  stance: Record<Stance, Tally>;
  questions: QuestionFigure[];
  participants: ParticipantFigure[];
  coding: CodingSummary;
  verdict: VerdictDecision;
}
