import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { resumeStep, SETUP_MESSAGES } from '../../../core/sessions/rules.js';
import { errorMessage, isApiError } from '../api/client';
import { queries } from '../api/query-keys';
import { sessionsApi, type SessionDto } from '../api/sessions';
import { toastError, toastFailure, toastSuccess } from '../components/toast';
import { useAuthStore } from '../stores/auth-store';
import { clearLocalDraft, readLocalDraft, toWizardState, writeLocalDraft } from './local-draft';
import { useWizardStore, wizardSnapshot } from './wizard-store';
import { draftPayload, fromSession, initialState, isPristine, stepErrors, type StepErrors, type WizardStep } from './wizard-state';

export type Phase = { kind: 'loading' } | { kind: 'choose'; session: SessionDto } | { kind: 'ready' } | { kind: 'error'; message: string };
export interface Paywall {
  title?: string;
  description?: string;
}

const path = (id: string) => `/new-session-v2/${id}`;

/**
 * Everything the wizard does besides drawing: opening (a draft by id, the Choose Session Option dialog,
 * or the copy in browser storage), saving between steps, and starting.
 */
export function useWizardFlow(routeId: string | undefined, free: boolean) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const phaseRef = useRef(phase);
  phaseRef.current = phase;
  // The free plan's fixed team (a paid plan picks its own).
  const freeTeam = useQuery({ ...queries.freeTeam(), enabled: free });
  const team = freeTeam.data?.avatars ?? null;
  const teamError = freeTeam.isError && !freeTeam.isFetching ? errorMessage(freeTeam.error, 'Failed to load your team.') : null;
  const [errors, setErrors] = useState<StepErrors>({});
  const [paywall, setPaywall] = useState<Paywall | null>(null);
  const [topUpTitle, setTopUpTitle] = useState<string | null>(null);

  // Our own save just put the new draft's id in the URL: the state on screen is already that draft.
  const ownSave = !!routeId && routeId === useWizardStore.getState().sessionId && phaseRef.current.kind === 'ready';
  const opening = useQuery({ ...queries.wizardOpening(routeId), enabled: !ownSave });

  useEffect(() => {
    if (!ownSave) setPhase({ kind: 'loading' });
  }, [routeId]);

  // What the URL names has been read: load it into the editor (or go where it belongs).
  useEffect(() => {
    const opened = opening.data;
    if (!opened) return;
    const store = useWizardStore.getState();
    if (opened.kind === 'draft') {
      const s = opened.session;
      if (s.status !== 'draft') return void navigate(`/focus-group-v2/${s.id}`, { replace: true });
      const local = readLocalDraft();
      // The browser copy holds typing newer than the last save of this same draft.
      const fresh = local?.sessionData.sessionId === s.id && local.lastSaved === s.lastSavedAt ? toWizardState(local) : fromSession(s);
      // A free user's group is the server's team, saved on the draft; it is never in the browser copy.
      const group = free ? s.selectedAvatars : fresh.selected.map((a) => a.id);
      store.load({ ...fresh, step: resumeStep({ selectedAvatars: group, productIdea: fresh.form.productIdea }) });
    } else if (opened.session) {
      return setPhase({ kind: 'choose', session: opened.session });
    } else {
      const local = readLocalDraft();
      if (local && !local.sessionData.sessionId) store.load(toWizardState(local));
      else {
        clearLocalDraft();
        store.load(initialState());
      }
    }
    setPhase({ kind: 'ready' });
  }, [opening.data]);

  const missing = isApiError(opening.error) && opening.error.status === 404;
  useEffect(() => {
    if (!missing) return;
    toastError('Session not found', 'That setup no longer exists. Start a new one.');
    clearLocalDraft();
    navigate('/new-session-v2', { replace: true });
  }, [missing, navigate]);
  const shown: Phase = opening.isError && !missing && !opening.isFetching ? { kind: 'error', message: errorMessage(opening.error, 'Failed to load session') } : phase;

  // Every change is copied to browser storage (debounced), so a reload loses nothing typed.
  useEffect(() => {
    if (phase.kind !== 'ready') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = useWizardStore.subscribe((s) => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const snap = wizardSnapshot(s);
        if (isPristine(snap)) clearLocalDraft();
        else writeLocalDraft(snap);
      }, 300);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [phase.kind]);

  const handleSaveError = useCallback(
    (e: unknown) => {
      if (isApiError(e) && e.code === 'upgrade_required') {
        return setPaywall(e.message === SETUP_MESSAGES.freeQuestions ? { title: 'Upgrade to add more questions', description: e.message } : { description: e.message });
      }
      if (isApiError(e) && e.code === 'session_started') return navigate(`/focus-group-v2/${useWizardStore.getState().sessionId}`);
      toastError(SETUP_MESSAGES.saveErrorTitle, isApiError(e) && e.status === 400 ? e.message : SETUP_MESSAGES.saveError);
    },
    [navigate],
  );

  // A saved draft shows on the dashboard; the editor's own opening is never read again behind its back.
  const invalidateDashboard = () => queryClient.invalidateQueries({ queryKey: queries.dashboard().queryKey });

  const saveDraft = useMutation({
    mutationFn: (reached: WizardStep) => {
      const s = useWizardStore.getState();
      const payload = draftPayload(wizardSnapshot(s), { free, freeTeam: team ?? [], reachedStep: reached });
      return s.sessionId ? sessionsApi.update(s.sessionId, payload) : sessionsApi.create(payload);
    },
    onSuccess: (saved) => {
      useWizardStore.getState().saved(saved.id, saved.lastSavedAt);
      if (routeId !== saved.id) navigate(path(saved.id), { replace: true });
      void invalidateDashboard();
    },
    onError: handleSaveError,
  });
  const { mutateAsync: saveAsync } = saveDraft;

  /** Saves the draft (created the first time); returns its id, or null after telling the user why not. */
  const save = useCallback(
    (reached: WizardStep): Promise<string | null> =>
      saveAsync(reached).then(
        (saved) => saved.id,
        () => null,
      ),
    [saveAsync],
  );

  const avatarCount = () => (free ? (team?.length ?? 0) : useWizardStore.getState().selected.length);

  /** Back or Next: forward needs the current step complete; either way the draft is saved first. */
  const go = useCallback(
    async (to: WizardStep) => {
      const s = useWizardStore.getState();
      if (to > s.step) {
        const errs = stepErrors(s.step, s.form, avatarCount());
        setErrors(errs);
        if (errs.avatars) toastError('No avatars selected', errs.avatars);
        if (Object.keys(errs).length) return;
      }
      if (await save(Math.max(s.reached, to) as WizardStep)) {
        setErrors({});
        useWizardStore.getState().setStep(to);
      }
    },
    [save, free, team],
  );

  // Pending from the save before it to the answer: the Start button spins through both.
  const startSession = useMutation({
    mutationFn: async () => {
      const id = await save(3);
      return id ? sessionsApi.start(id) : null;
    },
    onSuccess: (started) => {
      if (!started) return;
      clearLocalDraft();
      if (started.charged > 0) toastSuccess('Credits Deducted', `${started.charged} credits were deducted to start this session.`);
      void useAuthStore.getState().refresh();
      void invalidateDashboard();
      useWizardStore.getState().load(initialState());
      navigate(`/focus-group-v2/${started.id}`);
    },
    onError: (e) => {
      if (isApiError(e) && e.status === 402) {
        toastError('Insufficient Credits', e.message);
        setTopUpTitle('Add credits to start this session');
      } else if (isApiError(e) && e.code === 'upgrade_required') {
        setPaywall({ description: e.message });
      } else {
        toastFailure('Error', e);
      }
    },
  });
  const { mutate: startMutate } = startSession;

  const start = useCallback(() => {
    const s = useWizardStore.getState();
    const details = stepErrors(1, s.form, avatarCount());
    const group = stepErrors(2, s.form, avatarCount());
    if (Object.keys(details).length) {
      setErrors(details);
      return s.setStep(1);
    }
    if (group.avatars) return toastError('No avatars selected', group.avatars);
    startMutate();
  }, [startMutate, free, team]);

  const openExisting = (session: SessionDto) => navigate(session.status === 'active' ? `/focus-group-v2/${session.id}` : path(session.id));

  // Start New: the draft on offer is deleted (already gone is as good), then the editor opens empty.
  const discard = useMutation({
    mutationFn: async (session: SessionDto) => {
      if (session.status !== 'draft') return;
      await sessionsApi.remove(session.id).catch((e: unknown) => {
        if (!(isApiError(e) && e.status === 404)) throw e;
      });
    },
    onSuccess: () => {
      clearLocalDraft();
      useWizardStore.getState().load(initialState());
      setPhase({ kind: 'ready' });
      void invalidateDashboard();
    },
    onError: (e) => toastFailure('Error', e),
  });

  return {
    phase: shown,
    retry: () => void opening.refetch(),
    team,
    teamError,
    retryTeam: () => void freeTeam.refetch(),
    errors,
    saving: saveDraft.isPending || discard.isPending,
    starting: startSession.isPending,
    go,
    start,
    openExisting,
    startNew: discard.mutate,
    paywall,
    setPaywall,
    topUpTitle,
    setTopUpTitle,
  };
}
