import { useCallback, useEffect, useRef, useState } from 'react';
import { liveSessionApi } from '../api/live-session';
import { isApiError, errorMessage } from '../api/client';
import { toastError } from '../components/toast';
import { getSocket } from '../realtime/socket';
import { useLiveSessionStore } from './live-session-store';
import { everyReplySkipped, type LiveEvent } from './live-state';

export type LoadStatus = { kind: 'loading' } | { kind: 'ready'; completeAtLoad: boolean } | { kind: 'not-found' } | { kind: 'error'; message: string };

const EVENTS = ['question:created', 'reply:start', 'reply:delta', 'reply:done', 'reply:skipped'] as const;
const JOIN_TIMEOUT_MS = 5_000;
/** A first load that failed for a passing reason (5xx, network) is tried again after 1, 2, 4... s, at most 30 s apart. */
const retryDelay = (attempt: number) => Math.min(30_000, 1_000 * 2 ** attempt);
/** Answers that will not change by asking again: the session is not this user's, or the login is gone. */
const isFinal = (error: unknown) => isApiError(error) && (error.status === 401 || error.status === 403 || error.status === 404);

const FAILED_REPLIES = { title: 'Error', message: 'Failed to get responses from participants. Please try again.' };

/**
 * Loads a session and keeps it live: join the session room, load the transcript and the running
 * replies over REST, then apply the room's events. Events that arrive while the snapshot loads are
 * held and applied on top of it; every event is idempotent, so nothing appears twice and nothing is
 * missed. A reconnect (the server forgets rooms) joins and loads again.
 */
export function useLiveSession(sessionId: string | null) {
  const [status, setStatus] = useState<LoadStatus>({ kind: 'loading' });
  const lastEventAt = useRef(Date.now());
  const resyncRef = useRef<() => void>(() => {});

  useEffect(() => {
    if (!sessionId) return;
    setStatus({ kind: 'loading' });
    useLiveSessionStore.getState().reset();
    const socket = getSocket();
    let buffer: LiveEvent[] | null = [];
    let cancelled = false;
    let controller: AbortController | null = null;
    let dropped = false;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;

    const apply = (ev: LiveEvent) => {
      const store = useLiveSessionStore.getState();
      store.apply(ev);
      const live = useLiveSessionStore.getState().live;
      if (ev.type === 'reply:skipped' && live && everyReplySkipped(live, ev.payload.questionId)) toastError(FAILED_REPLIES.title, FAILED_REPLIES.message);
    };
    const listeners = EVENTS.map((type) => {
      const listener = (payload: { sessionId: string }) => {
        if (payload.sessionId !== sessionId) return;
        lastEventAt.current = Date.now();
        const ev = { type, payload } as LiveEvent;
        if (buffer) buffer.push(ev);
        else apply(ev);
      };
      socket.on(type, listener as never);
      return [type, listener] as const;
    });

    const join = () =>
      new Promise<void>((resolve) => {
        socket.timeout(JOIN_TIMEOUT_MS).emit('session:join', { sessionId }, () => resolve());
      });

    const sync = async (first: boolean) => {
      buffer = [];
      controller?.abort();
      const mine = new AbortController();
      controller = mine;
      // Join first: every event after the snapshot's moment then reaches this page.
      await join();
      try {
        const dto = await liveSessionApi.load(sessionId, mine.signal);
        if (cancelled || mine.signal.aborted) return;
        useLiveSessionStore.getState().load(dto, buffer ?? []);
        buffer = null;
        lastEventAt.current = Date.now();
        if (first) setStatus({ kind: 'ready', completeAtLoad: dto.progress.complete && dto.pending.length === 0 });
      } catch (error) {
        if (cancelled || mine.signal.aborted) return;
        if (first) {
          // A final answer stops here and says so; anything else is asked again, further apart each time.
          if (isFinal(error)) return setStatus(isApiError(error) && error.status !== 401 ? { kind: 'not-found' } : { kind: 'error', message: errorMessage(error) });
          setStatus({ kind: 'error', message: errorMessage(error, 'An error occurred while loading the session') });
          retryTimer = setTimeout(() => void sync(true), retryDelay(attempt++));
          return;
        }
        // A failed refresh keeps the page as it was, with the events held meanwhile.
        const held = buffer ?? [];
        buffer = null;
        held.forEach(apply);
      }
    };
    resyncRef.current = () => void sync(false);

    const onDisconnect = () => {
      dropped = true;
    };
    const onConnect = () => {
      if (!dropped) return;
      dropped = false;
      void sync(false);
    };
    socket.on('disconnect', onDisconnect);
    socket.on('connect', onConnect);
    void sync(true);

    return () => {
      cancelled = true;
      clearTimeout(retryTimer);
      controller?.abort();
      for (const [type, listener] of listeners) socket.off(type, listener as never);
      socket.off('disconnect', onDisconnect);
      socket.off('connect', onConnect);
      if (socket.connected) socket.emit('session:leave', { sessionId });
      useLiveSessionStore.getState().reset();
    };
  }, [sessionId]);

  const resync = useCallback(() => resyncRef.current(), []);
  return { status, lastEventAt, resync };
}
