import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { REPORT_TEXT, type ReportStep, type ReportTimeline } from '../../../core/reports/contract.js';
import { isApiError } from '../api/client';
import { queries } from '../api/query-keys';
import { reportsApi, type ReportPageDto } from '../api/reports';
import { toastError, toastFailure, toastSuccess } from '../components/toast';
import { useSocketEvent } from '../realtime/use-socket-event';
import { useAuthStore } from '../stores/auth-store';
import { IDLE_UI, useReportUiStore, type GenerationState } from '../stores/report-generation-store';

export interface ReportGeneration {
  state: GenerationState;
  /** Generate Report clicked: the upgrade prompt for a free user, else the confirmation. */
  start(): void;
  /** Confirmed: the charge is asked for (the phase reads `starting` until the answer). */
  confirm(): void;
  cancel(): void;
  /** Follows a generation that was already running when the page loaded (progress modal hidden or shown). */
  follow(reportId: string, progress: number, step: ReportStep | null, timeline: ReportTimeline | null, shown?: boolean): void;
  /** "View report" in the finished dialog: closes it and shows the report. */
  view(): void;
  /** Hides the progress modal; the report keeps generating and the page shows its progress. */
  hide(): void;
  show(): void;
  upgradeOpen: boolean;
  closeUpgrade(): void;
  topUpOpen: boolean;
  closeTopUp(): void;
}

export const isPaidPlan = (level: string | null | undefined) => !!level && level !== 'free';

/**
 * The Generate Report flow of one session: plan check, confirmation, the charge (with the texts of docs/sessions-and-reports.md,
 * messages when it is refused), then the job's real progress from `report:progress` events until
 * `report:done` or `report:failed`. Events missed while disconnected are caught up over REST.
 */
