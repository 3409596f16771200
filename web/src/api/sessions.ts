import type { SessionDto, SessionWithAvatarsDto } from '../../../core/sessions/dto.js';
import type { sessionRoutes as routes } from '../../../core/sessions/routes.js';
import type { BodyOf } from '../../../core/http/contract';
import { call } from './client';

export type { SessionDto, SessionWithAvatarsDto };

/** What the wizard saves: every field optional, as in the draft API. */
export type SessionDraftInput = BodyOf<typeof routes.create>;

const path = (id: string) => `/api/sessions/${encodeURIComponent(id)}` as const;

export const sessionsApi = {
  create: (input: SessionDraftInput) => call<typeof routes.create>('POST', '/api/sessions', { body: input }),
  update: (id: string, input: SessionDraftInput) => call<typeof routes.update>('PATCH', path(id), { body: input }),
  get: (id: string, signal?: AbortSignal) => call<typeof routes.get>('GET', path(id), { signal }),
  remove: (id: string) => call<typeof routes.remove>('DELETE', path(id)),
  /** The latest draft or active session, for the Choose Session Option dialog. */
  current: (signal?: AbortSignal) => call<typeof routes.current>('GET', '/api/sessions/current', { signal }),
  freeTeam: (signal?: AbortSignal) => call<typeof routes.freeTeam>('GET', '/api/sessions/free-team', { signal }),
  start: (id: string) => call<typeof routes.start>('POST', `${path(id)}/start`, { body: {} }),
};

export type ExpandField = BodyOf<typeof routes.expand>['fieldType'];

export const expandApi = {
  expand: (text: string, fieldType: ExpandField, signal?: AbortSignal) => call<typeof routes.expand>('POST', '/api/expand', { body: { text, fieldType }, signal }),
};
