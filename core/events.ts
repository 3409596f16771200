import type { AnswerValue, QuestionSpec } from './chat/question-kinds.js';
// The realtime contract: every Socket.IO event name and payload, imported by api, workers and web.
// Payloads carry ids so that applying an event twice changes nothing in the browser's store.

import type { ReportStep, ReportTimeline } from './reports/contract.js';

export interface ChatMessageDto {
  id: string;
  questionId: string;
  questionNumber: number;
  isUser: boolean;
  avatarId: string | null;
  name: string;
  avatarImage: string | null;
  message: string;
  timestamp: string;
  /** Answers only: written by the offline persona simulator rather than a model (labelled in the chat). */
  simulated?: boolean;
  /** Answers only: the provider's token counts (an estimate offline). */
  usage?: { input: number; output: number };
  /** Questions only: the kind and its settings (absent on open questions). */
  spec?: QuestionSpec;
  /** Discussion rounds (the question and its answers): the question being discussed. */
  discussesQuestionId?: string;
  /** Structured answers only: the value and its chip ("7/10", "Yearly", "$50"). */
  value?: { value: AnswerValue; label: string };
}

/** One streaming reply. `runId` changes when a job is re-run (retry, crashed worker): a new run restarts the text. */
interface ReplyRef {
  sessionId: string;
  questionId: string;
  avatarId: string;
}

interface ReportProgressEvent {
  reportId: string;
  sessionId: string;
  /** The last step finished; null while the first one (analyzing) runs. */
  step: ReportStep | null;
  progress: number;
  timeline: ReportTimeline;
}

export interface BatchProgressEvent {
  batchId: string;
  status: string;
  done: number;
  failed: number;
  total: number;
  lastAvatarName: string | null;
}

export interface ServerToClientEvents {
  'credits:changed': (p: { balance: number }) => void;
  'user:updated': (p: { userId: string }) => void;
  'question:created': (p: { sessionId: string; message: ChatMessageDto }) => void;
  'reply:start': (p: ReplyRef & { runId: string }) => void;
  /** `seq` counts the run's deltas from 1, so a delta already applied (from the REST draft) is recognised. */
  'reply:delta': (p: ReplyRef & { runId: string; seq: number; delta: string }) => void;
  'reply:done': (p: { sessionId: string; message: ChatMessageDto }) => void;
  'reply:skipped': (p: ReplyRef) => void;
  'report:progress': (p: ReportProgressEvent) => void;
  'report:done': (p: { reportId: string; sessionId: string }) => void;
  'report:failed': (p: { reportId: string; sessionId: string; message: string }) => void;
  'pdf:ready': (p: { reportId: string }) => void;
  'pdf:failed': (p: { reportId: string; message: string }) => void;
  'batch:progress': (p: BatchProgressEvent) => void;
}

export interface ClientToServerEvents {
  'session:join': (p: { sessionId: string }, ack: (r: { ok: boolean; error?: string }) => void) => void;
  'session:leave': (p: { sessionId: string }) => void;
}

export type ServerEventName = keyof ServerToClientEvents;
export type ServerEventPayload<E extends ServerEventName> = Parameters<ServerToClientEvents[E]>[0];

export const rooms = {
  user: (id: string) => `user:${id}`,
  session: (id: string) => `session:${id}`,
  admin: 'admin',
} as const;
