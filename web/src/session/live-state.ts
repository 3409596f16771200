// The live chat's state as pure functions: a REST snapshot, then socket events applied on top. Every
// event is idempotent (upsert by id, deltas by run and sequence number), so a repeated, late or
// already-snapshotted event changes nothing.
import { askRefusal } from '../../../core/chat/ask-rule.js';
import type { LiveSessionDto, PendingReply } from '../api/live-session';
import type { ChatMessageDto, ServerToClientEvents } from '../realtime/events';

/** A reply still owed: the snapshot's pending entry, then kept current by socket events. */
type LiveReply = PendingReply;

export interface LiveState {
  /** The transcript as shown, in order. */
  messages: ChatMessageDto[];
  /** Finished answers waiting for their display slot (the 500 ms stagger of docs/sessions-and-reports.md, Chat timings), in finish order. */
  finished: ChatMessageDto[];
  /** Replies still owed, by `questionId:avatarId`. */
  replies: Record<string, LiveReply>;
  /** Replies skipped while this page was open, by question. */
  skipped: Record<string, string[]>;
  participantIds: string[];
}

type Payload<E extends keyof ServerToClientEvents> = Parameters<ServerToClientEvents[E]>[0];
export type LiveEvent =
  | { type: 'question:created'; payload: Payload<'question:created'> }
  | { type: 'reply:start'; payload: Payload<'reply:start'> }
  | { type: 'reply:delta'; payload: Payload<'reply:delta'> }
  | { type: 'reply:done'; payload: Payload<'reply:done'> }
  | { type: 'reply:skipped'; payload: Payload<'reply:skipped'> };

const replyKey = (questionId: string, avatarId: string) => `${questionId}:${avatarId}`;

export function fromSnapshot(dto: LiveSessionDto): LiveState {
  const replies: Record<string, LiveReply> = {};
  for (const p of dto.pending) replies[replyKey(p.questionId, p.avatarId)] = { ...p };
  return { messages: dto.messages, finished: [], replies, skipped: {}, participantIds: dto.session.participants.map((p) => p.id) };
}

const answered = (s: LiveState, questionId: string, avatarId: string) =>
  [...s.messages, ...s.finished].some((m) => !m.isUser && m.questionId === questionId && m.avatarId === avatarId);
const settled = (s: LiveState, questionId: string, avatarId: string) => answered(s, questionId, avatarId) || (s.skipped[questionId] ?? []).includes(avatarId);

function without(replies: Record<string, LiveReply>, key: string): Record<string, LiveReply> {
  if (!(key in replies)) return replies;
  const next = { ...replies };
  delete next[key];
  return next;
}

