// The live chat's REST shapes, shared with the web app: types only, no Node imports.
import type { ChatMessageDto } from '../events.js';
import type { BriefPriceInput, KeyQuestionKind } from './question-kinds.js';

export interface Participant {
  id: string;
  name: string;
  initial: string;
  avatarImage: string | null;
  jobTitle: string | null;
  isPremium: boolean;
}

export interface PendingReply {
  questionId: string;
  avatarId: string;
  /** queued: its job waits for a worker; typing: a worker is writing it (text so far below). */
  state: 'queued' | 'typing';
  runId: string | null;
  /** Deltas already in `text`: apply later `reply:delta` events of the same run with a higher seq. */
  seq: number;
  text: string;
}

/** What the live screen shows and restores from: the brief, the group, the conversation and its state. */
export interface LiveSessionDto {
  session: {
    id: string;
    title: string | null;
    status: 'draft' | 'active' | 'completed';
    productIdea: string | null;
    targetAudience: string | null;
    additionalContext: string | null;
    keyQuestions: string[];
    /** The questions auto-send and Auto-Advance ask, in order (the defaults when the list is empty). */
    plannedQuestions: string[];
    tags: string[];
    autoAdvance: boolean;
    /** Auto-advance also runs a discussion round on each question before the next. */
    discussEach: boolean;
    /** Kinds the wizard gave key questions, by text (the composer offers them for the next question). */
    keyQuestionKinds: KeyQuestionKind[];
    /** The brief's price (the wizard's price field, else the first price the brief states). */
    briefPrice: BriefPriceInput | null;
    participants: Participant[];
    createdAt: string;
    lastSavedAt: string | null;
  };
  messages: ChatMessageDto[];
  /** Replies still owed for asked questions (neither stored nor skipped). */
  pending: PendingReply[];
  progress: { asked: number; total: number; current: number; complete: boolean };
  /** The session's running token total over every stored reply. */
  usage: { input: number; output: number };
  provider: { name: string; simulated: boolean };
  /** The latest report of the session, if one was generated. */
  report: { id: string; status: 'generating' | 'ready' | 'failed' } | null;
}

export interface AskQuestionResponse {
  questionId: string;
  questionNumber: number;
  /** False when the question already existed (another tab sent the same auto-question first). */
  created: boolean;
}
