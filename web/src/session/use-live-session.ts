import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, isApiError } from '../api/client';
import { liveSessionApi } from '../api/live-session';
import { queries } from '../api/query-keys';
import { toastError } from '../components/toast';
import { getSocket } from '../realtime/socket';
import { useSocketEvent } from '../realtime/use-socket-event';
import { useLiveSessionStore } from './live-session-store';
import { everyReplySkipped, type LiveEvent } from './live-state';

export type LoadStatus = { kind: 'loading' } | { kind: 'ready'; completeAtLoad: boolean } | { kind: 'not-found' } | { kind: 'error'; message: string };

const JOIN_TIMEOUT_MS = 5_000;
/** Answers that will not change by asking again: the session is not this user's, or the login is gone. */
const isFinal = (error: unknown) => isApiError(error) && (error.status === 401 || error.status === 403 || error.status === 404);

const FAILED_REPLIES = { title: 'Error', message: 'Failed to get responses from participants. Please try again.' };

function statusOf(completeAtLoad: boolean | null, failure: Error | null): LoadStatus {
  if (completeAtLoad !== null) return { kind: 'ready', completeAtLoad };
  if (!failure) return { kind: 'loading' };
  if (isApiError(failure) && (failure.status === 403 || failure.status === 404)) return { kind: 'not-found' };
  return { kind: 'error', message: isFinal(failure) ? errorMessage(failure) : errorMessage(failure, 'An error occurred while loading the session') };
}

/**
 * Loads a session and keeps it live: the snapshot query joins the session room, then loads the
 * transcript and the running replies over REST; the room's events are applied on top. Events that
 * arrive while a snapshot loads are held and applied on top of it; every event is idempotent, so
 * nothing appears twice and nothing is missed. A reconnect (the server forgets rooms) joins and loads
 * again. A first load that fails for a passing reason (5xx, network) is tried again after 1, 2, 4...
 * s, at most 30 s apart (the query's default back-off); a failed refresh keeps the page as it was.
 */
export function useLiveSession(sessionId: string) {
  const queryClient = useQueryClient();
  const lastEventAt = useRef(Date.now());
  /** Events received while a snapshot loads; null while they go straight to the store. */
  const held = useRef<LiveEvent[] | null>(null);
  const [completeAtLoad, setCompleteAtLoad] = useState<boolean | null>(null);
  const queryKey = queries.liveSession(sessionId);

  const snapshot = useQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      held.current = [];
      // Join first: every event after the snapshot's moment then reaches this page.
      await new Promise<void>((resolve) => {
        getSocket()
          .timeout(JOIN_TIMEOUT_MS)
          .emit('session:join', { sessionId }, () => resolve());
      });
      return liveSessionApi.load(sessionId, signal);
    },
    // Only the first load is tried again; a refresh that fails leaves the page on what it has.
    retry: (_, error) => !isFinal(error) && queryClient.getQueryData(queryKey) === undefined,
    // Every visit starts from a fresh snapshot, never from one cached by an earlier visit.
    gcTime: 0,
  });

  const apply = (ev: LiveEvent) => {
    useLiveSessionStore.getState().apply(ev);
    const live = useLiveSessionStore.getState().live;
    if (ev.type === 'reply:skipped' && live && everyReplySkipped(live, ev.payload.questionId)) toastError(FAILED_REPLIES.title, FAILED_REPLIES.message);
  };
  const receive = (ev: LiveEvent) => {
    if (ev.payload.sessionId !== sessionId) return;
    lastEventAt.current = Date.now();
    if (held.current) held.current.push(ev);
    else apply(ev);
  };
  const resync = useCallback(() => void snapshot.refetch(), [snapshot.refetch]);
  const listening = { resync };
  useSocketEvent('question:created', (payload) => receive({ type: 'question:created', payload }), listening);
  useSocketEvent('reply:start', (payload) => receive({ type: 'reply:start', payload }));
  useSocketEvent('reply:delta', (payload) => receive({ type: 'reply:delta', payload }));
  useSocketEvent('reply:done', (payload) => receive({ type: 'reply:done', payload }));
  useSocketEvent('reply:skipped', (payload) => receive({ type: 'reply:skipped', payload }));

  useEffect(() => {
    useLiveSessionStore.getState().reset();
    return () => {
      const socket = getSocket();
      if (socket.connected) socket.emit('session:leave', { sessionId });
      useLiveSessionStore.getState().reset();
    };
  }, [sessionId]);

  // A snapshot arrived (keyed on its time: an identical answer is still a new moment): replace the
  // state with it and the events held meanwhile.
  useEffect(() => {
    const dto = snapshot.data;
    if (!dto) return;
    useLiveSessionStore.getState().load(dto, held.current ?? []);
    held.current = null;
    lastEventAt.current = Date.now();
    setCompleteAtLoad((known) => known ?? (dto.progress.complete && dto.pending.length === 0));
  }, [snapshot.dataUpdatedAt]);

  // A refresh failed: the events held meanwhile still apply.
  useEffect(() => {
    const events = held.current;
    if (!snapshot.errorUpdatedAt || !events || snapshot.data === undefined) return;
    held.current = null;
    events.forEach(apply);
  }, [snapshot.errorUpdatedAt]);

  return { status: statusOf(completeAtLoad, snapshot.error ?? snapshot.failureReason), lastEventAt, resync };
}
