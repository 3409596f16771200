import { describe, expect, it } from 'vitest';
import type { LiveSessionDto } from '../api/live-session';
import type { ChatMessageDto } from '../realtime/events';
import {
  applyEvent,
  askedCount,
  everyReplySkipped,
  fromSnapshot,
  isRoundOpen,
  pageAskRefusal,
  revealNext,
  tokenTotal,
  undiscussedLast,
  type LiveEvent,
  type LiveState,
} from './live-state';

const S = 'session-1';
const question = (id: string, n: number): ChatMessageDto => ({
  id,
  questionId: id,
  questionNumber: n,
  isUser: true,
  avatarId: null,
  name: 'Me',
  avatarImage: null,
  message: `Q${n}?`,
  timestamp: `2026-01-01T00:0${n}:00.000Z`,
});
const answer = (id: string, q: string, avatarId: string): ChatMessageDto => ({
  id,
  questionId: q,
  questionNumber: 1,
  isUser: false,
  avatarId,
  name: avatarId,
  avatarImage: null,
  message: `answer ${id}`,
  timestamp: '2026-01-01T00:05:00.000Z',
  simulated: true,
  usage: { input: 10, output: 5 },
});

function snapshot(over: Partial<LiveSessionDto> = {}): LiveSessionDto {
  return {
    session: {
      id: S,
      title: 'T',
      status: 'active',
      productIdea: null,
      targetAudience: null,
      additionalContext: null,
      keyQuestions: [],
      plannedQuestions: [],
      tags: [],
      autoAdvance: false,
      discussEach: false,
      keyQuestionKinds: [],
      briefPrice: null,
      participants: ['a', 'b'].map((id) => ({ id, name: id, initial: id, avatarImage: null, jobTitle: null, isPremium: false })),
      createdAt: '',
      lastSavedAt: null,
    },
    messages: [],
    pending: [],
    progress: { asked: 0, total: 5, current: 1, complete: false },
    usage: { input: 0, output: 0 },
    provider: { name: 'offline', simulated: true },
    report: null,
    ...over,
  };
}

const run = (s: LiveState, events: LiveEvent[]) => events.reduce(applyEvent, s);
const created = (m: ChatMessageDto): LiveEvent => ({ type: 'question:created', payload: { sessionId: S, message: m } });
const start = (avatarId: string, runId: string): LiveEvent => ({ type: 'reply:start', payload: { sessionId: S, questionId: 'q1', avatarId, runId } });
const delta = (avatarId: string, runId: string, seq: number, d: string): LiveEvent => ({
  type: 'reply:delta',
  payload: { sessionId: S, questionId: 'q1', avatarId, runId, seq, delta: d },
});
const done = (m: ChatMessageDto): LiveEvent => ({ type: 'reply:done', payload: { sessionId: S, message: m } });
const skipped = (avatarId: string): LiveEvent => ({ type: 'reply:skipped', payload: { sessionId: S, questionId: 'q1', avatarId } });