export function useReportGeneration(sessionId: string, onReady: (reportId: string) => void): ReportGeneration {
  const queryClient = useQueryClient();
  const user = useAuthStore((s) => s.user);
  const state = useReportUiStore((s) => (s.bySession[sessionId] ?? IDLE_UI).gen);
  const setState = useCallback(
    (next: GenerationState | ((g: GenerationState) => GenerationState)) =>
      useReportUiStore.getState().update(sessionId, (ui) => ({ ...ui, gen: typeof next === 'function' ? next(ui.gen) : next })),
    [sessionId],
  );
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const [topUpOpen, setTopUpOpen] = useState(false);
  const readyRef = useRef(onReady);
  readyRef.current = onReady;
  const reportId = state.phase === 'generating' ? state.reportId : null;

  // Ends this generation once, whichever listener (event or REST catch-up, this screen or another
  // mounted one) sees the outcome first: only the one that moves the store out of it acts.
  // A dialog on screen stays open on success, showing every step's time, until "View report".
  const settle = (id: string, ok: boolean, timeline?: ReportTimeline | null) => {
    let outcome: 'none' | 'shown' | 'hidden' = 'none';
    useReportUiStore.getState().update(sessionId, (ui) => {
      if (ui.gen.phase !== 'generating' || ui.gen.reportId !== id) return ui;
      outcome = ui.gen.hidden ? 'hidden' : 'shown';
      const gen: GenerationState = ok && !ui.gen.hidden ? { phase: 'ready', reportId: id, timeline: timeline ?? ui.gen.timeline } : { phase: 'idle' };
      return { ...ui, gen, settledReportId: id };
    });
    return outcome as 'none' | 'shown' | 'hidden';
  };
  const succeed = (id: string, timeline?: ReportTimeline | null) => {
    if (settle(id, true, timeline) !== 'hidden') return;
    toastSuccess('Success', REPORT_TEXT.generated);
    readyRef.current(id);
  };
  const fail = (id: string) => {
    if (settle(id, false) !== 'none') toastError('Error', REPORT_TEXT.generateFailed);
  };
  const move = (id: string, progress: number, step: ReportStep | null, timeline: ReportTimeline | null) =>
    setState((s) => (s.phase === 'generating' && s.reportId === id ? { ...s, progress, step, timeline: timeline ?? s.timeline } : s));
  // The state right now, read through the report's query (so the answer is cached): after a
  // reconnect, and once at the start (the job may have moved between the request and the listeners below).
  const catchUp = (id: string) =>
    queryClient.fetchQuery(queries.report(id)).then(
      (r) => (r.status === 'ready' ? succeed(id, r.timeline) : r.status === 'failed' ? fail(id) : move(id, r.progress, r.step, r.timeline)),
      () => undefined,
    );

  const listening = { enabled: !!reportId };
  useSocketEvent('report:progress', (p) => p.reportId === reportId && move(reportId, p.progress, p.step, p.timeline), {
    ...listening,
    resync: () => reportId && void catchUp(reportId),
  });
  // The report was read while it was generating (catchUp caches that copy): drop it and fetch the finished
  // one, so "View report" opens on the verdict and never on a stale "Pending".
  const finished = (id: string) => {
    queryClient.removeQueries({ queryKey: queries.report(id).queryKey, exact: true });
    void queryClient.prefetchQuery(queries.report(id));
    succeed(id);
  };
  useSocketEvent('report:done', (p) => p.reportId === reportId && finished(reportId), listening);
  useSocketEvent('report:failed', (p) => p.reportId === reportId && fail(reportId), listening);
  useEffect(() => {
    if (reportId) void catchUp(reportId);
  }, [reportId]);

  const start = useCallback(() => {
    if (!user) return toastError('Error', REPORT_TEXT.loginRequired);
    if (!isPaidPlan(user.subscriptionLevel)) return setUpgradeOpen(true);
    setState((s) => (s.phase === 'idle' ? { phase: 'confirm' } : s));
  }, [user, setState]);

  const generate = useMutation({
    mutationFn: () => reportsApi.generate(sessionId),
    onMutate: () => setState({ phase: 'starting' }),
    onSuccess: ({ reportId: id }) => setState({ phase: 'generating', reportId: id, step: null, progress: 0, timeline: null, hidden: false }),
    onError: (error) => {
      setState({ phase: 'idle' });
      if (isApiError(error) && error.status === 402) {
        toastError(REPORT_TEXT.insufficientTitle, REPORT_TEXT.insufficient);
        setTopUpOpen(true);
      } else if (isApiError(error) && error.code === 'upgrade_required') {
        setUpgradeOpen(true);
      } else if (isApiError(error) && error.status === 401) {
        toastError('Error', REPORT_TEXT.loginRequired);
      } else if (isApiError(error) && error.status >= 400 && error.status < 500) {
        toastFailure('Error', error, REPORT_TEXT.generateFailed);
      } else {
        toastError('Error', REPORT_TEXT.paymentError);
      }
    },
  });

  return {
    state,
    start,
    confirm: () => generate.mutate(),
    cancel: () => setState((s) => (s.phase === 'confirm' ? { phase: 'idle' } : s)),
    follow: (id, progress, step, timeline, shown = false) =>
      useReportUiStore
        .getState()
        .update(sessionId, (ui) =>
          ui.settledReportId === id || (ui.gen.phase === 'generating' && ui.gen.reportId === id)
            ? ui
            : { ...ui, gen: { phase: 'generating', reportId: id, progress, step, timeline, hidden: !shown } },
        ),
    view: () => {
      if (state.phase !== 'ready') return;
      setState({ phase: 'idle' });
      readyRef.current(state.reportId);
    },
    hide: () => setState((s) => (s.phase === 'generating' ? { ...s, hidden: true } : s)),
    show: () => setState((s) => (s.phase === 'generating' ? { ...s, hidden: false } : s)),
    upgradeOpen,
    closeUpgrade: () => setUpgradeOpen(false),
    topUpOpen,
    closeTopUp: () => setTopUpOpen(false),
  };
}

/** Follows a generation already running (started elsewhere, or before a reload) on the page showing it. */
export function useFollowInFlight(page: ReportPageDto | null, follow: ReportGeneration['follow']) {
  useEffect(() => {
    if (page?.inFlight) follow(page.inFlight.reportId, page.inFlight.progress, page.inFlight.step, page.inFlight.timeline);
  }, [page?.inFlight?.reportId]);
}