export function applyEvent(s: LiveState, ev: LiveEvent): LiveState {
  switch (ev.type) {
    case 'question:created': {
      const m = ev.payload.message;
      if (s.messages.some((x) => x.id === m.id)) return s;
      // A question may follow the last stored answer before that answer's display slot came: the
      // answers still waiting enter the transcript first, so the new question lands after them.
      const replies = { ...s.replies };
      for (const avatarId of s.participantIds) {
        const key = replyKey(m.questionId, avatarId);
        if (!replies[key] && !settled(s, m.questionId, avatarId)) replies[key] = { questionId: m.questionId, avatarId, state: 'queued', runId: null, seq: 0, text: '' };
      }
      return { ...s, messages: [...s.messages, ...s.finished, m], finished: [], replies };
    }
    case 'reply:start': {
      const { questionId, avatarId, runId } = ev.payload;
      const key = replyKey(questionId, avatarId);
      if (settled(s, questionId, avatarId) || s.replies[key]?.runId === runId) return s;
      // A new run (a retry, or a worker that took over after a crash) starts the text again.
      return { ...s, replies: { ...s.replies, [key]: { questionId, avatarId, state: 'typing', runId, seq: 0, text: '' } } };
    }
    case 'reply:delta': {
      const { questionId, avatarId, runId, seq, delta } = ev.payload;
      const key = replyKey(questionId, avatarId);
      if (settled(s, questionId, avatarId)) return s;
      const cur = s.replies[key];
      if (cur?.runId === runId) {
        if (seq !== cur.seq + 1) return s; // already applied (from the snapshot) or a gap the next snapshot fills
        return { ...s, replies: { ...s.replies, [key]: { ...cur, state: 'typing', seq, text: cur.text + delta } } };
      }
      // The start of a run whose reply:start was missed.
      if (seq !== 1) return s;
      return { ...s, replies: { ...s.replies, [key]: { questionId, avatarId, state: 'typing', runId, seq: 1, text: delta } } };
    }
    case 'reply:done': {
      const m = ev.payload.message;
      const replies = without(s.replies, replyKey(m.questionId, m.avatarId ?? ''));
      if ([...s.messages, ...s.finished].some((x) => x.id === m.id)) return replies === s.replies ? s : { ...s, replies };
      return { ...s, replies, finished: [...s.finished, m] };
    }
    case 'reply:skipped': {
      const { questionId, avatarId } = ev.payload;
      const done = s.skipped[questionId] ?? [];
      if (done.includes(avatarId)) return s;
      return { ...s, replies: without(s.replies, replyKey(questionId, avatarId)), skipped: { ...s.skipped, [questionId]: [...done, avatarId] } };
    }
  }
}

/** Moves the next finished answer into the transcript. */
export function revealNext(s: LiveState): LiveState {
  if (!s.finished.length) return s;
  const [next, ...rest] = s.finished;
  return { ...s, messages: [...s.messages, next!], finished: rest };
}

/** A round is open while any reply is owed or a finished answer still waits for its slot. */
export const isRoundOpen = (s: LiveState) => s.finished.length > 0 || Object.keys(s.replies).length > 0;

/** Every reply of the question failed: nothing answered, nothing owed, at least one skipped. */
export function everyReplySkipped(s: LiveState, questionId: string): boolean {
  if (!(s.skipped[questionId] ?? []).length) return false;
  if (Object.values(s.replies).some((r) => r.questionId === questionId)) return false;
  return ![...s.messages, ...s.finished].some((m) => !m.isUser && m.questionId === questionId);
}

export const askedCount = (s: LiveState) => s.messages.filter((m) => m.isUser).length;
export const askedTexts = (s: LiveState) => s.messages.filter((m) => m.isUser).map((m) => m.message);

/** Whether a question already has its discussion round (one per question). */
export const isDiscussed = (s: LiveState, questionId: string) => s.messages.some((m) => m.isUser && m.discussesQuestionId === questionId);

/** The latest question when it is an answered question with no discussion round yet, else null. */
export function undiscussedLast(s: LiveState): string | null {
  const last = s.messages.filter((m) => m.isUser).at(-1);
  if (!last || last.discussesQuestionId || isDiscussed(s, last.id)) return null;
  return s.messages.some((m) => !m.isUser && m.questionId === last.id) ? last.id : null;
}

/** Replies owed on the page: not yet stored nor skipped (a stored answer waiting for its slot is not owed). */
const owedCount = (s: LiveState) => Object.keys(s.replies).length;

/** The server's own rule (core/chat/ask-rule.ts) applied to what this page knows. */
export const pageAskRefusal = (dto: LiveSessionDto, s: LiveState) =>
  askRefusal({ status: dto.session.status, asked: askedCount(s), limit: dto.progress.total, owed: owedCount(s) });

/** The running token total of the answers received (the server's figure at load, then live). */
export function tokenTotal(s: LiveState): { input: number; output: number } {
  let input = 0;
  let output = 0;
  for (const m of [...s.messages, ...s.finished]) {
    input += m.usage?.input ?? 0;
    output += m.usage?.output ?? 0;
  }
  return { input, output };
}