describe('the live chat state', () => {
  it('offers the latest answered question for discussion once, never a discussion round itself', () => {
    const q1 = question('q1', 1);
    expect(undiscussedLast(fromSnapshot(snapshot({ messages: [q1] })))).toBeNull();
    expect(undiscussedLast(fromSnapshot(snapshot({ messages: [q1, answer('r1', 'q1', 'a')] })))).toBe('q1');
    const round = { ...question('q2', 2), discussesQuestionId: 'q1' };
    expect(undiscussedLast(fromSnapshot(snapshot({ messages: [q1, answer('r1', 'q1', 'a'), round, answer('r2', 'q2', 'a')] })))).toBeNull();
  });

  it('opens a round for every participant when a question arrives, once', () => {
    const s = run(fromSnapshot(snapshot()), [created(question('q1', 1)), created(question('q1', 1))]);
    expect(s.messages).toHaveLength(1);
    expect(Object.keys(s.replies).sort()).toEqual(['q1:a', 'q1:b']);
    expect(isRoundOpen(s)).toBe(true);
    expect(askedCount(s)).toBe(1);
  });

  it('streams deltas in order, ignores repeats, and restarts the text when a new run starts', () => {
    let s = run(fromSnapshot(snapshot()), [
      created(question('q1', 1)),
      start('a', 'r1'),
      delta('a', 'r1', 1, 'Hello '),
      delta('a', 'r1', 2, 'there'),
      delta('a', 'r1', 2, 'there'),
    ]);
    expect(s.replies['q1:a']).toMatchObject({ state: 'typing', runId: 'r1', seq: 2, text: 'Hello there' });
    s = run(s, [start('a', 'r2'), start('a', 'r2'), delta('a', 'r2', 1, 'Hi')]);
    expect(s.replies['q1:a']).toMatchObject({ runId: 'r2', seq: 1, text: 'Hi' });
  });

  it('continues from a REST draft: deltas already in the draft are not applied twice', () => {
    const dto = snapshot({ messages: [question('q1', 1)], pending: [{ questionId: 'q1', avatarId: 'a', state: 'typing', runId: 'r1', seq: 2, text: 'Hello there' }] });
    const s = run(fromSnapshot(dto), [delta('a', 'r1', 1, 'Hello '), delta('a', 'r1', 2, 'there'), delta('a', 'r1', 3, '!')]);
    expect(s.replies['q1:a']!.text).toBe('Hello there!');
  });

  it('holds finished answers for their slot in finish order, then shows each once', () => {
    const a1 = answer('r-a', 'q1', 'a');
    const b1 = answer('r-b', 'q1', 'b');
    let s = run(fromSnapshot(snapshot()), [created(question('q1', 1)), done(b1), done(a1), done(b1)]);
    expect(s.finished.map((m) => m.id)).toEqual(['r-b', 'r-a']);
    expect(s.replies).toEqual({});
    expect(isRoundOpen(s)).toBe(true);
    s = revealNext(revealNext(s));
    expect(s.messages.map((m) => m.id)).toEqual(['q1', 'r-b', 'r-a']);
    expect(isRoundOpen(s)).toBe(false);
    // A late repeat of an answer already shown changes nothing.
    expect(applyEvent(s, done(a1))).toBe(s);
    expect(tokenTotal(s)).toEqual({ input: 20, output: 10 });
  });

  it('drops late events of a reply already settled in the snapshot', () => {
    const a1 = answer('r-a', 'q1', 'a');
    const s = run(fromSnapshot(snapshot({ messages: [question('q1', 1), a1] })), [start('a', 'r1'), delta('a', 'r1', 1, 'x'), done(a1)]);
    expect(s.replies).toEqual({});
    expect(s.finished).toEqual([]);
    expect(s.messages).toHaveLength(2);
  });

  it('knows when every reply of a question was skipped, and only then', () => {
    let s = run(fromSnapshot(snapshot()), [created(question('q1', 1)), skipped('a')]);
    expect(everyReplySkipped(s, 'q1')).toBe(false);
    s = applyEvent(s, skipped('b'));
    expect(everyReplySkipped(s, 'q1')).toBe(true);
    expect(isRoundOpen(s)).toBe(false);
    const mixed = run(fromSnapshot(snapshot()), [created(question('q1', 1)), skipped('a'), done(answer('r-b', 'q1', 'b'))]);
    expect(everyReplySkipped(mixed, 'q1')).toBe(false);
  });

  it('takes the next question as soon as the last answer is stored, and shows it after the answers still waiting for their slot', () => {
    const dto = snapshot();
    let s = run(fromSnapshot(dto), [created(question('q1', 1)), done(answer('r1', 'q1', 'a'))]);
    expect(pageAskRefusal(dto, s)?.code).toBe('round_open');
    s = applyEvent(s, done(answer('r2', 'q1', 'b')));
    expect(s.finished).toHaveLength(2);
    expect(pageAskRefusal(dto, s)).toBeNull();
    s = applyEvent(s, created(question('q2', 2)));
    expect(s.messages.map((m) => m.id)).toEqual(['q1', 'r1', 'r2', 'q2']);
    expect(s.finished).toEqual([]);
  });
});
