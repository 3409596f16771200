import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { errorMessage, isApiError } from '../api/client';
import { liveSessionApi } from '../api/live-session';
import type { KindFields } from '../components/question-kind-draft';
import { toast, toastFailure } from '../components/toast';
import { useLiveSessionStore } from './live-session-store';
import { nextListed } from '../../../core/chat/question-plan.js';
import { askedCount, askedTexts, isRoundOpen, pageAskRefusal, undiscussedLast } from './live-state';

// The chat timings of docs/sessions-and-reports.md (The live session).
const STAGGER_MS = 500;
const AUTO_SEND_MS = 1_000;
const SAFETY_TIMEOUT_MS = 30_000;

interface FlowOptions {
  sessionId: string;
  lastEventAt: RefObject<number>;
  resync: () => void;
}

/** What the session allows right now, read from the store. */
function progressOf() {
  const { dto, live } = useLiveSessionStore.getState();
  if (!dto || !live) return null;
  const asked = askedCount(live);
  return { dto, live, asked, refusal: pageAskRefusal(dto, live) };
}

/** A question to ask, or an answered one to discuss (a round that counts toward the limit like a question). */
type Asking = { text: string; questionNumber?: number; kind?: KindFields } | { discussing: string; questionNumber?: number };

const SESSION_COMPLETE = 'Every question of this session has been asked.';

/**
 * The rhythm of the live chat: answers enter the transcript in finish order at least 500 ms apart; a
 * new session sends its first listed question after about a second; Auto-Advance sends the next one
 * when a round completes; a round with no news for 30 s is reloaded from the server.
 */
export function useChatFlow({ sessionId, lastEventAt, resync }: FlowOptions) {
  // The mutation's pending state is drawn; the ref answers at once, before the next render, for a second click or a timer.
  const sendingRef = useRef(false);
  const finished = useLiveSessionStore((s) => s.live?.finished);
  const open = useLiveSessionStore((s) => (s.live ? isRoundOpen(s.live) : false));
  // The server's rule on this page's state; a primitive so the selector is stable between renders.
  const refusal = useLiveSessionStore((s) => (s.dto && s.live ? (pageAskRefusal(s.dto, s.live)?.message ?? null) : null));
  const autoAdvance = useLiveSessionStore((s) => s.dto?.session.autoAdvance ?? false);
  const discussEach = useLiveSessionStore((s) => s.dto?.session.discussEach ?? false);
  const reveal = useLiveSessionStore((s) => s.reveal);

  const ask = useMutation({
    mutationFn: (q: Asking) =>
      'discussing' in q ? liveSessionApi.discuss(sessionId, q.discussing, q.questionNumber) : liveSessionApi.ask(sessionId, q.text, q.questionNumber, q.kind),
    onSuccess: ({ questionId }) => {
      // The question arrives over the socket; if it has not shortly after, the socket is down: reload.
      setTimeout(() => {
        const live = useLiveSessionStore.getState().live;
        if (live && !live.messages.some((m) => m.id === questionId)) resync();
      }, 3_000);
    },
    onError: (error) => {
      if (isApiError(error) && error.code === 'session_complete') toast({ title: 'Session Complete', message: SESSION_COMPLETE, kind: 'error' });
      // A round still open on the server (another tab asked): the page's replies are behind, reload them.
      else if (isApiError(error) && error.code === 'round_open') resync();
      else toastFailure('Error', error);
    },
  });
  const { mutateAsync } = ask;

  /** Sends a question; resolves null when it was taken, else the reason it was not (shown at the input). */
  const post = useCallback(
    async (q: Asking): Promise<string | null> => {
      if (sendingRef.current) return 'Your last question is still being sent.';
      const p = progressOf();
      if (p?.refusal) return p.refusal.message;
      sendingRef.current = true;
      try {
        await mutateAsync(q);
        return null;
      } catch (error) {
        return isApiError(error) && error.code === 'session_complete' ? SESSION_COMPLETE : errorMessage(error);
      } finally {
        sendingRef.current = false;
      }
    },
    [mutateAsync],
  );

  const send = useCallback(
    async (text: string, questionNumber?: number, kind?: KindFields): Promise<string | null> => {
      const clean = text.trim();
      if (!clean) return 'Type a question first.';
      return post({ text: clean, questionNumber, kind });
    },
    [post],
  );

  /** A discussion round on an answered question: it counts toward the limit like a question. */
  const discuss = useCallback((questionId: string, questionNumber?: number) => post({ discussing: questionId, questionNumber }), [post]);

  // The stagger: the next finished answer enters the transcript 500 ms after the previous one.
  const lastReveal = useRef(0);
  useEffect(() => {
    if (!finished?.length) return;
    const wait = Math.max(0, STAGGER_MS - (Date.now() - lastReveal.current));
    const timer = setTimeout(() => {
      lastReveal.current = Date.now();
      reveal();
    }, wait);
    return () => clearTimeout(timer);
  }, [finished, reveal]);

  // Sends the next listed question if the session still wants one when the timer fires.
  // With "discuss each question", the question just answered is discussed before the next one.
  const sendNextListed = useCallback(() => {
    const p = progressOf();
    if (!p || p.refusal || p.live.finished.length || sendingRef.current) return;
    const toDiscuss = p.dto.session.discussEach && p.dto.session.autoAdvance ? undiscussedLast(p.live) : null;
    if (toDiscuss) {
      void discuss(toDiscuss, p.asked + 1);
      return;
    }
    const next = nextListed(p.dto.session.plannedQuestions, askedTexts(p.live));
    if (next) void send(next, p.asked + 1);
  }, [send, discuss]);

  // A new session with avatars and no messages asks its first question by itself.
  useEffect(() => {
    const p = progressOf();
    if (!p || p.live.messages.length || !p.dto.session.participants.length) return;
    const timer = setTimeout(sendNextListed, AUTO_SEND_MS);
    return () => clearTimeout(timer);
  }, [sendNextListed]);

  // Auto-Advance: between rounds (one just completed, or the switch was turned on), ask the next one.
  useEffect(() => {
    const p = progressOf();
    if (!autoAdvance || open || !p || p.asked === 0) return;
    const timer = setTimeout(sendNextListed, AUTO_SEND_MS);
    return () => clearTimeout(timer);
  }, [open, autoAdvance, discussEach, sendNextListed]);

  // The 30 s loading safety net (docs/sessions-and-reports.md), made useful: reload the state instead of giving up on it.
  useEffect(() => {
    if (!open) return;
    const timer = setInterval(() => {
      if (Date.now() - lastEventAt.current > SAFETY_TIMEOUT_MS) {
        lastEventAt.current = Date.now();
        resync();
      }
    }, 5_000);
    return () => clearInterval(timer);
  }, [open, lastEventAt, resync]);

  const sending = ask.isPending;
  return { send, discuss, sending, refusal: sending ? null : refusal };
}
