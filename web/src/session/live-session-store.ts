import { create } from 'zustand';
import type { LiveSessionDto } from '../api/live-session';
import { applyEvent, fromSnapshot, revealNext, type LiveEvent, type LiveState } from './live-state';

interface LiveSessionStore {
  /** The brief, group, progress limits and provider as last loaded; null until the first load. */
  dto: LiveSessionDto | null;
  live: LiveState | null;
  /** Replaces everything with a fresh REST snapshot, then re-applies events received while it loaded. */
  load(dto: LiveSessionDto, buffered: LiveEvent[]): void;
  apply(ev: LiveEvent): void;
  reveal(): void;
  setAutoAdvance(enabled: boolean, discussEach: boolean): void;
  reset(): void;
}

/** The live session on screen (one at a time). */
export const useLiveSessionStore = create<LiveSessionStore>()((set) => ({
  dto: null,
  live: null,
  load(dto, buffered) {
    set({ dto, live: buffered.reduce(applyEvent, fromSnapshot(dto)) });
  },
  apply(ev) {
    set((s) => (s.live ? { live: applyEvent(s.live, ev) } : s));
  },
  reveal() {
    set((s) => (s.live ? { live: revealNext(s.live) } : s));
  },
  setAutoAdvance(enabled, discussEach) {
    set((s) => (s.dto ? { dto: { ...s.dto, session: { ...s.dto.session, autoAdvance: enabled, discussEach } } } : s));
  },
  reset() {
    set({ dto: null, live: null });
  },
}));
